// Administrators: every seller's subscription, and putting one on another plan or a longer trial.
import type { AdminSubscriptionBody, SubscriptionList, SubscriptionState } from '@bazaar/contracts';
import type { SubscriptionPlanRow, SubscriptionRowDb } from '../../db/schema/subscriptions';
import { ConflictError, NotFoundError } from '../../errors';
import { DAY_MS, effectiveState } from './subscription-rules';
import {
  grantCredits,
  pauseBeyondLimit,
  planOf,
  type SubscriptionsContext,
} from './subscription-steps';

/** Administrators: every seller's subscription with its state now. */
export async function listSubscriptions({
  repository,
  clock,
}: SubscriptionsContext): Promise<SubscriptionList> {
  const rows = await repository.all();
  const plans = new Map((await repository.plans()).map((plan) => [plan.id, plan]));
  const names = await repository.displayNamesOf(rows.map((row) => row.sellerId));
  const now = clock.now();
  const ref = (id: string) => ({ id, name: plans.get(id)?.name ?? '' });
  return {
    items: rows.map((row) => ({
      id: row.id,
      seller: { id: row.sellerId, display_name: names.get(row.sellerId) ?? 'Bazaar member' },
      state: effectiveState(row, now) satisfies SubscriptionState,
      plan: ref(row.planId),
      pending_plan: row.pendingPlanId ? ref(row.pendingPlanId) : null,
      period_end: row.periodEnd.toISOString(),
    })),
  };
}

/**
 * An administrator puts a seller on another plan at once (no charge: the next renewal
 * charges it) or lengthens a trial (a running or just ended one).
 */
export async function changeSubscriptionByAdministrator(
  context: SubscriptionsContext,
  subscriptionId: string,
  body: AdminSubscriptionBody,
): Promise<void> {
  const now = context.clock.now();
  const smaller = await context.repository.transaction(async (queries, tx) => {
    const row = await queries.byId(subscriptionId, true);
    if (!row) throw new NotFoundError('This subscription does not exist.');
    let patch: Partial<SubscriptionRowDb> = { updatedAt: now };
    let smallerPlan: SubscriptionPlanRow | null = null;
    if (body.plan_id !== undefined) {
      const target = await planOf(queries, body.plan_id);
      const current = await planOf(queries, row.planId);
      patch = { ...patch, planId: target.id, pendingPlanId: null };
      if (target.activeListingsLimit < current.activeListingsLimit) smallerPlan = target;
      if (target.id !== current.id && row.periodEnd > now) {
        await grantCredits(context, tx, row, target, row.periodStart);
      }
    }
    if (body.extend_trial_days !== undefined) {
      if (row.state === 'active') {
        throw new ConflictError('Only a trial can be extended; this seller has paid months.');
      }
      // A trial that ran out (grace or expired without a paid month) starts again.
      const from = row.periodEnd > now ? row.periodEnd : now;
      patch = {
        ...patch,
        state: 'trial',
        periodEnd: new Date(from.getTime() + body.extend_trial_days * DAY_MS),
        lastAttemptAt: null,
        noticesSent: [],
      };
    }
    await queries.update(row.id, patch);
    return smallerPlan ? { sellerId: row.sellerId, plan: smallerPlan } : null;
  });
  if (smaller) await pauseBeyondLimit(context, smaller.sellerId, smaller.plan);
}
