import { subscriptionPlan, type SubscriptionPlan } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** `POST /api/subscriptions/plans/:id/retire` (administrators). */
export function retirePlan(id: string): Promise<SubscriptionPlan> {
  return apiRequest(`/subscriptions/plans/${encodeURIComponent(id)}/retire`, {
    method: 'POST',
    schema: subscriptionPlan,
  });
}

export const useRetirePlan = () => useSubscriptionsMutation(retirePlan);
