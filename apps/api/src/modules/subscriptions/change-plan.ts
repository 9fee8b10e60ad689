import type { MySubscription } from '@bazaar/contracts';
import { ConflictError } from '../../errors';
import { mySubscription } from './my-subscription';
import { renewSubscription } from './renew-subscription';
import { effectiveState, upgradeCharge } from './subscription-rules';
import {
  ensure,
  grantCredits,
  money,
  pauseBeyondLimit,
  planOf,
  priceFor,
  type SubscriptionsContext,
} from './subscription-steps';

/**
 * The seller picks another plan. On the trial, in grace or expired it applies at once (no
 * charge now; the renewal charges it). On a paid month a dearer plan applies at once and its
 * difference is charged pro rata for the rest of the month; a cheaper one waits for the
 * next renewal. Choosing the current plan again cancels a waiting downgrade.
 */
export async function changePlan(
  context: SubscriptionsContext,
  sellerId: string,
  planId: string,
): Promise<MySubscription> {
  const { repository, ledger, events, clock } = context;
  const now = clock.now();
  const result = await repository.transaction(async (queries, tx) => {
    const row = await ensure(context, queries, tx, sellerId, true);
    const target = await planOf(queries, planId);
    const current = await planOf(queries, row.planId);
    if (target.retiredAt && target.id !== current.id) {
      throw new ConflictError('This plan is no longer offered. Choose another one.');
    }
    const state = effectiveState(row, now);
    if (target.id === current.id) {
      await queries.update(row.id, { pendingPlanId: null, updatedAt: now });
      return { eventId: null, smaller: null };
    }
    if (state !== 'active') {
      await queries.update(row.id, { planId: target.id, pendingPlanId: null, updatedAt: now });
      // A trial's period runs on with the new plan's credits; grace and expiry get them at renewal.
      if (state === 'trial') await grantCredits(context, tx, row, target, row.periodStart);
      return {
        eventId: null,
        smaller: target.activeListingsLimit < current.activeListingsLimit ? target : null,
      };
    }
    if (target.priceMinor <= current.priceMinor) {
      await queries.update(row.id, { pendingPlanId: target.id, updatedAt: now });
      return { eventId: null, smaller: null };
    }
    const price = await priceFor(context, sellerId, target, tx);
    const from = await priceFor(context, sellerId, current, tx);
    const due = upgradeCharge(
      from.amountMinor,
      price.amountMinor,
      { start: row.periodStart, end: row.periodEnd },
      now,
    );
    let eventId: string | null = null;
    if (due > 0) {
      const posting = await ledger.charge(
        {
          userId: sellerId,
          amount: money(due, target.currency),
          purpose: 'subscription',
          idempotencyKey: `subscriptions:upgrade:${row.id}:${row.periodStart.toISOString()}:${target.id}`,
          description: `Subscription: upgrade to the ${target.name} plan for the rest of the month`,
          metadata: { subscription_id: row.id, plan_id: target.id },
        },
        tx,
      );
      eventId = posting.eventId;
    }
    await queries.update(row.id, { planId: target.id, pendingPlanId: null, updatedAt: now });
    await grantCredits(context, tx, row, target, row.periodStart);
    return { eventId, smaller: null };
  });
  if (result.eventId) await events.deliver(result.eventId);
  if (result.smaller) await pauseBeyondLimit(context, sellerId, result.smaller);
  const row = await repository.ofSeller(sellerId);
  if (row && row.periodEnd <= now) await renewSubscription(context, row.id);
  return mySubscription(context, sellerId);
}
