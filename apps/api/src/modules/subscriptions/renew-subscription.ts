// Renewals from the prepaid balance: when a period ends, when the seller asks, when a top-up
// arrives, and the daily job with its retries in grace and its "your trial ends soon" notices.
import {
  formatMoney,
  MY_SUBSCRIPTION_PATH,
  notificationCodes,
  PREPAY_HISTORY_PATH,
  type MySubscription,
} from '@bazaar/contracts';
import type { SubscriptionPlanRow } from '../../db/schema/subscriptions';
import { ConflictError } from '../../errors';
import { mySubscription } from './my-subscription';
import {
  addMonth,
  DAY_MS,
  effectiveState,
  graceEndOf,
  TRIAL_ENDING_NOTICE_DAYS,
} from './subscription-rules';
import {
  ensure,
  grantCredits,
  isInsufficientBalance,
  money,
  noticeOnce,
  pauseBeyondLimit,
  planOf,
  priceFor,
  type SubscriptionsContext,
} from './subscription-steps';

/** Too little balance to renew: the subscription stays in grace (or expired) and the seller is told once. */
async function recordFailedRenewal(
  context: SubscriptionsContext,
  subscriptionId: string,
  now: Date,
) {
  await context.repository.transaction(async (queries, tx) => {
    const row = await queries.byId(subscriptionId, true);
    if (!row) return;
    const state = effectiveState(row, now);
    let updated = await queries.update(row.id, {
      state: state === 'expired' ? 'expired' : 'grace',
      lastAttemptAt: now,
      updatedAt: now,
    });
    if (state === 'expired') {
      await noticeOnce(context, queries, tx, updated, 'expired', {
        code: notificationCodes.subscriptionExpired,
        title: 'Your subscription has expired',
        body: 'Top up your prepaid balance to renew it; until then you cannot publish or change listings.',
        link: PREPAY_HISTORY_PATH,
      });
    } else {
      updated = await noticeOnce(context, queries, tx, updated, 'grace', {
        code: notificationCodes.subscriptionGrace,
        title: 'Your balance is too low to renew your plan',
        body: `Top up your prepaid balance by ${graceEndOf(row.periodEnd).toISOString().slice(0, 10)}, or your subscription expires. We try again every day.`,
        link: PREPAY_HISTORY_PATH,
      });
    }
  });
}

/**
 * Renews a subscription whose period has ended: charges the plan (or the downgrade waiting)
 * from the prepaid balance and starts the next month — from the old period's end while in
 * grace, from now once expired. Too little balance leaves it in grace (or expired) and tells
 * the seller. Answers whether it renewed.
 */
export async function renewSubscription(
  context: SubscriptionsContext,
  subscriptionId: string,
): Promise<boolean> {
  const { repository, ledger, notifications, events, clock } = context;
  const now = clock.now();
  let smallerPlan: SubscriptionPlanRow | null = null;
  const outcome = await repository
    .transaction(async (queries, tx) => {
      const row = await queries.byId(subscriptionId, true);
      if (!row || row.periodEnd > now) return { renewed: false, eventId: null };
      const current = await planOf(queries, row.planId);
      const plan = row.pendingPlanId ? await planOf(queries, row.pendingPlanId) : current;
      const state = effectiveState(row, now);
      const start = state === 'expired' ? now : row.periodEnd;
      const end = addMonth(start);
      const price = await priceFor(context, row.sellerId, plan, tx);
      let eventId: string | null = null;
      if (price.amountMinor > 0) {
        const posting = await ledger.charge(
          {
            userId: row.sellerId,
            amount: money(price.amountMinor, plan.currency),
            purpose: 'subscription',
            idempotencyKey: `subscriptions:renewal:${row.id}:${start.toISOString()}`,
            description: `Subscription: ${plan.name} plan, one month${price.discountPercent ? ` (${price.discountPercent}% shopline discount)` : ''}`,
            metadata: { subscription_id: row.id, plan_id: plan.id },
          },
          tx,
        );
        eventId = posting.eventId;
      }
      if (plan.activeListingsLimit < current.activeListingsLimit) smallerPlan = plan;
      await grantCredits(context, tx, row, plan, start);
      await queries.update(row.id, {
        planId: plan.id,
        pendingPlanId: null,
        state: 'active',
        periodStart: start,
        periodEnd: end,
        lastAttemptAt: null,
        noticesSent: [],
        updatedAt: now,
      });
      await notifications.notify(
        row.sellerId,
        {
          type: 'subscription',
          code: notificationCodes.subscriptionRenewed,
          title: `Your ${plan.name} plan was renewed`,
          body: `${formatMoney(money(price.amountMinor, plan.currency))} was charged from your prepaid balance; the plan runs until ${end.toISOString().slice(0, 10)}.`,
          link: MY_SUBSCRIPTION_PATH,
          metadata: { subscription_id: row.id },
          at: now,
        },
        tx,
      );
      return { renewed: true, eventId };
    })
    .catch(async (error: unknown) => {
      if (!isInsufficientBalance(error)) throw error;
      await recordFailedRenewal(context, subscriptionId, now);
      return { renewed: false, eventId: null };
    });
  if (outcome.eventId) await events.deliver(outcome.eventId);
  if (outcome.renewed && smallerPlan) {
    const row = await repository.byId(subscriptionId);
    if (row) await pauseBeyondLimit(context, row.sellerId, smallerPlan);
  }
  return outcome.renewed;
}

/** "Renew now": the seller topped up while in grace or expired and does not want to wait. */
export async function renewNow(
  context: SubscriptionsContext,
  sellerId: string,
): Promise<MySubscription> {
  const row = await context.repository.transaction((queries, tx) =>
    ensure(context, queries, tx, sellerId),
  );
  if (row.periodEnd > context.clock.now()) {
    throw new ConflictError('Your plan is paid until the end of this period.');
  }
  await renewSubscription(context, row.id);
  return mySubscription(context, sellerId);
}

/**
 * Renews what the seller owes at once (a top-up arrived); nothing when nothing is due. Answers
 * whether it renewed.
 */
export async function renewIfDue(
  context: SubscriptionsContext,
  sellerId: string,
): Promise<boolean> {
  const row = await context.repository.ofSeller(sellerId);
  return !!row && row.periodEnd <= context.clock.now() && renewSubscription(context, row.id);
}

/** The job: renewals due, daily retries in grace, and "your trial ends soon" notices. */
export async function renewDue(
  context: SubscriptionsContext,
): Promise<{ renewed: number; failed: number }> {
  const { repository, clock } = context;
  const now = clock.now();
  let renewed = 0;
  let failed = 0;
  for (const row of await repository.due(now, new Date(now.getTime() - DAY_MS))) {
    if (await renewSubscription(context, row.id)) renewed += 1;
    else failed += 1;
  }
  const soon = new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * DAY_MS);
  for (const row of await repository.trialsEndingBefore(soon, now)) {
    await repository.transaction(async (queries, tx) => {
      const plan = await planOf(queries, row.planId);
      const price = await priceFor(context, row.sellerId, plan, tx);
      await noticeOnce(context, queries, tx, row, 'trial_ending', {
        code: notificationCodes.subscriptionTrialEnding,
        title: 'Your free trial ends soon',
        body: `On ${row.periodEnd.toISOString().slice(0, 10)} your ${plan.name} plan starts at ${formatMoney(money(price.amountMinor, plan.currency))} a month, paid from your prepaid balance.`,
        link: MY_SUBSCRIPTION_PATH,
      });
    });
  }
  return { renewed, failed };
}
