// What the subscriptions' use cases share: a seller's subscription started on the trial, its
// plans and prices, the promotion credits of a period, and the notices it sends.
import {
  MY_SUBSCRIPTION_PATH,
  notificationCodes,
  PREPAY_CURRENCY,
  type SubscriptionPlan,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { SubscriptionPlanRow, SubscriptionRowDb } from '../../db/schema/subscriptions';
import { AppError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { LedgerService } from '../ledger';
import type { ListingsService } from '../listings';
import type { NotificationsService } from '../notifications';
import type { EShopConnectionsPort } from './eshop-connections';
import { DAY_MS, renewalPrice } from './subscription-rules';
import type { SubscriptionQueries, SubscriptionsRepository } from './subscriptions.repository';

/** What every subscriptions use case works with. */
export interface SubscriptionsContext {
  repository: SubscriptionsRepository;
  ledger: Pick<
    LedgerService,
    'charge' | 'balanceOf' | 'grantPromotionCredits' | 'promotionCreditsOf'
  >;
  listings: Pick<ListingsService, 'countPublishedOf' | 'pausePublishedBeyond'>;
  notifications: Pick<NotificationsService, 'notify'>;
  events: Pick<DomainEventPublisher, 'deliver'>;
  eshops: EShopConnectionsPort;
  clock: Clock;
}

export const money = (amount_minor: number, currency = PREPAY_CURRENCY) => ({
  amount_minor,
  currency,
});

export function toPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    price: money(row.priceMinor, row.currency),
    active_listings_limit: row.activeListingsLimit,
    eshops_limit: row.eshopsLimit,
    promotion_credits: money(row.promotionCreditsMinor, row.currency),
    retired: row.retiredAt !== null,
  };
}

export const isInsufficientBalance = (error: unknown) =>
  error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE';

/**
 * The plan's promotion credits for the period starting at `periodStart` (ADR 0058): the rest
 * of the previous ones expires. Once per subscription, period start and plan, so a plan
 * applied at once mid-period grants its own credits, and choosing a plan back grants nothing.
 */
export async function grantCredits(
  { ledger }: SubscriptionsContext,
  tx: Queryable,
  row: Pick<SubscriptionRowDb, 'id' | 'sellerId'>,
  plan: SubscriptionPlanRow,
  periodStart: Date,
) {
  const day = periodStart.toISOString().slice(0, 10);
  await ledger.grantPromotionCredits(
    {
      userId: row.sellerId,
      amount: money(plan.promotionCreditsMinor, plan.currency),
      idempotencyKey: `subscriptions:credits:${row.id}:${periodStart.toISOString()}:${plan.id}`,
      description: `Promotion credits: ${plan.name} plan, period from ${day}`,
      metadata: { subscription_id: row.id, plan_id: plan.id },
    },
    tx,
  );
}

export async function planOf(queries: Pick<SubscriptionQueries, 'plan'>, id: string) {
  const plan = await queries.plan(id);
  if (!plan) throw new NotFoundError('This plan does not exist.');
  return plan;
}

/** The seller's subscription, started on the trial (with its credits) the first time it is asked for. */
export async function ensure(
  context: SubscriptionsContext,
  queries: SubscriptionQueries,
  tx: Queryable,
  sellerId: string,
  lock = false,
) {
  const found = await queries.ofSeller(sellerId, lock);
  if (found) return found;
  const settings = await queries.settings();
  const now = context.clock.now();
  await queries.insertIfAbsent({
    sellerId,
    planId: settings.trialPlanId,
    state: 'trial',
    periodStart: now,
    periodEnd: new Date(now.getTime() + Math.max(1, settings.trialDays) * DAY_MS),
  });
  const row = (await queries.ofSeller(sellerId, lock))!;
  await grantCredits(context, tx, row, await planOf(queries, row.planId), row.periodStart);
  return row;
}

export async function priceFor(
  { eshops }: SubscriptionsContext,
  sellerId: string,
  plan: SubscriptionPlanRow,
  tx?: Queryable,
) {
  const providers = await eshops.providersOf(sellerId, tx);
  return renewalPrice(plan.priceMinor, {
    connectedThroughShopline: providers.includes('shopline'),
  });
}

/** Tells the seller once per period (`notice` is remembered on the subscription). */
export async function noticeOnce(
  { notifications, clock }: SubscriptionsContext,
  queries: SubscriptionQueries,
  tx: Queryable,
  row: SubscriptionRowDb,
  notice: string,
  message: { code: string; title: string; body: string; link: string },
) {
  if (row.noticesSent.includes(notice)) return row;
  await notifications.notify(
    row.sellerId,
    { type: 'subscription', ...message, metadata: { subscription_id: row.id }, at: clock.now() },
    tx,
  );
  return queries.update(row.id, { noticesSent: [...row.noticesSent, notice] });
}

/** Pauses listings beyond a smaller plan's limit and tells the seller. */
export async function pauseBeyondLimit(
  { listings, notifications, clock }: SubscriptionsContext,
  sellerId: string,
  plan: SubscriptionPlanRow,
) {
  const paused = await listings.pausePublishedBeyond(sellerId, plan.activeListingsLimit);
  if (paused === 0) return;
  await notifications.notify(sellerId, {
    type: 'subscription',
    code: notificationCodes.subscriptionListingsPaused,
    title: `${paused} ${paused === 1 ? 'listing was' : 'listings were'} paused`,
    body: `Your ${plan.name} plan allows ${plan.activeListingsLimit} active listings; the newest above it were paused, not deleted.`,
    link: MY_SUBSCRIPTION_PATH,
    at: clock.now(),
  });
}
