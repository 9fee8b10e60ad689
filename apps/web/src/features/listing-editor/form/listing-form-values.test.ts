import { describe, expect, it } from 'vitest';
import {
  propertyOfferMessages,
  validationMessages,
  type ListingParameterField,
  type OwnerListing,
} from '@bazaar/contracts';
import {
  checkListingBody,
  emptyListingValues,
  formFields,
  listingBodyOf,
  moreDetailsFields,
  valuesFromListing,
  type ListingFormValues,
} from './listing-form-values';

const required = validationMessages.required;
const nodeId = '00000000-0000-4000-8000-0000000000aa';
const mediaId = '00000000-0000-4000-8000-0000000000bb';
const variantId = '00000000-0000-4000-8000-0000000000cc';

const filled = (patch: Partial<ListingFormValues> = {}): ListingFormValues => ({
  ...emptyListingValues(nodeId),
  title: 'Walnut side table',
  description: 'Solid walnut, oiled.',
  price: '149.90',
  zipCode: '10115',
  city: 'Berlin',
  ...patch,
});

const savedProduct: OwnerListing = {
  section: 'catalog',
  id: '00000000-0000-4000-8000-0000000000dd',
  status: 'active',
  draft_state: 'sent',
  blocked_reason: null,
  catalog_node_id: nodeId,
  title: 'Sonos Era 100',
  description: 'Speaker.',
  price: { amount_minor: 23490, currency: 'EUR' },
  negotiable: false,
  quantity: 34,
  location: { zip_code: '20095', city: 'Hamburg', latitude: 53.55, longitude: 10 },
  media: [
    {
      id: mediaId,
      url: '/m.webp',
      thumbnail_url: '/t.webp',
      width: 800,
      height: 600,
      alt: 'Speaker',
    },
  ],
  documents: [],
  parameters: { warranty_months: 24 },
  attributes: {
    brand: 'Sonos',
    sku: 'SONO-1',
    variants: [
      {
        id: variantId,
        name: 'Black',
        sku: null,
        price: { amount_minor: 23490, currency: 'EUR' },
        quantity: 15,
      },
    ],
  },
  created_at: '2026-11-12T05:05:15.664Z',
  updated_at: '2026-11-12T05:05:15.664Z',
  published_at: '2026-11-12T05:05:15.664Z',
};

describe('listingBodyOf', () => {
  it('sends the price in minor units with the chosen currency', () => {
    const { body, numberIssues } = listingBodyOf(
      'flea-market',
      filled({ currency: 'CHF', condition: 'good' }),
      'sent',
    );
    expect(numberIssues).toEqual([]);
    const checked = checkListingBody(body);
    expect(checked.fields).toEqual([]);
    expect(checked.listing).toMatchObject({
      section: 'flea-market',
      draft_state: 'sent',
      price: { amount_minor: 14990, currency: 'CHF' },
      quantity: 1,
      location: { zip_code: '10115', city: 'Berlin', latitude: null, longitude: null },
      attributes: { condition: 'good' },
    });
  });

  it('names a price or count that is not a number', () => {
    const { numberIssues } = listingBodyOf(
      'catalog',
      filled({ price: 'ten euros', quantity: '2.5' }),
      'draft',
    );
    expect(numberIssues).toEqual([
      { field: 'price.amount_minor', problem: 'price' },
      { field: 'quantity', problem: 'wholeNumber' },
    ]);
  });

  it('lets the variants carry price and stock of a Shop Hub product', () => {
    const values = filled({
      brand: 'Acme',
      sku: 'AC-1',
      variants: [{ key: 'r1', name: 'Large', sku: 'AC-1-L', price: '19,90', quantity: '4' }],
    });
    const checked = checkListingBody(listingBodyOf('catalog', values, 'sent').body);
    expect(checked.fields).toEqual([]);
    expect(checked.listing).toMatchObject({
      price: null,
      attributes: {
        brand: 'Acme',
        sku: 'AC-1',
        variants: [
          {
            name: 'Large',
            sku: 'AC-1-L',
            price: { amount_minor: 1990, currency: 'EUR' },
            quantity: 4,
          },
        ],
      },
    });
  });

  it('sends a property rented per month as the offer rent with its period', () => {
    const values = filled({
      offer: 'rent',
      rentalPeriod: 'per_month',
      rooms: '2,5',
      areaM2: '64',
      propertyType: 'apartment',
      parameters: { floor: 3 },
    });
    const checked = checkListingBody(listingBodyOf('property', values, 'sent').body);
    expect(checked.listing?.attributes).toEqual({
      rental_period: 'per_month',
      rooms: 2.5,
      area_m2: 64,
      property_type: 'apartment',
    });
    expect(checked.listing?.parameters).toEqual({ floor: 3, offer: 'rent' });
  });

  it('sends a property for sale without the rental period chosen before', () => {
    const values = filled({
      offer: 'sale',
      rentalPeriod: 'per_day',
      rooms: '4',
      areaM2: '120',
      propertyType: 'house',
    });
    const checked = checkListingBody(listingBodyOf('property', values, 'sent').body);
    expect(checked.listing).toMatchObject({
      parameters: { offer: 'sale' },
      attributes: { rental_period: null },
    });
  });

  it('asks what the rent is per before a rental is saved, even as a draft', () => {
    const values = filled({ offer: 'rent', rentalPeriod: '' });
    for (const draftState of ['draft', 'sent'] as const) {
      const checked = checkListingBody(listingBodyOf('property', values, draftState).body);
      expect(checked.fields).toContainEqual({
        field: 'attributes.rental_period',
        message: propertyOfferMessages.rentWithoutRentalPeriod,
      });
    }
  });

  it('leaves an untouched location and service area out', () => {
    const values = filled({ zipCode: '', city: '', durationMinutes: '60' });
    const checked = checkListingBody(listingBodyOf('services', values, 'draft').body);
    expect(checked.listing).toMatchObject({
      location: null,
      attributes: { duration_minutes: 60, service_area: null },
    });
  });

  it('sends the photos in the order the form shows them', () => {
    const second = { ...savedProduct.media[0]!, id: '00000000-0000-4000-8000-0000000000ee' };
    const values = filled({ media: [second, savedProduct.media[0]!] });
    const { body } = listingBodyOf('food', values, 'draft');
    expect(body.media_ids).toEqual([second.id, mediaId]);
  });
});

