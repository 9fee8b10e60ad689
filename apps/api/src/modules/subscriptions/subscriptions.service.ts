import type { AdminSubscriptionBody, SubscriptionPlanBody } from '@bazaar/contracts';
import { systemClock, type Clock } from '../../lib/clock';
import { changeSubscriptionByAdministrator, listSubscriptions } from './administer-subscriptions';
import { changePlan } from './change-plan';
import { mySubscription } from './my-subscription';
import { renewDue, renewIfDue, renewNow } from './renew-subscription';
import { subscriptionGuard } from './subscription-guard';
import {
  createPlan,
  listPlans,
  retirePlan,
  subscriptionSettings,
  updatePlan,
  updateSubscriptionSettings,
} from './subscription-plans';
import type { SubscriptionsContext } from './subscription-steps';

export type SubscriptionsServiceDependencies = Omit<SubscriptionsContext, 'clock'> & {
  clock?: Clock;
};

/** Plans, sellers' subscriptions, their renewals from the prepaid balance and their limits. */
export function createSubscriptionsService({
  clock = systemClock,
  ...dependencies
}: SubscriptionsServiceDependencies) {
  const context: SubscriptionsContext = { ...dependencies, clock };
  return {
    /** Registered with listings: expiry (402) and the plan's active-listing limit (403). */
    guard: subscriptionGuard(context),
    plans: (includeRetired: boolean) => listPlans(context, includeRetired),
    createPlan: (body: SubscriptionPlanBody) => createPlan(context, body),
    updatePlan: (id: string, body: SubscriptionPlanBody) => updatePlan(context, id, body),
    retirePlan: (id: string) => retirePlan(context, id),
    settings: () => subscriptionSettings(context),
    updateSettings: (trialDays: number) => updateSubscriptionSettings(context, trialDays),
    mine: (sellerId: string) => mySubscription(context, sellerId),
    changePlan: (sellerId: string, planId: string) => changePlan(context, sellerId, planId),
    renewNow: (sellerId: string) => renewNow(context, sellerId),
    renewIfDue: (sellerId: string) => renewIfDue(context, sellerId),
    renewDue: () => renewDue(context),
    list: () => listSubscriptions(context),
    adminChange: (subscriptionId: string, body: AdminSubscriptionBody) =>
      changeSubscriptionByAdministrator(context, subscriptionId, body),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
