import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cartList, type CartAssemblyBody, type CartList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { cartKeys } from '@/entities/cart/cart-keys';
import { type CartEntry } from '@/lib/store/cart-slice';

/**
 * `POST /api/carts/assemble` (signed-out visitors, spec §7): the visitor's entries priced and
 * checked now, grouped by seller; each line keeps the entry's id, so changes address the slice.
 */
export function assembleCart(entries: CartAssemblyBody, signal?: AbortSignal): Promise<CartList> {
  return apiRequest('/carts/assemble', {
    method: 'POST',
    body: entries,
    schema: cartList,
    signal,
  });
}

export function assemblyOf(entries: readonly CartEntry[]): CartAssemblyBody {
  return entries.map((entry) => ({
    id: entry.id,
    created_at: entry.created_at,
    product_id: entry.product_id,
    product_variant_id: entry.product_variant_id,
    quantity: entry.quantity,
  }));
}

export function getAssembledCartQueryOptions(entries: readonly CartEntry[]) {
  const body = assemblyOf(entries);
  return queryOptions({
    queryKey: cartKeys.assembled(body),
    queryFn: ({ signal }) => assembleCart(body, signal),
    // A changed quantity asks again; the lines stay on screen meanwhile.
    placeholderData: keepPreviousData,
  });
}
