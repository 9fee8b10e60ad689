import type { ListingChangeGuard } from '../listings';
import { AppError } from '../../errors';
import { effectiveState } from './subscription-rules';
import { ensure, planOf, type SubscriptionsContext } from './subscription-steps';

const subscriptionExpired = () =>
  new AppError(
    402,
    'SUBSCRIPTION_IS_EXPIRED',
    'Your subscription has expired. Top up your prepaid balance to renew it, or choose another plan in My Subscription.',
  );

const subscriptionLimitReached = (limit: number, plan: string) =>
  new AppError(
    403,
    'SUBSCRIPTION_LIMIT_REACHED',
    `Your ${plan} plan allows ${limit} active listings. Pause a listing or choose a bigger plan in My Subscription.`,
  );

/** Registered with listings: expiry (402) and the plan's active-listing limit (403). */
export function subscriptionGuard(context: SubscriptionsContext): ListingChangeGuard {
  return {
    async check(actor, change, tx) {
      if (actor.type !== 'SELLER') return;
      const queries = context.repository.within(tx);
      const row = await ensure(context, queries, tx, actor.id);
      if (effectiveState(row, context.clock.now()) === 'expired') throw subscriptionExpired();
      if (!change.publishesOne) return;
      const plan = await planOf(queries, row.planId);
      if ((await change.publishedCount()) >= plan.activeListingsLimit) {
        throw subscriptionLimitReached(plan.activeListingsLimit, plan.name);
      }
    },
  };
}
