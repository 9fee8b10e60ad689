import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionsKeys } from './subscriptions-keys';

/** A change to subscriptions: what any page shows of them is loaded again, success or not. */
export function useSubscriptionsMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  });
}
