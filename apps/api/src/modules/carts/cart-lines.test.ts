import type { CartItem } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import {
  cartItemOf,
  offerOf,
  quotedProduct,
  sellerCartOf,
  sellerCartsOf,
  stockMessage,
  type CartProduct,
} from './cart-lines';

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  id: '00000000-0000-4000-8000-000000000001',
  section: 'catalog',
  title: 'Lantern',
  priceMinor: 1_000,
  currency: 'EUR',
  quantity: 4,
  isOnSale: true,
  wasPublished: true,
  seller: {
    id: '00000000-0000-4000-8000-0000000000a1',
    display_name: 'Harbour Goods',
    pickup_address: null,
  },
  image: null,
  variants: [],
  ...overrides,
});

const withVariants = product({
  variants: [
    { id: 'v-small', name: 'Small', priceMinor: 900, currency: 'EUR', quantity: 0 },
    { id: 'v-large', name: 'Large', priceMinor: 1_500, currency: 'EUR', quantity: 2 },
  ],
});

const entry = (overrides: Partial<Parameters<typeof cartItemOf>[0]> = {}) => ({
  id: 'line-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  variantId: null,
  quantity: 1,
  ...overrides,
});

describe('offerOf', () => {
  it("prices a product at its own price and stock, a variant at the variant's", () => {
    expect(offerOf(product(), null)).toMatchObject({
      ok: true,
      price: { amount_minor: 1_000, currency: 'EUR' },
      stock: 4,
    });
    expect(offerOf(withVariants, 'v-large')).toMatchObject({
      ok: true,
      variant: { name: 'Large' },
      price: { amount_minor: 1_500 },
      stock: 2,
    });
  });

  it('refuses divisions outside the cart, listings not on sale and wrong variants', () => {
    const refusal = (p: CartProduct, variantId: string | null) => {
      const offer = offerOf(p, variantId);
      return offer.ok ? 'ok' : offer.refusal;
    };
    expect(refusal(product({ section: 'services' }), null)).toBe('not_for_cart');
    expect(refusal(product({ section: 'property' }), null)).toBe('not_for_cart');
    expect(refusal(product({ section: 'food' }), null)).toBe('ok');
    expect(refusal(product({ section: 'flea-market' }), null)).toBe('ok');
    expect(refusal(product({ isOnSale: false }), null)).toBe('not_on_sale');
    expect(refusal(product({ priceMinor: null }), null)).toBe('not_on_sale');
    expect(refusal(withVariants, null)).toBe('variant_required');
    expect(refusal(withVariants, 'v-unknown')).toBe('variant_unknown');
    expect(refusal(product(), 'v-large')).toBe('variant_unknown');
  });
});

describe('cartItemOf', () => {
  it('gives an available line its price, stock and line total', () => {
    expect(cartItemOf(entry({ quantity: 3 }), product())).toMatchObject({
      availability: 'available',
      product: { price: { amount_minor: 1_000 }, available_quantity: 4, variant_name: null },
      line_total: { amount_minor: 3_000, currency: 'EUR' },
    });
  });

  it('keeps the price of a sold-out line but no total, and neither for unavailable ones', () => {
    expect(cartItemOf(entry({ variantId: 'v-small' }), withVariants)).toMatchObject({
      availability: 'sold_out',
      product: { price: { amount_minor: 900 }, available_quantity: 0, variant_name: 'Small' },
      line_total: null,
    });
    expect(cartItemOf(entry(), product({ isOnSale: false }))).toMatchObject({
      availability: 'unavailable',
      product: { price: null, available_quantity: 0 },
      line_total: null,
    });
  });

  it('prices a line at the price agreed with the seller, in the listing’s currency only', () => {
    const agreed = { amount_minor: 800, currency: 'EUR' };
    expect(cartItemOf(entry({ quantity: 2, agreedPrice: agreed }), product())).toMatchObject({
      product: { price: agreed },
      line_total: { amount_minor: 1_600, currency: 'EUR' },
    });
    const otherCurrency = { amount_minor: 800, currency: 'CHF' };
    expect(cartItemOf(entry({ agreedPrice: otherCurrency }), product())).toMatchObject({
      product: { price: { amount_minor: 1_000, currency: 'EUR' } },
    });
    // An agreed price does not make an unavailable listing available.
    expect(cartItemOf(entry({ agreedPrice: agreed }), product({ isOnSale: false }))).toMatchObject({
      availability: 'unavailable',
      product: { price: null },
    });
  });
});

