import { cartList, type CartList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/carts/items` (signed in): takes the lines with these ids out of the cart. */
export function removeCartItems(ids: string[]): Promise<CartList> {
  return apiRequest('/carts/items', { method: 'DELETE', body: { ids }, schema: cartList });
}
