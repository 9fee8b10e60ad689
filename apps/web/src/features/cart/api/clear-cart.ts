import { cartList, type CartList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/carts` (signed in): empties the whole cart; answers the (empty) carts. */
export function clearCart(): Promise<CartList> {
  return apiRequest('/carts', { method: 'DELETE', schema: cartList });
}
