import { queryOptions } from '@tanstack/react-query';
import { mySubscription, type MySubscription } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { subscriptionsKeys } from './subscriptions-keys';

/** `GET /api/subscriptions/me`: the seller's plan, state, period, limits used and next charge. */
export function getMySubscription(signal?: AbortSignal): Promise<MySubscription> {
  return apiRequest('/subscriptions/me', { schema: mySubscription, signal });
}

export const getMySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsKeys.mine,
    queryFn: ({ signal }) => getMySubscription(signal),
  });
