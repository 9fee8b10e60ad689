import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  USERS_ME_QUERY_KEY,
  type ComparisonItem,
  type ComparisonList,
  type CurrentUser,
} from '@bazaar/contracts';
import { comparisonKeys } from './comparison-api';
import {
  putBackIntoComparison,
  raiseCachedComparisonCount,
  removeFromCachedComparison,
  rollBackComparisonRemoval,
  shiftComparisonCount,
  takeOutOfComparison,
} from './comparison-cache';

function item(id: string): ComparisonItem {
  return {
    id,
    in_comparison: true,
    section: 'catalog',
    category: null,
    title: `Product ${id}`,
    price: { amount_minor: 1_000, currency: 'EUR' },
    negotiable: false,
    rental_period: null,
    quantity: 1,
    image: null,
    location: null,
    seller: { id: 's', display_name: 'Seller' },
    attributes: {},
    parameters: {},
    available: true,
  };
}

const list = (...ids: string[]): ComparisonList => ({
  items: ids.map(item),
  products_in_comparison: ids.length,
});

function user(count: number): CurrentUser {
  return {
    id: 'u',
    email: 'buyer@example.com',
    first_name: null,
    last_name: null,
    phone: null,
    status: 'active',
    blocked_reason: null,
    type: 'BUYER',
    avatar: null,
    products_in_comparison: count,
    email_verified: true,
    phone_verified: false,
    display_name: 'Buyer',
  };
}

function client(count: number | null, cached: ComparisonList | null) {
  const queryClient = new QueryClient();
  if (count !== null) queryClient.setQueryData([USERS_ME_QUERY_KEY], user(count));
  if (cached) queryClient.setQueryData(comparisonKeys.list, cached);
  return queryClient;
}

const countOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<CurrentUser>([USERS_ME_QUERY_KEY])?.products_in_comparison;
const idsOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<ComparisonList>(comparisonKeys.list)?.items.map(({ id }) => id);

describe('takeOutOfComparison and putBackIntoComparison', () => {
  it('take a set of ids out and put them back in their places', () => {
    const taken = takeOutOfComparison(list('a', 'b', 'c', 'd'), new Set(['b', 'd', 'x']));
    expect(taken.list.items.map(({ id }) => id)).toEqual(['a', 'c']);
    expect(taken.list.products_in_comparison).toBe(2);
    expect(taken.removed.map(({ item: { id }, index }) => [id, index])).toEqual([
      ['b', 1],
      ['d', 3],
    ]);
    const back = putBackIntoComparison(taken.list, taken.removed);
    expect(back.items.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']);
    expect(back.products_in_comparison).toBe(4);
  });

  it('do not put back a listing that is there again', () => {
    const taken = takeOutOfComparison(list('a', 'b'), new Set(['a']));
    const back = putBackIntoComparison(list('a', 'b'), taken.removed);
    expect(back.items.map(({ id }) => id)).toEqual(['a', 'b']);
  });
});

describe('the cached count', () => {
  it('moves by a signed delta and never below 0', () => {
    const queryClient = client(1, null);
    expect(shiftComparisonCount(queryClient, 2)).toBe(2);
    expect(countOf(queryClient)).toBe(3);
    expect(shiftComparisonCount(queryClient, -5)).toBe(-3);
    expect(countOf(queryClient)).toBe(0);
  });

  it('rises by the ids added, not by ids already compared', () => {
    const queryClient = client(2, list('a', 'b'));
    expect(raiseCachedComparisonCount(queryClient, ['b', 'c'])).toBe(1);
    expect(countOf(queryClient)).toBe(3);
  });
});

describe('an optimistic removal', () => {
  it('lowers the count and takes the ids out of the list at once, and rolls both back', () => {
    const queryClient = client(3, list('a', 'b', 'c'));
    const removal = removeFromCachedComparison(queryClient, ['b']);
    expect(countOf(queryClient)).toBe(2);
    expect(idsOf(queryClient)).toEqual(['a', 'c']);

    rollBackComparisonRemoval(queryClient, removal);
    expect(countOf(queryClient)).toBe(3);
    expect(idsOf(queryClient)).toEqual(['a', 'b', 'c']);
  });

  it('undoes only what it did when the count was already lower than the list', () => {
    const queryClient = client(1, list('a', 'b', 'c'));
    const removal = removeFromCachedComparison(queryClient, ['a', 'b', 'c']);
    expect(countOf(queryClient)).toBe(0);
    expect(idsOf(queryClient)).toEqual([]);
    rollBackComparisonRemoval(queryClient, removal);
    expect(countOf(queryClient)).toBe(1);
    expect(idsOf(queryClient)).toEqual(['a', 'b', 'c']);
  });

  it('lowers the count by the ids asked for when the list was never loaded', () => {
    const queryClient = client(4, null);
    const removal = removeFromCachedComparison(queryClient, ['a', 'b']);
    expect(countOf(queryClient)).toBe(2);
    expect(idsOf(queryClient)).toBeUndefined();
    rollBackComparisonRemoval(queryClient, removal);
    expect(countOf(queryClient)).toBe(4);
  });
});
