import { queryOptions } from '@tanstack/react-query';
import { type CartList } from '@bazaar/contracts';
import { apiRequest } from '../api-client';
import { cartKeys } from './cart-keys';

/** `GET /api/carts` (signed in): the account's carts, one per seller, with live prices and stock. */
export function getCarts(signal?: AbortSignal): Promise<CartList> {
  return apiRequest<CartList>('/carts', { signal });
}

export function getCartsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: cartKeys.account(userId),
    queryFn: ({ signal }) => getCarts(signal),
  });
}
