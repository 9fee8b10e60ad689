import {
  subscriptionPlan,
  type SubscriptionPlan,
  type SubscriptionPlanBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

export interface SavePlanInput {
  /** `null` for a new plan. */
  id: string | null;
  body: SubscriptionPlanBody;
}

/** `POST /api/subscriptions/plans` or `PUT /api/subscriptions/plans/:id` (administrators). */
export function savePlan({ id, body }: SavePlanInput): Promise<SubscriptionPlan> {
  return apiRequest(
    id ? `/subscriptions/plans/${encodeURIComponent(id)}` : '/subscriptions/plans',
    {
      method: id ? 'PUT' : 'POST',
      body,
      schema: subscriptionPlan,
    },
  );
}

export const useSavePlan = () => useSubscriptionsMutation(savePlan);
