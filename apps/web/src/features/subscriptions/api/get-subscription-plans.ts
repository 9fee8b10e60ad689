import { queryOptions } from '@tanstack/react-query';
import { subscriptionPlanList, type SubscriptionPlanList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { subscriptionsKeys } from './subscriptions-keys';

/** `GET /api/subscriptions/plans`: the plans to choose (administrators also see retired ones). */
export function getSubscriptionPlans(signal?: AbortSignal): Promise<SubscriptionPlanList> {
  return apiRequest('/subscriptions/plans', { schema: subscriptionPlanList, signal });
}

export const getSubscriptionPlansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsKeys.plans,
    queryFn: ({ signal }) => getSubscriptionPlans(signal),
  });
