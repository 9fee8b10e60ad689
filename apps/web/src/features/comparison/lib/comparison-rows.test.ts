import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { type ComparisonItem } from '@bazaar/contracts';
import { messagesFor } from '@/lib/i18n/messages';
import { groupComparison } from './comparison-groups';
import {
  alignComparisonRows,
  attributedListingOf,
  comparisonColumn,
  valuesDiffer,
} from './comparison-rows';

const t = createTranslator({ locale: 'en', messages: messagesFor('en'), namespace: 'comparison' });
const tListing = createTranslator({
  locale: 'en',
  messages: messagesFor('en'),
  namespace: 'listingPage',
});

const SHOES = { id: '1b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b41', name: 'Shoes' };
const BAGS = { id: '1b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b42', name: 'Bags' };

function item(fields: Partial<ComparisonItem> & Pick<ComparisonItem, 'id'>): ComparisonItem {
  return {
    in_comparison: true,
    section: 'catalog',
    category: SHOES,
    title: `Product ${fields.id}`,
    price: { amount_minor: 8_999, currency: 'EUR' },
    negotiable: false,
    rental_period: null,
    quantity: 2,
    image: null,
    location: { zip_code: '01067', city: 'Dresden' },
    seller: { id: 's', display_name: 'Alpenrad' },
    attributes: {},
    parameters: {},
    available: true,
    ...fields,
  };
}

describe('alignComparisonRows', () => {
  it('lines up the union of the details and marks the rows that differ', () => {
    const rows = alignComparisonRows([
      [
        { key: 'brand', label: 'Brand', value: 'Vaude' },
        { key: 'parameter.colour', label: 'Colour', value: 'red' },
      ],
      [
        { key: 'brand', label: 'Brand', value: 'Vaude' },
        { key: 'parameter.warranty_months', label: 'Warranty (months)', value: '24' },
      ],
    ]);
    expect(rows).toEqual([
      { key: 'brand', label: 'Brand', values: ['Vaude', 'Vaude'], differs: false },
      { key: 'parameter.colour', label: 'Colour', values: ['red', null], differs: true },
      {
        key: 'parameter.warranty_months',
        label: 'Warranty (months)',
        values: [null, '24'],
        differs: true,
      },
    ]);
  });

  it('marks nothing as different in a single column', () => {
    expect(valuesDiffer(['Vaude'])).toBe(false);
    expect(valuesDiffer([null, null])).toBe(false);
    expect(valuesDiffer(['a', 'b'])).toBe(true);
  });
});

describe('comparisonColumn', () => {
  it('starts with price, availability, place and seller, then the labelled details', () => {
    const shoe = item({
      id: 'a',
      negotiable: true,
      attributes: {
        brand: 'Vaude',
        sku: 'V-1',
        variants: [{ id: 'x', name: 'EU 42', sku: null, price: { amount_minor: 1 }, quantity: 1 }],
      },
      parameters: { colour: 'red', pickup: true, broken: { nested: 1 } },
    });
    expect(comparisonColumn(shoe, t, tListing, 'en').map((row) => [row.label, row.value])).toEqual([
      ['Price', '€89.99 · Negotiable'],
      ['Availability', '2 in stock'],
      ['Location', '01067 Dresden'],
      ['Seller', 'Alpenrad'],
      ['Brand', 'Vaude'],
      ['SKU', 'V-1'],
      ['Colour', 'red'],
      ['Pick-up', 'Yes'],
    ]);
  });

  it('says when a listing is sold out or gone, and gives rentals their period', () => {
    const rows = (fields: Partial<ComparisonItem>) =>
      Object.fromEntries(
        comparisonColumn(item({ id: 'b', ...fields }), t, tListing, 'en').map((row) => [
          row.key,
          row.value,
        ]),
      );
    expect(rows({ quantity: 0 }).availability).toBe('Sold Out');
    expect(rows({ available: false }).availability).toBe('No longer available');
    expect(rows({ price: null }).price).toBe('No price yet');
    expect(
      rows({
        section: 'property',
        rental_period: 'per_month',
        price: { amount_minor: 95_000, currency: 'EUR' },
        attributes: {
          rooms: 2,
          area_m2: 54,
          property_type: 'apartment',
          rental_period: 'per_month',
        },
      }),
    ).toMatchObject({ price: '€950.00 / month', property_type: 'Apartment', area: '54 m²' });
  });

  it('reads attributes that do not fit their division as none', () => {
    const car = item({ id: 'c', section: 'automarket', attributes: { year: 'soon', make: 7 } });
    expect(attributedListingOf(car).attributes).toEqual({});
  });
});

describe('groupComparison', () => {
  it('groups by division in the marketplace’s order, then by category name, uncategorised last', () => {
    const groups = groupComparison([
      item({ id: '1', section: 'flea-market', category: null }),
      item({ id: '2', category: SHOES }),
      item({ id: '3', section: 'flea-market', category: BAGS }),
      item({ id: '4', category: BAGS }),
      item({ id: '5', category: SHOES }),
    ]);
    expect(groups.map((group) => [group.section, group.category?.name ?? null])).toEqual([
      ['catalog', 'Bags'],
      ['catalog', 'Shoes'],
      ['flea-market', 'Bags'],
      ['flea-market', null],
    ]);
    expect(groups[1]?.items.map((compared) => compared.id)).toEqual(['2', '5']);
  });
});
