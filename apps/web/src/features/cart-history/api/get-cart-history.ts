import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderPage, type OrderPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { cartHistoryApiQuery, type CartHistoryFilters } from '../filters';
import { cartHistoryKeys } from './cart-history-keys';

/** Orders per page ("Load more" fetches the next one). */
export const CART_HISTORY_PAGE_SIZE = 20;

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/orders/cart-history`: the orders of one view, newest first. */
export function getCartHistory(
  filters: CartHistoryFilters,
  cursor: string | undefined,
  { signal, context }: CallOptions = {},
): Promise<OrderPage> {
  return apiRequest('/orders/cart-history', {
    query: { ...cartHistoryApiQuery(filters), limit: CART_HISTORY_PAGE_SIZE, cursor },
    schema: orderPage,
    signal,
    context,
  });
}

export function getCartHistoryQueryOptions(filters: CartHistoryFilters, context?: RequestContext) {
  return infiniteQueryOptions({
    queryKey: cartHistoryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getCartHistory(filters, pageParam, { signal, context }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useCartHistory(filters: CartHistoryFilters) {
  return useInfiniteQuery({
    ...getCartHistoryQueryOptions(filters),
    // A new status or number keeps the orders shown until the new ones arrive; switching between
    // bought and received starts empty, so one never reads as the other.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as CartHistoryFilters | undefined)?.role === filters.role
        ? previous
        : undefined,
  });
}
