import { useMutation, useQueryClient } from '@tanstack/react-query';
import { order, type Order, type UpdateOrderStatusBody } from '@bazaar/contracts';
import { apiRequest, isApiError } from '@/lib/api-client';
import { cartHistoryKeys } from './cart-history-keys';
import { replaceOrder, type OrderPages } from './order-pages';

export type UpdateOrderStatusInput = { id: string } & UpdateOrderStatusBody;

/** `PATCH /api/orders/<id>/status`: answers the order in its new state. */
export function updateOrderStatus({ id, ...body }: UpdateOrderStatusInput): Promise<Order> {
  return apiRequest(`/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: body satisfies UpdateOrderStatusBody,
    schema: order,
  });
}

/**
 * Moves an order on (accept, decline, fulfil, cancel); every loaded list shows its new state at
 * once. A 409 means the other side moved it first: the lists are fetched again to show that.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => {
      queryClient.setQueriesData<OrderPages>({ queryKey: cartHistoryKeys.lists() }, (data) =>
        replaceOrder(data, updated),
      );
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: cartHistoryKeys.lists() });
      }
    },
  });
}
