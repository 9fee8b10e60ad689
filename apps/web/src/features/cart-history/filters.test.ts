import { describe, expect, it } from 'vitest';
import {
  cartHistoryApiQuery,
  cartHistoryFiltersFromSearchParams,
  cartHistoryFiltersToSearchParams,
  hasNarrowingFilters,
  orderNumberOf,
  withoutNarrowingFilters,
  type CartHistoryFilters,
} from './filters';

const BUYER_ID = '4c0f5d0e-8a4b-4b5e-9f57-1d2e3f4a5b6c';
const SELLER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const parse = (
  query: string,
  accountType: Parameters<typeof cartHistoryFiltersFromSearchParams>[1],
) => cartHistoryFiltersFromSearchParams(new URLSearchParams(query), accountType);

describe('cart history filters in the address', () => {
  it('start each account type on its own view with nothing narrowed', () => {
    expect(parse('', 'BUYER')).toEqual({
      role: 'buyer',
      status: null,
      number: null,
      buyer: null,
      seller: null,
    });
    expect(parse('', 'SELLER').role).toBe('seller');
    expect(parse('', 'ADMIN').role).toBe('all');
    expect(parse('', 'SUPER_ADMIN').role).toBe('all');
  });

  it('let buyers and sellers switch between bought and received, never to all', () => {
    expect(parse('role=seller', 'BUYER').role).toBe('seller');
    expect(parse('role=buyer', 'SELLER').role).toBe('buyer');
    expect(parse('role=all', 'BUYER').role).toBe('buyer');
    expect(parse('role=buyer', 'ADMIN').role).toBe('all');
  });

  it('read a known status and drop an unknown one', () => {
    expect(parse('status=accepted', 'SELLER').status).toBe('accepted');
    expect(parse('status=shipped', 'SELLER').status).toBeNull();
  });

  it('read the order number for everyone and account ids for administrators only', () => {
    const query = `number=1042&buyer=${BUYER_ID.toUpperCase()}&seller=${SELLER_ID}`;
    expect(parse(query, 'ADMIN')).toMatchObject({
      number: 1042,
      buyer: BUYER_ID,
      seller: SELLER_ID,
    });
    // A notification's link opens a buyer's or seller's cart history on its order (issue 35).
    expect(parse(query, 'BUYER')).toMatchObject({ number: 1042, buyer: null, seller: null });
    expect(parse('buyer=not-an-id&number=abc', 'ADMIN')).toMatchObject({
      buyer: null,
      number: null,
    });
  });

  it('leave the default view and empty filters out, and read back what they wrote', () => {
    const sellerDefault: CartHistoryFilters = {
      role: 'seller',
      status: null,
      number: null,
      buyer: null,
      seller: null,
    };
    expect(cartHistoryFiltersToSearchParams(sellerDefault, 'SELLER').toString()).toBe('');
    expect(cartHistoryFiltersToSearchParams(sellerDefault, 'BUYER').toString()).toBe('role=seller');

    const admin: CartHistoryFilters = {
      role: 'all',
      status: 'placed',
      number: 7,
      buyer: BUYER_ID,
      seller: null,
    };
    const written = cartHistoryFiltersToSearchParams(admin, 'ADMIN');
    expect(written.toString()).toBe(`status=placed&number=7&buyer=${BUYER_ID}`);
    expect(cartHistoryFiltersFromSearchParams(written, 'ADMIN')).toEqual(admin);
  });

  it('tell narrowing filters from the view, and clear them without leaving the view', () => {
    const received = parse('role=seller&status=declined', 'BUYER');
    expect(hasNarrowingFilters(received)).toBe(true);
    expect(hasNarrowingFilters(parse('role=seller', 'BUYER'))).toBe(false);
    expect(withoutNarrowingFilters(received)).toEqual(parse('role=seller', 'BUYER'));
  });

  it('become the api query, without the filters not set', () => {
    expect(cartHistoryApiQuery(parse('status=fulfilled', 'BUYER'))).toEqual({
      role: 'buyer',
      status: 'fulfilled',
      number: undefined,
      buyer_id: undefined,
      seller_id: undefined,
    });
    expect(cartHistoryApiQuery(parse(`seller=${SELLER_ID}&number=12`, 'ADMIN'))).toMatchObject({
      role: 'all',
      number: 12,
      seller_id: SELLER_ID,
    });
  });
});

describe('an order number typed by a person', () => {
  it('takes digits with or without a leading #', () => {
    expect(orderNumberOf('1042')).toBe(1042);
    expect(orderNumberOf(' #77 ')).toBe(77);
  });

  it('refuses zero, signs, decimals, words and too many digits', () => {
    for (const text of ['0', '-4', '4.5', 'abc', '', '1234567890', null]) {
      expect(orderNumberOf(text)).toBeNull();
    }
  });
});
