import { randomUUID } from 'node:crypto';
import { PREPAY_CURRENCY } from '@bazaar/contracts';
import { addMonth, DAY_MS, createSubscriptionsRepository } from '../modules/subscriptions';
import { demoLedger, playClock, type DemoSeedStep } from './demo-services';
import { demoAccountIds } from './plan';

/**
 * The demo sellers' subscriptions, matching their seeded balances (seed/balances.ts): seller1
 * and seller2 are on Business, paid monthly (a renewal is posted for each month that has ended
 * since their first charge 31 days ago); seller3 is on the free trial, started 20 days ago;
 * seller4 paid Business 33 days ago and has too little balance for the next month, so they are
 * in grace. Each period's promotion credits are granted through the ledger as the service does
 * (the same keys), so the previous rest expires at each renewal. Returns how many renewals were
 * posted.
 */
export const seedDemoSubscriptions: DemoSeedStep = async (tx, plan, now, log) => {
  const clock = playClock(now);
  const ledger = demoLedger(tx, clock, log);
  const repository = createSubscriptionsRepository(tx);
  const plans = await repository.plans();
  const business = plans.find((row) => row.name === 'Business')!;
  const idOf = demoAccountIds(plan);
  const ago = (days: number, index: number) =>
    new Date(now.getTime() - days * DAY_MS - index * 3_600_000);
  let renewals = 0;
  const grantCredits = (id: string, sellerId: string, start: Date) => {
    clock.set(start);
    return ledger.grantPromotionCredits({
      userId: sellerId,
      amount: { amount_minor: business.promotionCreditsMinor, currency: business.currency },
      idempotencyKey: `subscriptions:credits:${id}:${start.toISOString()}:${business.id}`,
      description: `Promotion credits: Business plan, period from ${start.toISOString().slice(0, 10)}`,
      metadata: { subscription_id: id, plan_id: business.id },
    });
  };

  for (const [index, name] of ['seller1', 'seller2', 'seller3', 'seller4'].entries()) {
    const sellerId = idOf.get(name);
    if (!sellerId) continue;
    const id = randomUUID();
    if (name === 'seller3') {
      const start = ago(20, index);
      await repository.insertIfAbsent({
        id,
        sellerId,
        planId: business.id,
        state: 'trial',
        periodStart: start,
        periodEnd: new Date(start.getTime() + (await repository.settings()).trialDays * DAY_MS),
      });
      await grantCredits(id, sellerId, start);
      continue;
    }
    let start = ago(name === 'seller4' ? 33 : 31, index);
    let end = addMonth(start);
    await grantCredits(id, sellerId, start);
    if (name === 'seller4') {
      await repository.insertIfAbsent({
        id,
        sellerId,
        planId: business.id,
        state: 'grace',
        periodStart: start,
        periodEnd: end,
        lastAttemptAt: new Date(now.getTime() - 3_600_000),
        noticesSent: ['grace'],
      });
      continue;
    }
    while (end <= now) {
      clock.set(end);
      await ledger.charge({
        userId: sellerId,
        amount: { amount_minor: business.priceMinor, currency: PREPAY_CURRENCY },
        purpose: 'subscription',
        idempotencyKey: `subscriptions:renewal:${id}:${end.toISOString()}`,
        description: 'Subscription: Business plan, one month',
        metadata: { subscription_id: id, plan_id: business.id },
      });
      renewals += 1;
      await grantCredits(id, sellerId, end);
      start = end;
      end = addMonth(start);
    }
    await repository.insertIfAbsent({
      id,
      sellerId,
      planId: business.id,
      state: 'active',
      periodStart: start,
      periodEnd: end,
    });
  }
  return renewals;
};
