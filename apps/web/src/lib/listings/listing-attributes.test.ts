import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import {
  euAllergens,
  foodUnits,
  fuelTypes,
  itemConditions,
  propertyTypes,
  transmissions,
} from '@bazaar/contracts';
import { messagesFor } from '@/lib/i18n/messages';
import {
  listingAttributeRows,
  parameterLabelFallback,
  type AttributedListing,
} from './listing-attributes';
import { type ListingPageTranslator } from './listing-page-translator';

function translator(locale: 'en' | 'de'): ListingPageTranslator {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: 'listingPage' });
}

/** A listing's details, as an item page or the comparison has them. */
const listingFixture = (listing: AttributedListing): AttributedListing => listing;

const en = translator('en');
const de = translator('de');

/** Label → value, as the page lists them. */
function shown(rows: ReturnType<typeof listingAttributeRows>) {
  return Object.fromEntries(rows.map((row) => [row.label, row.value]));
}

describe('listingAttributeRows', () => {
  it('labels a vehicle in English and in German, with units and without grouping the year', () => {
    const car = listingFixture({
      section: 'automarket',
      attributes: {
        make: 'Volkswagen',
        model: 'Golf',
        year: 2019,
        mileage_km: 84_500,
        fuel: 'diesel',
        transmission: 'manual',
      },
      parameters: {},
    });
    expect(shown(listingAttributeRows(car, en))).toEqual({
      Make: 'Volkswagen',
      Model: 'Golf',
      Year: '2019',
      Mileage: '84,500 km',
      Fuel: 'Diesel',
      Transmission: 'Manual',
    });
    expect(shown(listingAttributeRows(car, de))).toMatchObject({
      Baujahr: '2019',
      Kilometerstand: '84.500 km',
      Getriebe: 'Schaltgetriebe',
    });
  });

  it('gives every enum value of every division a label in both languages', () => {
    for (const t of [en, de]) {
      const labels = [
        ...itemConditions.map((value) => t(`values.condition.${value}`)),
        ...fuelTypes.map((value) => t(`values.fuel.${value}`)),
        ...transmissions.map((value) => t(`values.transmission.${value}`)),
        ...propertyTypes.map((value) => t(`values.propertyType.${value}`)),
        ...euAllergens.map((value) => t(`values.allergen.${value}`)),
        ...foodUnits.map((value) => t(`values.amount.${value}`, { amount: 2 })),
      ];
      for (const label of labels) expect(label).not.toMatch(/^listingPage\.|values\./);
    }
  });

  it('names the condition of a Flea Market ad', () => {
    const ad = listingFixture({
      section: 'flea-market',
      attributes: { condition: 'like_new' },
      parameters: {},
    });
    expect(shown(listingAttributeRows(ad, en))).toEqual({ Condition: 'Like new' });
    expect(shown(listingAttributeRows(ad, de))).toEqual({ Zustand: 'Wie neu' });
  });

  it('writes a service’s duration in hours and minutes and its area around a zip code', () => {
    const service = listingFixture({
      section: 'services',
      attributes: { duration_minutes: 90, service_area: { zip_code: '28195', radius_km: 10 } },
      parameters: {},
    });
    expect(shown(listingAttributeRows(service, en))).toEqual({
      Duration: '1 h 30 min',
      'Service area': 'Within 10 km of 28195',
    });
  });

  it('counts food by the piece or measures it, and says when no allergen is declared', () => {
    const eggs = listingFixture({
      section: 'food',
      attributes: { unit: 'piece', weight_or_volume: 6, allergens: ['eggs'] },
      parameters: {},
    });
    const tomatoes = listingFixture({
      section: 'food',
      attributes: { unit: 'kg', weight_or_volume: 1.5, allergens: [] },
      parameters: {},
    });
    expect(shown(listingAttributeRows(eggs, en))).toEqual({
      'Sold by': '6 pieces',
      Allergens: 'Eggs',
    });
    expect(shown(listingAttributeRows(tomatoes, de))).toEqual({
      'Verkauft je': '1,5 kg',
      Allergene: 'Keine angegeben',
    });
  });

  it('describes a property and lists the catalog parameters after the division’s fields', () => {
    const flat = listingFixture({
      section: 'property',
      attributes: {
        rental_period: 'per_month',
        rooms: 2.5,
        area_m2: 68,
        property_type: 'apartment',
      },
      parameters: {
        balcony: true,
        floor: 3,
        heating_type: 'district',
        features: ['lift', 'cellar'],
      },
    });
    expect(listingAttributeRows(flat, en).map((row) => [row.label, row.value])).toEqual([
      ['Property type', 'Apartment'],
      ['Rooms', '2.5'],
      ['Living area', '68 m²'],
      ['Balcony', 'Yes'],
      ['Floor', '3'],
      ['Heating type', 'district'],
      ['Features', 'lift, cellar'],
    ]);
  });

  it('leaves out what a draft has not filled in yet', () => {
    const draft = listingFixture({
      section: 'catalog',
      attributes: { brand: 'Vaude', sku: null },
      parameters: {},
    });
    expect(shown(listingAttributeRows(draft, en))).toEqual({ Brand: 'Vaude' });
  });
});

describe('parameterLabelFallback', () => {
  it('turns a parameter key into words', () => {
    expect(parameterLabelFallback('years_of_experience')).toBe('Years of experience');
  });
});
