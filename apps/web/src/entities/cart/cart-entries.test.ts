import { describe, expect, it } from 'vitest';
import { CART_ITEMS_MAX, CART_QUANTITY_MAX } from '@bazaar/contracts';
import { type CartEntry } from '@/lib/store/cart-slice';
import {
  findCartEntry,
  isVisitorEntry,
  visitorAddProblem,
  visitorEntriesToMerge,
} from './cart-entries';

const PRODUCT = '0b9a4a5e-6a51-4c3f-9a0e-0d3e6f1c2b10';
const OTHER_PRODUCT = '5f8c1d2e-3b4a-4c5d-8e9f-a0b1c2d3e4f5';
const VARIANT = '9e8d7c6b-5a49-4382-b716-f5e4d3c2b1a0';

function entry(overrides: Partial<CartEntry>): CartEntry {
  return {
    id: 'V1StGXR8_Z5jdHi6B-myT',
    created_at: '2026-11-22T10:00:00.000Z',
    product_id: PRODUCT,
    product_variant_id: null,
    quantity: 1,
    ...overrides,
  };
}

describe('isVisitorEntry', () => {
  it('takes the slice-generated ids for a visitor’s entries', () => {
    expect(isVisitorEntry(entry({ id: 'V1StGXR8_Z5jdHi6B-myT' }))).toBe(true);
  });

  it('takes server item ids (UUIDs) for synced entries, in any letter case', () => {
    expect(isVisitorEntry(entry({ id: 'c9a646d3-9c61-4cb7-bfcd-ee2522c8f633' }))).toBe(false);
    expect(isVisitorEntry(entry({ id: 'C9A646D3-9C61-4CB7-BFCD-EE2522C8F633' }))).toBe(false);
  });
});

describe('visitorEntriesToMerge', () => {
  it('sends only the visitor’s entries, as products with variant and quantity', () => {
    const entries = [
      entry({ id: 'c9a646d3-9c61-4cb7-bfcd-ee2522c8f633', product_id: OTHER_PRODUCT }),
      entry({ id: 'visitor-1', product_variant_id: VARIANT, quantity: 3 }),
      entry({ id: 'visitor-2', product_id: OTHER_PRODUCT }),
    ];
    expect(visitorEntriesToMerge(entries)).toEqual([
      { product_id: PRODUCT, product_variant_id: VARIANT, quantity: 3 },
      { product_id: OTHER_PRODUCT, product_variant_id: null, quantity: 1 },
    ]);
  });

  it('has nothing to merge once the slice mirrors the server', () => {
    expect(visitorEntriesToMerge([entry({ id: 'c9a646d3-9c61-4cb7-bfcd-ee2522c8f633' })])).toEqual(
      [],
    );
    expect(visitorEntriesToMerge([])).toEqual([]);
  });
});

describe('findCartEntry', () => {
  const entries = [entry({ id: 'with-variant', product_variant_id: VARIANT })];

  it('finds any line of the product when no variant is asked for (a card)', () => {
    expect(findCartEntry(entries, PRODUCT)?.id).toBe('with-variant');
  });

  it('tells variants apart, and "no variant" from a variant', () => {
    expect(findCartEntry(entries, PRODUCT, VARIANT)?.id).toBe('with-variant');
    expect(findCartEntry(entries, PRODUCT, null)).toBeUndefined();
    expect(findCartEntry(entries, PRODUCT, '11111111-2222-4333-8444-555555555555')).toBeUndefined();
  });

  it('finds nothing for another product', () => {
    expect(findCartEntry(entries, OTHER_PRODUCT)).toBeUndefined();
  });
});

describe('visitorAddProblem', () => {
  const add = { product_id: PRODUCT, product_variant_id: null, quantity: 1, stock: 3 };

  it('lets a product in while the stock allows, counting what the cart holds', () => {
    expect(visitorAddProblem([], add)).toBeNull();
    expect(visitorAddProblem([entry({ quantity: 2 })], add)).toBeNull();
  });

  it('refuses more than the stock, with the stock to say', () => {
    expect(visitorAddProblem([entry({ quantity: 3 })], add)).toEqual({ kind: 'stock', stock: 3 });
    expect(visitorAddProblem([], { ...add, quantity: 4 })).toEqual({ kind: 'stock', stock: 3 });
  });

  it('refuses more than the cart holds of one product, whatever the stock', () => {
    expect(
      visitorAddProblem([], { ...add, quantity: CART_QUANTITY_MAX + 1, stock: 5_000 }),
    ).toEqual({ kind: 'quantity_limit' });
  });

  it('refuses a new product once the cart holds the most different products', () => {
    const full = Array.from({ length: CART_ITEMS_MAX }, (_, index) =>
      entry({ id: `visitor-${index}`, product_id: `product-${index}` }),
    );
    expect(visitorAddProblem(full, add)).toEqual({ kind: 'cart_full' });
    // More of a product already in the cart still fits.
    expect(visitorAddProblem(full, { ...add, product_id: 'product-0' })).toBeNull();
  });
});
