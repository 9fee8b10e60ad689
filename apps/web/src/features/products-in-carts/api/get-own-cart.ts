import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartList, type CartList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { productsInCartsKeys } from './products-in-carts-keys';

interface CallOptions {
  signal?: AbortSignal;
  context?: RequestContext;
}

/** `GET /api/carts`: the caller's cart as the server keeps it, one per seller. */
export function getOwnCart({ signal, context }: CallOptions = {}): Promise<CartList> {
  return apiRequest('/carts', { schema: cartList, signal, context });
}

export function getOwnCartQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: productsInCartsKeys.ownCart(),
    queryFn: ({ signal }) => getOwnCart({ signal, context }),
  });
}

export function useOwnCart() {
  return useQuery(getOwnCartQueryOptions());
}
