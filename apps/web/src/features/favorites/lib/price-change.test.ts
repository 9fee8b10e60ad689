import { describe, expect, it } from 'vitest';
import { type Favorite } from '@bazaar/contracts';
import { priceChangeOf } from './price-change';

function favorite(
  now: number,
  saved: { amount_minor: number; currency: string } | null,
  price_change: Favorite['price_change'],
): Favorite {
  return {
    listing: {
      id: '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b41',
      section: 'catalog',
      title: 'Lamp',
      price: { amount_minor: now, currency: 'EUR' },
      negotiable: false,
      rental_period: null,
      quantity: 1,
      image: null,
      location: null,
      seller: { id: '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b42', display_name: 'Seller', rating: null },
      created_at: '2026-11-01T00:00:00.000Z',
    },
    saved_at: '2026-11-20T00:00:00.000Z',
    saved_price: saved,
    price_change,
    available: true,
  };
}

describe('priceChangeOf', () => {
  it('tells how much cheaper or dearer a listing got since it was saved', () => {
    expect(
      priceChangeOf(favorite(7_500, { amount_minor: 9_000, currency: 'EUR' }, 'down')),
    ).toEqual({
      direction: 'down',
      difference: { amount_minor: 1_500, currency: 'EUR' },
      was: { amount_minor: 9_000, currency: 'EUR' },
    });
    expect(
      priceChangeOf(favorite(9_900, { amount_minor: 9_000, currency: 'EUR' }, 'up')).difference,
    ).toEqual({ amount_minor: 900, currency: 'EUR' });
  });

  it('gives no amount across currencies, and nothing when the price held', () => {
    expect(
      priceChangeOf(favorite(7_500, { amount_minor: 9_000, currency: 'CHF' }, 'down')),
    ).toMatchObject({ direction: 'down', difference: null });
    expect(
      priceChangeOf(favorite(9_000, { amount_minor: 9_000, currency: 'EUR' }, 'none')),
    ).toEqual({ direction: 'none', difference: null, was: null });
  });
});
