import { queryOptions } from '@tanstack/react-query';
import { subscriptionList, type SubscriptionList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { subscriptionsKeys } from './subscriptions-keys';

/** `GET /api/subscriptions` (administrators): every seller's subscription. */
export function getSubscriptions(signal?: AbortSignal): Promise<SubscriptionList> {
  return apiRequest('/subscriptions', { schema: subscriptionList, signal });
}

export const getSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsKeys.list,
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
