import { listingDetail, type ListingDetail } from '@bazaar/contracts';

/** A public listing as `GET /products/:id` answers it, with the division's fields given. */
export function listingFixture(fields: Record<string, unknown>): ListingDetail {
  return listingDetail.parse({
    id: '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b4c',
    title: 'Trail shoe',
    description: 'Grippy soles.\nWorn twice.',
    price: { amount_minor: 8_999, currency: 'EUR' },
    negotiable: false,
    rental_period: null,
    quantity: 1,
    sold_out: false,
    media: [],
    documents: [],
    location: { zip_code: '01067', city: 'Dresden', latitude: 51.05, longitude: 13.74 },
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
    ...fields,
  });
}
