import { describe, expect, it } from 'vitest';
import { validationMessages } from './errors';
import { listingEditorsBySection, mayEditListingsOf, vehicleMaxYear } from './listing-attributes';
import { listingJsonLd } from './listing-json-ld';
import {
  browseListingsQuery,
  listingDetail,
  listingInput,
  listingPublishIssues,
  ownerListingsQuery,
  type ListingDetail,
} from './listings';

const required = validationMessages.required;
const NODE = '7d3c9a40-1f1e-4a55-8d7c-2f0a3b4c5d6e';
const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
const location = { zip_code: '10115', city: 'Berlin', latitude: 52.53, longitude: 13.38 };

describe('listingInput', () => {
  it('saves a draft with nothing but a title, filling in the defaults', () => {
    const draft = listingInput.parse({ section: 'food', title: 'Plum jam' });
    expect(draft).toMatchObject({
      section: 'food',
      draft_state: 'draft',
      description: '',
      negotiable: false,
      quantity: 1,
      media_ids: [],
      document_ids: [],
      parameters: {},
      attributes: { allergens: [] },
    });
  });

  it('asks to complete a missing or blank title, and wants at least 3 characters', () => {
    const missing = listingInput.safeParse({ section: 'food' });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['title'], message: required }),
    ]);
    const blank = listingInput.safeParse({ section: 'food', title: '   ' });
    expect(blank.error?.issues[0]).toMatchObject({ path: ['title'], message: required });
    const short = listingInput.safeParse({ section: 'food', title: 'ab' });
    expect(short.error?.issues[0]?.message).toBe('Use at least 3 characters');
  });

  it('keeps each division to its own attributes and values', () => {
    expect(
      listingInput.safeParse({
        section: 'flea-market',
        title: 'Lamp',
        attributes: { condition: 'broken' },
      }).success,
    ).toBe(false);
    expect(
      listingInput.safeParse({
        section: 'food',
        title: 'Bread',
        attributes: { allergens: ['gluten', 'gluten'] },
      }).success,
    ).toBe(false);
    const tooNew = listingInput.safeParse({
      section: 'automarket',
      title: 'Car',
      attributes: { year: vehicleMaxYear() + 1 },
    });
    expect(tooNew.error?.issues[0]?.path).toEqual(['attributes', 'year']);
    expect(
      listingInput.safeParse({
        section: 'automarket',
        title: 'Car',
        attributes: { year: vehicleMaxYear() },
      }).success,
    ).toBe(true);
  });

  it('refuses lower-case currency codes and negative stock', () => {
    const wrong = listingInput.safeParse({
      section: 'services',
      title: 'Piano lessons',
      price: { amount_minor: 100, currency: 'eur' },
      quantity: -1,
    });
    expect(wrong.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'price.currency',
      'quantity',
    ]);
  });
});

describe('listingPublishIssues', () => {
  it('names every missing field of a division with "Complete this field, please"', () => {
    const draft = listingInput.parse({ section: 'automarket', title: 'VW Golf' });
    const issues = listingPublishIssues(draft);
    expect(issues.map((issue) => issue.field)).toEqual([
      'catalog_node_id',
      'description',
      'price',
      'location',
      'attributes.make',
      'attributes.model',
      'attributes.year',
      'attributes.mileage_km',
      'attributes.fuel',
      'attributes.transmission',
    ]);
    expect(issues.every((issue) => issue.message === required)).toBe(true);
  });

  it('is empty for a complete property rental and a complete service', () => {
    const common = {
      title: '2-room apartment',
      description: 'Bright and quiet.',
      catalog_node_id: NODE,
      price: EUR(95_000),
      location,
    };
    const rental = listingInput.parse({
      section: 'property',
      ...common,
      attributes: { rental_period: 'per_month', rooms: 2, area_m2: 54, property_type: 'apartment' },
    });
    expect(listingPublishIssues(rental)).toEqual([]);
    const service = listingInput.parse({
      section: 'services',
      ...common,
      attributes: { duration_minutes: 60, service_area: { zip_code: '10115', radius_km: 20 } },
    });
    expect(listingPublishIssues(service)).toEqual([]);
    const noArea = listingInput.parse({ ...service, attributes: { duration_minutes: 60 } });
    expect(listingPublishIssues(noArea)).toEqual([
      { field: 'attributes.service_area', message: required },
    ]);
  });

  it('lets the variants of a Shop Hub product stand in for its price', () => {
    const product = listingInput.parse({
      section: 'catalog',
      title: 'Trail shoe',
      description: 'Grippy.',
      catalog_node_id: NODE,
      location,
      attributes: {
        brand: 'Alpenrad',
        sku: 'AR-1',
        variants: [{ name: 'EU 42', price: EUR(8_999), quantity: 3 }],
      },
    });
    expect(listingPublishIssues(product)).toEqual([]);
    if (product.section !== 'catalog') throw new Error('expected a catalog product');
    const withoutVariants = { ...product, attributes: { ...product.attributes, variants: [] } };
    expect(listingPublishIssues(withoutVariants)).toEqual([{ field: 'price', message: required }]);
  });
});

