import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CartList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { cartKeys } from './cart-keys';

/** `GET /api/carts` (signed in): the account's carts, one per seller, with live prices and stock. */
export function getCarts({
  signal,
  context,
}: { signal?: AbortSignal; context?: RequestContext } = {}): Promise<CartList> {
  return apiRequest<CartList>('/carts', { signal, context });
}

export function getCartsQueryOptions(userId: string | null, context?: RequestContext) {
  return queryOptions({
    queryKey: cartKeys.account(userId),
    queryFn: ({ signal }) => getCarts({ signal, context }),
  });
}

/** The account's cart as the server keeps it; `enabled` holds it back (e.g. during a merge). */
export function useCarts(userId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCartsQueryOptions(userId), ...options });
}
