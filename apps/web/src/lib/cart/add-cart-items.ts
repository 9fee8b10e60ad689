import { cartList, type CartList, type CartProductInput } from '@bazaar/contracts';
import { apiRequest } from '../api-client';

/** `POST /api/carts/items` (signed in): adds a product; above the stock the api answers 409 CONFLICT. */
export function addCartItem(item: CartProductInput): Promise<CartList> {
  return apiRequest('/carts/items', { method: 'POST', body: item, schema: cartList });
}

/**
 * `POST /api/carts/items/bulk` with `merge: true`: the visitor's cart joins the account's on
 * sign-in. Each product keeps the larger quantity, cut to the stock, so nothing is refused.
 */
export function mergeVisitorCart(items: CartProductInput[]): Promise<CartList> {
  return apiRequest('/carts/items/bulk', {
    method: 'POST',
    body: { items, merge: true },
    schema: cartList,
  });
}
