import { cartList, type CartList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

export interface UpdateCartItemInput {
  id: string;
  quantity: number;
}

/** `PATCH /api/carts/items/:id` (signed in): a line's new quantity; above the stock is a 409. */
export function updateCartItem({ id, quantity }: UpdateCartItemInput): Promise<CartList> {
  return apiRequest(`/carts/items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { quantity },
    schema: cartList,
  });
}
