import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mySubscription,
  subscriptionList,
  subscriptionPlan,
  subscriptionPlanList,
  subscriptionSettings,
  type AdminSubscriptionBody,
  type SubscriptionPlanBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

const keys = {
  all: ['api/subscriptions'] as const,
  mine: ['api/subscriptions', 'me'] as const,
  plans: ['api/subscriptions', 'plans'] as const,
  settings: ['api/subscriptions', 'settings'] as const,
  list: ['api/subscriptions', 'list'] as const,
};

/** `GET /api/subscriptions/me`: the seller's plan, state, period, limits used and next charge. */
export const mySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: keys.mine,
    queryFn: ({ signal }) => apiRequest('/subscriptions/me', { schema: mySubscription, signal }),
  });

/** `GET /api/subscriptions/plans`: the plans to choose (administrators also see retired ones). */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: keys.plans,
    queryFn: ({ signal }) =>
      apiRequest('/subscriptions/plans', { schema: subscriptionPlanList, signal }),
  });

/** `GET /api/subscriptions/settings` (administrators): the free trial's length. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: ({ signal }) =>
      apiRequest('/subscriptions/settings', { schema: subscriptionSettings, signal }),
  });

/** `GET /api/subscriptions` (administrators): every seller's subscription. */
export const subscriptionListQueryOptions = () =>
  queryOptions({
    queryKey: keys.list,
    queryFn: ({ signal }) => apiRequest('/subscriptions', { schema: subscriptionList, signal }),
  });

function useInvalidatingMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `PUT /api/subscriptions/me/plan`. */
export const useChangePlan = () =>
  useInvalidatingMutation((planId: string) =>
    apiRequest('/subscriptions/me/plan', {
      method: 'PUT',
      body: { plan_id: planId },
      schema: mySubscription,
    }),
  );

/** `POST /api/subscriptions/me/renewal`: "Renew now" after a top-up. */
export const useRenewNow = () =>
  useInvalidatingMutation(() =>
    apiRequest('/subscriptions/me/renewal', { method: 'POST', schema: mySubscription }),
  );

/** `POST /api/subscriptions/plans` or `PUT /api/subscriptions/plans/:id` (administrators). */
export const useSavePlan = () =>
  useInvalidatingMutation(({ id, body }: { id: string | null; body: SubscriptionPlanBody }) =>
    apiRequest(id ? `/subscriptions/plans/${encodeURIComponent(id)}` : '/subscriptions/plans', {
      method: id ? 'PUT' : 'POST',
      body,
      schema: subscriptionPlan,
    }),
  );

/** `POST /api/subscriptions/plans/:id/retire` (administrators). */
export const useRetirePlan = () =>
  useInvalidatingMutation((id: string) =>
    apiRequest(`/subscriptions/plans/${encodeURIComponent(id)}/retire`, {
      method: 'POST',
      schema: subscriptionPlan,
    }),
  );

/** `PUT /api/subscriptions/settings` (administrators). */
export const useSaveTrialDays = () =>
  useInvalidatingMutation((trialDays: number) =>
    apiRequest('/subscriptions/settings', {
      method: 'PUT',
      body: { trial_days: trialDays },
      schema: subscriptionSettings,
    }),
  );

/** `PATCH /api/subscriptions/:id` (administrators): another plan, or a longer trial. */
export const useChangeSubscription = () =>
  useInvalidatingMutation(({ id, body }: { id: string; body: AdminSubscriptionBody }) =>
    apiRequest(`/subscriptions/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
