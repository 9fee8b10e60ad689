import { type AdminSubscriptionBody } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

export interface ChangeSubscriptionInput {
  id: string;
  body: AdminSubscriptionBody;
}

/** `PATCH /api/subscriptions/:id` (administrators): another plan, or a longer trial. */
export function changeSubscription({ id, body }: ChangeSubscriptionInput): Promise<unknown> {
  return apiRequest(`/subscriptions/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export const useChangeSubscription = () => useSubscriptionsMutation(changeSubscription);
