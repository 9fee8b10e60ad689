import { mySubscription, type MySubscription } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** `PUT /api/subscriptions/me/plan`. */
export function changePlan(planId: string): Promise<MySubscription> {
  return apiRequest('/subscriptions/me/plan', {
    method: 'PUT',
    body: { plan_id: planId },
    schema: mySubscription,
  });
}

export const useChangePlan = () => useSubscriptionsMutation(changePlan);
