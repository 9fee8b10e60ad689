import { randomUUID } from 'node:crypto';
import { mySubscription, notificationList, subscriptionList } from '@bazaar/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { eventually, signUpBuyer, signUpSeller } from '../../test/accounts';
import { DAY_MS } from './subscription-rules';
import { subscriptionsTestApp } from './subscriptions.test-kit';

const { clock, app, accounts, send, publish, mine, createPlan, ledgerTotal, again } =
  subscriptionsTestApp();

describe('plans and subscriptions (issue 19 acceptance)', () => {
  it('limits a trial to its plan, expires it without balance, and renews it after a top-up', async () => {
    const tiny = await createPlan(`Tiny ${randomUUID().slice(0, 6)}`, 500, 2);
    let seller = await signUpSeller(app());

    const first = await mine(seller);
    expect(first.state).toBe('trial');
    expect(first.plan.name).toBe('Business');
    expect(first.next_charge.amount.amount_minor).toBe(1990);
    expect(first.next_charge.discount_percent).toBe(0);

    const changed = await send('PUT', '/api/subscriptions/me/plan', seller, { plan_id: tiny.id });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(mySubscription.parse(changed.json()).plan.id).toBe(tiny.id);

    // Up to the plan's limit, then 403 SUBSCRIPTION_LIMIT_REACHED; drafts are not counted.
    const one = await publish(seller, 'Trail shoe one');
    expect(one.statusCode, one.body).toBe(201);
    expect((await publish(seller, 'Trail shoe two')).statusCode).toBe(201);
    const third = await publish(seller, 'Trail shoe three');
    expect(third.statusCode, third.body).toBe(403);
    expect(third.json()).toMatchObject({ status: 403, error_code: 'SUBSCRIPTION_LIMIT_REACHED' });
    expect((await publish(seller, 'Trail shoe draft', 'draft')).statusCode).toBe(201);
    expect((await mine(seller)).usage).toEqual({ active_listings: 2, active_listings_limit: 2 });

    // The trial ends with nothing on the balance: grace (publishing still allowed), then expired.
    clock.advance(31 * DAY_MS);
    seller = await again(seller);
    await app().subscriptions.renewDue();
    const grace = await mine(seller);
    expect(grace.state).toBe('grace');
    expect(grace.grace_ends_at).not.toBeNull();

    clock.advance(8 * DAY_MS);
    seller = await again(seller);
    accounts.admin = await again(accounts.admin);
    await app().subscriptions.renewDue();
    expect((await mine(seller)).state).toBe('expired');
    const expired = await publish(seller, 'Trail shoe four');
    expect(expired.statusCode, expired.body).toBe(402);
    expect(expired.json()).toMatchObject({ status: 402, error_code: 'SUBSCRIPTION_IS_EXPIRED' });
    const list = subscriptionList.parse(
      (await send('GET', '/api/subscriptions', accounts.admin)).json(),
    );
    expect(list.items.find((item) => item.seller.id === seller.userId)?.state).toBe('expired');

    // A top-up: the renewal job charges the plan and publishing works again.
    const topUp = await send(
      'POST',
      `/api/users/${seller.userId}/balance/top-ups`,
      accounts.admin,
      { amount_minor: 1000, note: 'For the plan' },
      { 'idempotency-key': randomUUID() },
    );
    expect(topUp.statusCode, topUp.body).toBe(201);
    await app().jobs.send('subscriptions.renew-due', {});
    const renewed = await eventually(async () => {
      const now = await mine(seller);
      return now.state === 'active' ? now : undefined;
    });
    expect(renewed.plan.id).toBe(tiny.id);
    expect(renewed.balance.amount_minor).toBe(500);
    await app().subscriptions.renewDue();
    expect((await mine(seller)).balance.amount_minor).toBe(500);

    const paused = await send('POST', `/api/products/me/catalog/${one.json().id}/pause`, seller);
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await publish(seller, 'Trail shoe five')).statusCode).toBe(201);

    const notices = notificationList.parse(
      (await send('GET', '/api/notifications/me', seller)).json(),
    );
    expect(notices.map((n) => n.code)).toEqual(
      expect.arrayContaining([
        'subscription_grace',
        'subscription_expired',
        'subscription_renewed',
      ]),
    );

    // Across all accounts the ledger's entries sum to zero.
    expect(await ledgerTotal()).toBe(0);
  });

  it("does not hold buyers' flea-market ads to a plan", async () => {
    const buyer = await signUpBuyer(app());
    const guard = app().subscriptions.guard;
    await expect(
      app().db.transaction((tx) =>
        guard.check(
          { id: buyer.userId, type: 'BUYER', status: 'active', blockedReason: null },
          { publishesOne: true, publishedCount: () => Promise.resolve(10_000) },
          tx,
        ),
      ),
    ).resolves.toBeUndefined();
  });
});

describe('promotion credits (ADR 0058)', () => {
  const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });

  async function creditMovements(sellerId: string) {
    const rows = await app()
      .db.select({ type: ledgerTransactions.type, amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(eq(ledgerAccounts.kind, 'promotion_credits'), eq(ledgerAccounts.ownerId, sellerId)),
      )
      .orderBy(asc(ledgerEntries.sequence));
    return rows.map((row) => [row.type, row.amount]);
  }

  it("grants the trial plan's credits once, and at renewal expires the rest and grants anew", async () => {
    let seller = await signUpSeller(app());
    const trial = await mine(seller);
    expect(trial.plan.promotion_credits).toEqual(EUR(500));
    expect(trial.promotion_credits).toEqual(EUR(500));
    expect((await mine(seller)).promotion_credits).toEqual(EUR(500));

    // Advertising uses the credits before the balance.
    await app().ledger.charge({
      userId: seller.userId,
      amount: EUR(150),
      purpose: 'advertising',
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Advertising: home placement',
    });
    expect((await mine(seller)).promotion_credits).toEqual(EUR(350));

    const topUp = await send(
      'POST',
      `/api/users/${seller.userId}/balance/top-ups`,
      accounts.admin,
      { amount_minor: 5000 },
      { 'idempotency-key': randomUUID() },
    );
    expect(topUp.statusCode, topUp.body).toBe(201);
    clock.advance(31 * DAY_MS);
    seller = await again(seller);
    await app().subscriptions.renewDue();
    const renewed = await mine(seller);
    expect(renewed.state).toBe('active');
    expect(renewed.promotion_credits).toEqual(EUR(500));
    expect(renewed.balance).toEqual(EUR(5000 - 1990));
    expect(await creditMovements(seller.userId)).toEqual([
      ['promotion_credits_grant', 500],
      ['advertising', -150],
      ['promotion_credits_expiry', -350],
      ['promotion_credits_grant', 500],
    ]);
    expect(await ledgerTotal()).toBe(0);
  });
});
