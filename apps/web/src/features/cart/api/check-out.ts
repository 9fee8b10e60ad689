import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, order, type CheckoutBody, type Order } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { cartKeys } from '@/entities/cart/cart-keys';

export interface CheckOutInput {
  sellerId: string;
  /** One key per checkout form: a repeated submit answers the order the first one placed. */
  idempotencyKey: string;
  body: CheckoutBody;
}

/** `POST /api/carts/:sellerId/checkout`: one seller's cart becomes one order (201, or 200 on a repeat). */
export function checkOut({ sellerId, idempotencyKey, body }: CheckOutInput): Promise<Order> {
  return apiRequest(`/carts/${encodeURIComponent(sellerId)}/checkout`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: order,
    // The form shows what went wrong on its fields, or above them.
    handled: true,
  });
}

export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOut,
    // The ordered lines have left the cart: loading it again also brings the slice (and badge) along.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