describe('who may add listings', () => {
  it('follows §6: Shop Hub for sellers, Flea Market for buyers, the rest for both', () => {
    expect(mayEditListingsOf('catalog', 'SELLER')).toBe(true);
    expect(mayEditListingsOf('catalog', 'BUYER')).toBe(false);
    expect(mayEditListingsOf('flea-market', 'BUYER')).toBe(true);
    expect(mayEditListingsOf('flea-market', 'SELLER')).toBe(false);
    for (const section of ['services', 'food', 'automarket', 'property'] as const) {
      expect(listingEditorsBySection[section]).toEqual(['BUYER', 'SELLER']);
    }
    expect(mayEditListingsOf('services', 'ADMIN')).toBe(false);
    expect(mayEditListingsOf('services', null)).toBe(false);
  });
});

describe('list queries', () => {
  it('keeps the browse query compatible and adds an owner filter', () => {
    expect(browseListingsQuery.parse({})).toEqual({ limit: 24 });
    expect(browseListingsQuery.safeParse({ owner: 'not-an-id' }).success).toBe(false);
  });

  it('cuts the search text by the rule of §5', () => {
    const long = `${'word '.repeat(60)}end`;
    const parsed = ownerListingsQuery.parse({ search: long });
    expect(parsed.search!.length).toBeLessThanOrEqual(250);
    expect(ownerListingsQuery.parse({ search: '  lamp ' }).search).toBe('lamp');
  });
});

describe('listingJsonLd', () => {
  const base = {
    id: '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c',
    title: 'Trail shoe',
    description: 'Grippy.',
    price: EUR(8_999),
    negotiable: false,
    rental_period: null,
    quantity: 0,
    sold_out: true,
    media: [
      {
        id: '1b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c',
        url: '/api/media/listings/a.webp',
        thumbnail_url: '/api/media/listings/a-thumb.webp',
        width: 800,
        height: 600,
        alt: 'Trail shoe',
      },
    ],
    documents: [],
    location: null,
    seller: {
      id: '2b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c',
      account_type: 'SELLER',
      display_name: 'Alpenrad',
      logo: null,
      member_since: '2026-01-01T00:00:00.000Z',
      rating: null,
    },
    catalog_path: [],
    parameters: {},
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
  };
  const options = { pageUrl: 'https://bazaar.test/shophub/item/x', origin: 'https://bazaar.test' };

  it('describes a Shop Hub product with brand, sku, absolute images and availability', () => {
    const detail: ListingDetail = listingDetail.parse({
      ...base,
      section: 'catalog',
      attributes: { brand: 'Alpenrad', sku: 'AR-1', variants: [] },
    });
    const jsonLd = listingJsonLd(detail, options);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      brand: { name: 'Alpenrad' },
      sku: 'AR-1',
      image: ['https://bazaar.test/api/media/listings/a.webp'],
      offers: {
        '@type': 'Offer',
        price: '89.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Alpenrad' },
      },
    });
  });

  it('prices a monthly rental per month', () => {
    const detail = listingDetail.parse({
      ...base,
      section: 'property',
      rental_period: 'per_month',
      quantity: 1,
      sold_out: false,
      attributes: { rental_period: 'per_month', rooms: 2, area_m2: 54, property_type: 'apartment' },
    });
    expect(listingJsonLd(detail, options)['offers']).toMatchObject({
      availability: 'https://schema.org/InStock',
      priceSpecification: { unitCode: 'MON', price: '89.99' },
    });
  });
});
