import { describe, expect, it } from 'vitest';
import { type DiscoveryListingCard } from '@bazaar/contracts';
import { boundsOf, mapPlaces } from './map-places';

function listing(id: string, point: [number, number] | null): DiscoveryListingCard {
  return {
    id,
    section: 'flea-market',
    title: `Listing ${id}`,
    price: { amount_minor: 1000, currency: 'EUR' },
    negotiable: false,
    rental_period: null,
    quantity: 1,
    image: null,
    location: null,
    seller: { id: '00000000-0000-4000-8000-000000000001', display_name: 'Seller', rating: null },
    created_at: '2026-01-01T00:00:00.000Z',
    map_point: point ? { latitude: point[0], longitude: point[1] } : null,
  };
}

describe('mapPlaces', () => {
  it('puts listings at the same place on one pin and skips listings without a place', () => {
    const places = mapPlaces([
      listing('a', [52.53, 13.38]),
      listing('b', [48.14, 11.58]),
      listing('c', null),
      listing('d', [52.53, 13.38]),
    ]);
    expect(places.map((place) => place.listings.map((item) => item.id))).toEqual([
      ['a', 'd'],
      ['b'],
    ]);
    expect(places[0]).toMatchObject({ latitude: 52.53, longitude: 13.38 });
  });
});

describe('boundsOf', () => {
  it('spans every point', () => {
    expect(
      boundsOf([
        { latitude: 52.5, longitude: 13.4 },
        { latitude: 48.1, longitude: 11.6 },
      ]),
    ).toEqual([
      [48.1, 11.6],
      [52.5, 13.4],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
