import {
  MY_SUBSCRIPTION_PATH,
  notificationCodes,
  PREPAY_CURRENCY,
  PREPAY_HISTORY_PATH,
  formatMoney,
  type AdminSubscriptionBody,
  type MySubscription,
  type SubscriptionList,
  type SubscriptionPlan,
  type SubscriptionPlanBody,
  type SubscriptionSettings,
  type SubscriptionState,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { SubscriptionPlanRow, SubscriptionRowDb } from '../../db/schema/subscriptions';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { systemClock, type Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { LedgerService } from '../ledger';
import type { ListingChangeGuard, ListingsService } from '../listings';
import type { NotificationsService } from '../notifications';
import type { EShopConnectionsPort } from './eshop-connections';
import {
  addMonth,
  DAY_MS,
  effectiveState,
  GRACE_DAYS,
  graceEndOf,
  renewalPrice,
  TRIAL_ENDING_NOTICE_DAYS,
  upgradeCharge,
} from './subscription-rules';
import type { SubscriptionQueries, SubscriptionsRepository } from './subscriptions.repository';

export interface SubscriptionsServiceDependencies {
  repository: SubscriptionsRepository;
  ledger: Pick<
    LedgerService,
    'charge' | 'balanceOf' | 'grantPromotionCredits' | 'promotionCreditsOf'
  >;
  listings: Pick<ListingsService, 'countPublishedOf' | 'pausePublishedBeyond'>;
  notifications: Pick<NotificationsService, 'notify'>;
  events: Pick<DomainEventPublisher, 'deliver'>;
  eshops: EShopConnectionsPort;
  clock?: Clock;
}

const money = (amount_minor: number, currency = PREPAY_CURRENCY) => ({ amount_minor, currency });

function toPlan(row: SubscriptionPlanRow): SubscriptionPlan {
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

export const subscriptionExpired = () =>
  new AppError(
    402,
    'SUBSCRIPTION_IS_EXPIRED',
    'Your subscription has expired. Top up your prepaid balance to renew it, or choose another plan in My Subscription.',
  );

export const subscriptionLimitReached = (limit: number, plan: string) =>
  new AppError(
    403,
    'SUBSCRIPTION_LIMIT_REACHED',
    `Your ${plan} plan allows ${limit} active listings. Pause a listing or choose a bigger plan in My Subscription.`,
  );

const isInsufficientBalance = (error: unknown) =>
  error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE';

/** Plans, sellers' subscriptions, their renewals from the prepaid balance and their limits. */
export function createSubscriptionsService({
  repository,
  ledger,
  listings,
  notifications,
  events,
  eshops,
  clock = systemClock,
}: SubscriptionsServiceDependencies) {
  /**
   * The plan's promotion credits for the period starting at `periodStart` (ADR 0058): the rest
   * of the previous ones expires. Once per subscription, period start and plan, so a plan
   * applied at once mid-period grants its own credits, and choosing a plan back grants nothing.
   */
  async function grantCredits(
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

  /** The seller's subscription, started on the trial (with its credits) the first time it is asked for. */
  async function ensure(
    queries: SubscriptionQueries,
    tx: Queryable,
    sellerId: string,
    lock = false,
  ) {
    const found = await queries.ofSeller(sellerId, lock);
    if (found) return found;
    const settings = await queries.settings();
    const now = clock.now();
    await queries.insertIfAbsent({
      sellerId,
      planId: settings.trialPlanId,
      state: 'trial',
      periodStart: now,
      periodEnd: new Date(now.getTime() + Math.max(1, settings.trialDays) * DAY_MS),
    });
    const row = (await queries.ofSeller(sellerId, lock))!;
    await grantCredits(tx, row, await planOf(queries, row.planId), row.periodStart);
    return row;
  }

  async function planOf(queries: SubscriptionQueries, id: string) {
    const plan = await queries.plan(id);
    if (!plan) throw new NotFoundError('This plan does not exist.');
    return plan;
  }

  async function priceFor(sellerId: string, plan: SubscriptionPlanRow, tx?: Queryable) {
    const providers = await eshops.providersOf(sellerId, tx);
    return renewalPrice(plan.priceMinor, {
      connectedThroughShopline: providers.includes('shopline'),
    });
  }

  /** Tells the seller once per period (`notice` is remembered on the subscription). */
  async function noticeOnce(
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
  async function pauseBeyondLimit(sellerId: string, plan: SubscriptionPlanRow) {
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

  /**
   * Renews a subscription whose period has ended: charges the plan (or the downgrade waiting)
   * from the prepaid balance and starts the next month — from the old period's end while in
   * grace, from now once expired. Too little balance leaves it in grace (or expired) and tells
   * the seller. Answers whether it renewed.
   */
  async function renew(subscriptionId: string): Promise<boolean> {
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
        const price = await priceFor(row.sellerId, plan, tx);
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
        await grantCredits(tx, row, plan, start);
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
        await repository.transaction(async (queries, tx) => {
          const row = await queries.byId(subscriptionId, true);
          if (!row) return;
          const state = effectiveState(row, now);
          let updated = await queries.update(row.id, {
            state: state === 'expired' ? 'expired' : 'grace',
            lastAttemptAt: now,
            updatedAt: now,
          });
          if (state === 'expired') {
            await noticeOnce(queries, tx, updated, 'expired', {
              code: notificationCodes.subscriptionExpired,
              title: 'Your subscription has expired',
              body: 'Top up your prepaid balance to renew it; until then you cannot publish or change listings.',
              link: PREPAY_HISTORY_PATH,
            });
          } else {
            updated = await noticeOnce(queries, tx, updated, 'grace', {
              code: notificationCodes.subscriptionGrace,
              title: 'Your balance is too low to renew your plan',
              body: `Top up your prepaid balance by ${graceEndOf(row.periodEnd).toISOString().slice(0, 10)}, or your subscription expires. We try again every day.`,
              link: PREPAY_HISTORY_PATH,
            });
          }
        });
        return { renewed: false, eventId: null };
      });
    if (outcome.eventId) await events.deliver(outcome.eventId);
    if (outcome.renewed && smallerPlan) {
      const row = await repository.byId(subscriptionId);
      if (row) await pauseBeyondLimit(row.sellerId, smallerPlan);
    }
    return outcome.renewed;
  }

  async function view(sellerId: string): Promise<MySubscription> {
    const row = await repository.transaction((queries, tx) => ensure(queries, tx, sellerId));
    const now = clock.now();
    const plan = await planOf(repository, row.planId);
    const pending = row.pendingPlanId ? await planOf(repository, row.pendingPlanId) : null;
    const state = effectiveState(row, now);
    const price = await priceFor(sellerId, pending ?? plan);
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

  const guard: ListingChangeGuard = {
    async check(actor, change, tx) {
      if (actor.type !== 'SELLER') return;
      const queries = repository.within(tx);
      const row = await ensure(queries, tx, actor.id);
      if (effectiveState(row, clock.now()) === 'expired') throw subscriptionExpired();
      if (!change.publishesOne) return;
      const plan = await planOf(queries, row.planId);
      if ((await change.publishedCount()) >= plan.activeListingsLimit) {
        throw subscriptionLimitReached(plan.activeListingsLimit, plan.name);
      }
    },
  };

  return {
    /** Registered with listings: expiry (402) and the plan's active-listing limit (403). */
    guard,

    async plans(includeRetired: boolean): Promise<SubscriptionPlan[]> {
      const rows = await repository.plans();
      return rows.filter((row) => includeRetired || row.retiredAt === null).map(toPlan);
    },

    async createPlan(body: SubscriptionPlanBody): Promise<SubscriptionPlan> {
      return toPlan(
        await repository.insertPlan({
          name: body.name,
          priceMinor: body.price_minor,
          currency: PREPAY_CURRENCY,
          activeListingsLimit: body.active_listings_limit,
          eshopsLimit: body.eshops_limit,
          promotionCreditsMinor: body.promotion_credits_minor,
        }),
      );
    },

    /** A new price applies from each subscriber's next renewal; new limits at once. */
    async updatePlan(id: string, body: SubscriptionPlanBody): Promise<SubscriptionPlan> {
      const row = await repository.updatePlan(id, {
        name: body.name,
        priceMinor: body.price_minor,
        activeListingsLimit: body.active_listings_limit,
        eshopsLimit: body.eshops_limit,
        promotionCreditsMinor: body.promotion_credits_minor,
        updatedAt: clock.now(),
      });
      if (!row) throw new NotFoundError('This plan does not exist.');
      return toPlan(row);
    },

    async retirePlan(id: string): Promise<SubscriptionPlan> {
      const settings = await repository.settings();
      if (settings.trialPlanId === id) {
        throw new ConflictError(
          'New sellers start their trial on this plan; it cannot be retired.',
        );
      }
      const row = await repository.updatePlan(id, {
        retiredAt: clock.now(),
        updatedAt: clock.now(),
      });
      if (!row) throw new NotFoundError('This plan does not exist.');
      return toPlan(row);
    },

    async settings(): Promise<SubscriptionSettings> {
      const row = await repository.settings();
      return { trial_days: row.trialDays, grace_days: GRACE_DAYS };
    },

    /** The trial's length for sellers who start from now on; running trials keep theirs. */
    async updateSettings(trialDays: number): Promise<SubscriptionSettings> {
      const row = await repository.updateSettings({ trialDays, updatedAt: clock.now() });
      return { trial_days: row.trialDays, grace_days: GRACE_DAYS };
    },

    mine: view,

    /**
     * The seller picks another plan. On the trial, in grace or expired it applies at once (no
     * charge now; the renewal charges it). On a paid month a dearer plan applies at once and its
     * difference is charged pro rata for the rest of the month; a cheaper one waits for the
     * next renewal. Choosing the current plan again cancels a waiting downgrade.
     */
    async changePlan(sellerId: string, planId: string): Promise<MySubscription> {
      const now = clock.now();
      const result = await repository.transaction(async (queries, tx) => {
        const row = await ensure(queries, tx, sellerId, true);
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
          if (state === 'trial') await grantCredits(tx, row, target, row.periodStart);
          return {
            eventId: null,
            smaller: target.activeListingsLimit < current.activeListingsLimit ? target : null,
          };
        }
        if (target.priceMinor <= current.priceMinor) {
          await queries.update(row.id, { pendingPlanId: target.id, updatedAt: now });
          return { eventId: null, smaller: null };
        }
        const price = await priceFor(sellerId, target, tx);
        const from = await priceFor(sellerId, current, tx);
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
        await grantCredits(tx, row, target, row.periodStart);
        return { eventId, smaller: null };
      });
      if (result.eventId) await events.deliver(result.eventId);
      if (result.smaller) await pauseBeyondLimit(sellerId, result.smaller);
      const row = await repository.ofSeller(sellerId);
      if (row && row.periodEnd <= now) await renew(row.id);
      return view(sellerId);
    },

    /** "Renew now": the seller topped up while in grace or expired and does not want to wait. */
    async renewNow(sellerId: string): Promise<MySubscription> {
      const row = await repository.transaction((queries, tx) => ensure(queries, tx, sellerId));
      if (row.periodEnd > clock.now()) {
        throw new ConflictError('Your plan is paid until the end of this period.');
      }
      await renew(row.id);
      return view(sellerId);
    },

    /** Renews what the seller owes at once (a top-up arrived); nothing when nothing is due. */
    async renewIfDue(sellerId: string): Promise<void> {
      const row = await repository.ofSeller(sellerId);
      if (row && row.periodEnd <= clock.now()) await renew(row.id);
    },

    /** The job: renewals due, daily retries in grace, and "your trial ends soon" notices. */
    async renewDue(): Promise<{ renewed: number; failed: number }> {
      const now = clock.now();
      let renewed = 0;
      let failed = 0;
      for (const row of await repository.due(now, new Date(now.getTime() - DAY_MS))) {
        if (await renew(row.id)) renewed += 1;
        else failed += 1;
      }
      const soon = new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * DAY_MS);
      for (const row of await repository.trialsEndingBefore(soon, now)) {
        await repository.transaction(async (queries, tx) => {
          const plan = await planOf(queries, row.planId);
          const price = await priceFor(row.sellerId, plan, tx);
          await noticeOnce(queries, tx, row, 'trial_ending', {
            code: notificationCodes.subscriptionTrialEnding,
            title: 'Your free trial ends soon',
            body: `On ${row.periodEnd.toISOString().slice(0, 10)} your ${plan.name} plan starts at ${formatMoney(money(price.amountMinor, plan.currency))} a month, paid from your prepaid balance.`,
            link: MY_SUBSCRIPTION_PATH,
          });
        });
      }
      return { renewed, failed };
    },

    /** Administrators: every seller's subscription with its state now. */
    async list(): Promise<SubscriptionList> {
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
    },

    /**
     * An administrator puts a seller on another plan at once (no charge: the next renewal
     * charges it) or lengthens a trial (a running or just ended one).
     */
    async adminChange(subscriptionId: string, body: AdminSubscriptionBody): Promise<void> {
      const now = clock.now();
      const smaller = await repository.transaction(async (queries, tx) => {
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
            await grantCredits(tx, row, target, row.periodStart);
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
      if (smaller) await pauseBeyondLimit(smaller.sellerId, smaller.plan);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
