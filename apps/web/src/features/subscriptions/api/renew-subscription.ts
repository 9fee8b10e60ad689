import { mySubscription, type MySubscription } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useSubscriptionsMutation } from './use-subscriptions-mutation';

/** `POST /api/subscriptions/me/renewal`: "Renew now" after a top-up. */
export function renewSubscription(): Promise<MySubscription> {
  return apiRequest('/subscriptions/me/renewal', { method: 'POST', schema: mySubscription });
}

export const useRenewNow = () => useSubscriptionsMutation(renewSubscription);