describe('checkListingBody', () => {
  it('saves a draft with only a title', () => {
    const values = { ...emptyListingValues(), title: 'Bike' };
    const checked = checkListingBody(listingBodyOf('flea-market', values, 'draft').body);
    expect(checked.fields).toEqual([]);
    expect(checked.listing?.title).toBe('Bike');
  });

  it('asks for the title of a draft', () => {
    const checked = checkListingBody(listingBodyOf('food', emptyListingValues(), 'draft').body);
    expect(checked.fields).toEqual([{ field: 'title', message: required }]);
  });

  it('asks for everything a published listing needs', () => {
    const values = { ...emptyListingValues(), title: 'Bike' };
    const checked = checkListingBody(listingBodyOf('flea-market', values, 'sent').body);
    expect(checked.fields.map((problem) => problem.field)).toEqual([
      'catalog_node_id',
      'description',
      'price',
      'location',
      'attributes.condition',
    ]);
    expect(checked.fields.every((problem) => problem.message === required)).toBe(true);
  });
});

describe('valuesFromListing', () => {
  it('fills the form from a saved product and saves it back unchanged', () => {
    const values = valuesFromListing(savedProduct);
    expect(values).toMatchObject({
      title: 'Sonos Era 100',
      // With variants the listing's own price is theirs: the field stays empty.
      price: '',
      currency: 'EUR',
      quantity: '34',
      zipCode: '20095',
      coordinates: { latitude: 53.55, longitude: 10 },
      brand: 'Sonos',
      variants: [{ id: variantId, name: 'Black', sku: '', price: '234.90', quantity: '15' }],
    });
    const checked = checkListingBody(listingBodyOf('catalog', values, 'sent').body);
    expect(checked.listing).toMatchObject({
      catalog_node_id: nodeId,
      location: { zip_code: '20095', city: 'Hamburg', latitude: 53.55, longitude: 10 },
      media_ids: [mediaId],
      parameters: { warranty_months: 24 },
      attributes: { variants: [{ id: variantId, sku: null, quantity: 15 }] },
    });
  });

  it('fills the offer from the offer parameter, else from the rental period', () => {
    const rental = (parameters: OwnerListing['parameters']): OwnerListing => ({
      ...savedProduct,
      section: 'property',
      parameters,
      attributes: { rental_period: 'per_day', rooms: 1, area_m2: 30, property_type: 'apartment' },
    });
    expect(valuesFromListing(rental({ offer: 'rent', balcony: true }))).toMatchObject({
      offer: 'rent',
      rentalPeriod: 'per_day',
      // The offer has its own input, not one under "More details".
      parameters: { balcony: true },
    });
    expect(valuesFromListing(rental({})).offer).toBe('rent');
    expect(emptyListingValues().offer).toBe('sale');
  });

  it('lists the rental period as an input only for a rent', () => {
    expect(formFields('property', filled({ offer: 'rent' }))).toEqual(
      expect.arrayContaining(['parameters.offer', 'attributes.rental_period']),
    );
    const sale = formFields('property', filled({ offer: 'sale' }));
    expect(sale).toContain('parameters.offer');
    expect(sale).not.toContain('attributes.rental_period');
  });

  it('leaves the offer out of "More details": the Property card asks it', () => {
    const field = (key: string): ListingParameterField => ({
      key,
      name: key,
      type: 's',
      value_kind: 'text',
      options: [],
      unit: null,
      min: null,
      max: null,
      node_id: null,
    });
    const fields = [field('offer'), field('floor')];
    expect(moreDetailsFields('property', fields).map((f) => f.key)).toEqual(['floor']);
    expect(moreDetailsFields('catalog', fields).map((f) => f.key)).toEqual(['offer', 'floor']);
  });

  it('lists an input for every variant cell', () => {
    const fields = formFields('catalog', valuesFromListing(savedProduct));
    expect(fields).toContain('attributes.variants.0.price.amount_minor');
    expect(fields).toContain('attributes.brand');
    expect(fields).not.toContain('attributes.condition');
  });
});
