import { queryOptions } from '@tanstack/react-query';
import { subscriptionSettings, type SubscriptionSettings } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { subscriptionsKeys } from './subscriptions-keys';

/** `GET /api/subscriptions/settings` (administrators): the free trial's length. */
export function getSubscriptionSettings(signal?: AbortSignal): Promise<SubscriptionSettings> {
  return apiRequest('/subscriptions/settings', { schema: subscriptionSettings, signal });
}

export const getSubscriptionSettingsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsKeys.settings,
    queryFn: ({ signal }) => getSubscriptionSettings(signal),
  });
