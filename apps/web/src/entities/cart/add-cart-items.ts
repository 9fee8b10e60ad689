import { IDEMPOTENCY_KEY_HEADER, type CartList, type CartProductInput } from '@bazaar/contracts';
import { apiRequest, clientErrorCodes, isApiError } from '@/lib/api-client';

/** How often an add whose answer was lost is sent again, with its Idempotency-Key. */
export const LOST_ADD_RETRIES = 2;

/**
 * `POST /api/carts/items` (signed in): adds a product; above the stock the api answers 409
 * CONFLICT. `idempotencyKey` is new for each add and the same on its retries, so the api adds
 * a retried add only once.
 */
export function addCartItem(item: CartProductInput, idempotencyKey: string): Promise<CartList> {
  return apiRequest<CartList>('/carts/items', {
    method: 'POST',
    body: item,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * Whether to send an add again: only when no answer came (network failure or time-out), which
 * may mean the product was added; the api's own refusals are final.
 */
export function shouldRetryAdd(failureCount: number, error: unknown): boolean {
  return (
    failureCount < LOST_ADD_RETRIES &&
    isApiError(error) &&
    (error.error_code === clientErrorCodes.network || error.error_code === clientErrorCodes.timeout)
  );
}

/**
 * `POST /api/carts/items/bulk` with `merge: true`: the visitor's cart joins the account's on
 * sign-in. Each product keeps the larger quantity, cut to the stock, so nothing is refused.
 */
export function mergeVisitorCart(items: CartProductInput[]): Promise<CartList> {
  return apiRequest<CartList>('/carts/items/bulk', {
    method: 'POST',
    body: { items, merge: true },
  });
}
