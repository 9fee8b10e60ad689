import { subscriptionSettings, type SubscriptionSettings } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** `PUT /api/subscriptions/settings` (administrators). */
export function saveTrialDays(trialDays: number): Promise<SubscriptionSettings> {
  return apiRequest('/subscriptions/settings', {
    method: 'PUT',
    body: { trial_days: trialDays },
    schema: subscriptionSettings,
  });
}

export const useSaveTrialDays = () => useSubscriptionsMutation(saveTrialDays);
