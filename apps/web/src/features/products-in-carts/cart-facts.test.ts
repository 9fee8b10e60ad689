import { describe, expect, it } from 'vitest';
import { type CartItem, type SellerCart } from '@bazaar/contracts';
import { cartsExceedStock, ownCartSummary } from './cart-facts';

function line(id: string, quantity: number): CartItem {
  return {
    id,
    created_at: '2026-03-01T10:00:00.000Z',
    product: {
      id: '00000000-0000-4000-8000-000000000010',
      variant_id: null,
      section: 'catalog',
      title: 'Lamp',
      variant_name: null,
      image: null,
      price: { amount_minor: 1_000, currency: 'EUR' },
      available_quantity: 5,
    },
    quantity,
    availability: 'available',
    line_total: { amount_minor: 1_000 * quantity, currency: 'EUR' },
  };
}

function cart(sellerId: string, items: CartItem[]): SellerCart {
  return {
    seller: { id: sellerId, display_name: 'Harbour Goods', pickup_address: null },
    items,
    total: null,
    can_check_out: true,
  };
}

describe("a buyer's own cart", () => {
  it('counts its lines and the sellers they come from', () => {
    const carts = [
      cart('00000000-0000-4000-8000-000000000001', [line('a', 2), line('b', 1)]),
      cart('00000000-0000-4000-8000-000000000002', [line('c', 4)]),
    ];
    expect(ownCartSummary(carts)).toEqual({ items: 3, sellers: 2 });
  });

  it('is empty without carts or lines', () => {
    expect(ownCartSummary([])).toEqual({ items: 0, sellers: 0 });
    expect(ownCartSummary([cart('00000000-0000-4000-8000-000000000001', [])])).toEqual({
      items: 0,
      sellers: 0,
    });
  });
});

describe('a listing in other carts', () => {
  const row = (stock: number, inCarts: number) => ({
    product: {
      id: '00000000-0000-4000-8000-000000000010',
      section: 'catalog' as const,
      title: 'Lamp',
      image: null,
      price: null,
      quantity: stock,
    },
    quantity_in_carts: inCarts,
  });

  it('warns when the carts hold more than the stock', () => {
    expect(cartsExceedStock(row(2, 3))).toBe(true);
    expect(cartsExceedStock(row(3, 3))).toBe(false);
    expect(cartsExceedStock(row(0, 1))).toBe(true);
  });
});