const line = (overrides: Partial<CartItem> & { id: string; created_at: string }): CartItem => ({
  quantity: 1,
  availability: 'available',
  line_total: { amount_minor: 1_000, currency: 'EUR' },
  ...overrides,
  product: {
    id: '00000000-0000-4000-8000-000000000001',
    variant_id: null,
    section: 'catalog',
    title: 'Lantern',
    variant_name: null,
    image: null,
    price: { amount_minor: 1_000, currency: 'EUR' },
    available_quantity: 5,
    ...overrides.product,
  },
});

const seller = (id: string) => ({ id, display_name: `Seller ${id}`, pickup_address: null });

describe('sellerCartOf', () => {
  it('adds up the available lines, newest first, and may be checked out', () => {
    const cart = sellerCartOf(seller('a'), [
      line({ id: '1', created_at: '2026-11-20T10:00:00.000Z' }),
      line({
        id: '2',
        created_at: '2026-11-21T10:00:00.000Z',
        quantity: 2,
        line_total: { amount_minor: 500, currency: 'EUR' },
      }),
    ]);
    expect(cart.items.map((item) => item.id)).toEqual(['2', '1']);
    expect(cart.total).toEqual({ amount_minor: 1_500, currency: 'EUR' });
    expect(cart.can_check_out).toBe(true);
  });

  it('cannot be checked out with a line above the stock, unavailable, or in two currencies', () => {
    const first = line({ id: '1', created_at: '2026-11-20T10:00:00.000Z' });
    const aboveStock = sellerCartOf(seller('a'), [
      line({ id: '2', created_at: '2026-11-20T10:00:00.000Z', quantity: 6 }),
    ]);
    expect(aboveStock).toMatchObject({ can_check_out: false, total: { amount_minor: 1_000 } });
    const unavailable = sellerCartOf(seller('a'), [
      first,
      line({
        id: '2',
        created_at: '2026-11-20T10:00:00.000Z',
        availability: 'unavailable',
        line_total: null,
      }),
    ]);
    expect(unavailable).toMatchObject({ can_check_out: false, total: { amount_minor: 1_000 } });
    const mixed = sellerCartOf(seller('a'), [
      first,
      line({
        id: '2',
        created_at: '2026-11-20T10:00:00.000Z',
        line_total: { amount_minor: 1_000, currency: 'CHF' },
      }),
    ]);
    expect(mixed).toMatchObject({ can_check_out: false, total: null });
    const nothing = sellerCartOf(seller('a'), [
      line({ id: '3', created_at: first.created_at, availability: 'sold_out', line_total: null }),
    ]);
    expect(nothing).toMatchObject({ can_check_out: false, total: null });
  });
});

describe('sellerCartsOf', () => {
  it('groups lines per seller, the cart with the newest line first', () => {
    const carts = sellerCartsOf([
      { seller: seller('a'), item: line({ id: '1', created_at: '2026-11-20T10:00:00.000Z' }) },
      { seller: seller('b'), item: line({ id: '2', created_at: '2026-11-21T10:00:00.000Z' }) },
      { seller: seller('a'), item: line({ id: '3', created_at: '2026-11-22T10:00:00+00:00' }) },
      { seller: seller('c'), item: line({ id: '4', created_at: '2026-11-19T10:00:00.000Z' }) },
    ]);
    expect(carts.map((cart) => [cart.seller.id, cart.items.map((item) => item.id)])).toEqual([
      ['a', ['3', '1']],
      ['b', ['2']],
      ['c', ['4']],
    ]);
    expect(sellerCartsOf([])).toEqual([]);
  });
});

describe('messages', () => {
  it('quote the product and say how many are in stock', () => {
    expect(quotedProduct('Lantern', null)).toBe('“Lantern”');
    expect(quotedProduct('Phone', '128 GB')).toBe('“Phone (128 GB)”');
    expect(stockMessage('“Lantern”', 3)).toBe('Only 3 of “Lantern” are in stock.');
    expect(stockMessage('“Lantern”', 1, 1)).toBe(
      'Only 1 of “Lantern” is in stock. Your cart already holds 1.',
    );
    expect(stockMessage('“Lantern”', 0)).toBe('“Lantern” is sold out.');
  });
});
