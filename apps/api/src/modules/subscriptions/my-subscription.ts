import type { MySubscription } from '@bazaar/contracts';
import { effectiveState, graceEndOf } from './subscription-rules';
import {
  ensure,
  money,
  planOf,
  priceFor,
  toPlan,
  type SubscriptionsContext,
} from './subscription-steps';

/** The seller's own subscription: its plan, period, next charge, usage, balance and credits. */
export async function mySubscription(
  context: SubscriptionsContext,
  sellerId: string,
): Promise<MySubscription> {
  const { repository, ledger, listings, clock } = context;
  const row = await repository.transaction((queries, tx) => ensure(context, queries, tx, sellerId));
  const now = clock.now();
  const plan = await planOf(repository, row.planId);
  const pending = row.pendingPlanId ? await planOf(repository, row.pendingPlanId) : null;
  const state = effectiveState(row, now);
  const price = await priceFor(context, sellerId, pending ?? plan);
  const balance = await ledger.balanceOf(sellerId, plan.currency);
  return {
    id: row.id,
    state,
    plan: toPlan(plan),
    pending_plan: pending ? toPlan(pending) : null,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    grace_ends_at: state === 'grace' ? graceEndOf(row.periodEnd).toISOString() : null,
    next_charge: {
      at: (state === 'expired' || state === 'grace' ? now : row.periodEnd).toISOString(),
      amount: money(price.amountMinor, plan.currency),
      discount_percent: price.discountPercent,
    },
    usage: {
      active_listings: await listings.countPublishedOf(sellerId),
      active_listings_limit: plan.activeListingsLimit,
    },
    balance,
    promotion_credits: await ledger.promotionCreditsOf(sellerId, plan.currency),
  };
}
