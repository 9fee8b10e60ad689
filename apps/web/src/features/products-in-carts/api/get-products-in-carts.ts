import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsInCartsList, type ProductInCarts } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { productsInCartsKeys } from './products-in-carts-keys';

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/products/me/in-carts`: the caller's listings in other accounts' carts. */
export function getProductsInCarts({ signal, context }: CallOptions = {}): Promise<
  ProductInCarts[]
> {
  return apiRequest('/products/me/in-carts', { schema: productsInCartsList, signal, context });
}

export function getProductsInCartsQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: productsInCartsKeys.listings(),
    queryFn: ({ signal }) => getProductsInCarts({ signal, context }),
  });
}

export function useProductsInCarts() {
  return useQuery(getProductsInCartsQueryOptions());
}
