import { randomUUID } from 'node:crypto';
import {
  mySubscription,
  notificationList,
  subscriptionList,
  subscriptionPlan,
  subscriptionPlanList,
  subscriptionSettings,
  type ListingInputBody,
} from '@bazaar/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogNodes, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import {
  eventually,
  requestSender,
  signIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestClock } from '../../test/test-clock';
import { DAY_MS } from './subscription-rules';

const clock = createTestClock();
let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let admin: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  admin = await signUpAdmin(app());
});

afterAll(async () => {
  await testApp?.close();
});

const berlin = { zip_code: '10115', city: 'Berlin', latitude: 52.5323, longitude: 13.3846 };

async function subcategory(): Promise<string> {
  const [node] = await app()
    .db.select({ id: catalogNodes.id })
    .from(catalogNodes)
    .where(and(eq(catalogNodes.section, 'catalog'), eq(catalogNodes.level, 'subcategory')))
    .limit(1);
  return node!.id;
}

async function product(title: string, draft: 'sent' | 'draft' = 'sent'): Promise<ListingInputBody> {
  return {
    section: 'catalog',
    draft_state: draft,
    title,
    description: 'A light trail running shoe with a grippy sole.',
    catalog_node_id: await subcategory(),
    price: { amount_minor: 8_999, currency: 'EUR' },
    quantity: 5,
    location: berlin,
    attributes: { brand: 'Harbour', sku: `HB-${title.length}` },
  } as ListingInputBody;
}

const publish = async (who: SignedIn, title: string, draft: 'sent' | 'draft' = 'sent') =>
  send('POST', '/api/products/me/catalog', who, await product(title, draft));

async function mine(who: SignedIn) {
  const response = await send('GET', '/api/subscriptions/me', who);
  expect(response.statusCode, response.body).toBe(200);
  return mySubscription.parse(response.json());
}

async function createPlan(name: string, priceMinor: number, limit: number) {
  const response = await send('POST', '/api/subscriptions/plans', admin, {
    name,
    price_minor: priceMinor,
    active_listings_limit: limit,
    eshops_limit: 1,
    promotion_credits_minor: 0,
  });
  expect(response.statusCode, response.body).toBe(201);
  return subscriptionPlan.parse(response.json());
}

async function ledgerTotal(): Promise<number> {
  const [row] = await app()
    .db.select({ total: sql<string>`coalesce(sum(amount_minor), 0)` })
    .from(sql`ledger_entries`);
  return Number(row!.total);
}

/** After the clock moved past the session's life, sign in again. */
const again = (who: SignedIn) => signIn(app(), who.email, who.password);

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
    admin = await again(admin);
    await app().subscriptions.renewDue();
    expect((await mine(seller)).state).toBe('expired');
    const expired = await publish(seller, 'Trail shoe four');
    expect(expired.statusCode, expired.body).toBe(402);
    expect(expired.json()).toMatchObject({ status: 402, error_code: 'SUBSCRIPTION_IS_EXPIRED' });
    const list = subscriptionList.parse((await send('GET', '/api/subscriptions', admin)).json());
    expect(list.items.find((item) => item.seller.id === seller.userId)?.state).toBe('expired');

    // A top-up: the renewal job charges the plan and publishing works again.
    const topUp = await send(
      'POST',
      `/api/users/${seller.userId}/balance/top-ups`,
      admin,
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

  it('pauses the newest listings above a smaller plan, not deleting them', async () => {
    const seller = await signUpSeller(app());
    await mine(seller);
    expect((await publish(seller, 'Older shoe')).statusCode).toBe(201);
    const newest = await publish(seller, 'Newer shoe');
    expect(newest.statusCode).toBe(201);
    const mini = await createPlan(`Mini ${randomUUID().slice(0, 6)}`, 300, 1);
    const list = subscriptionList.parse((await send('GET', '/api/subscriptions', admin)).json());
    const subscription = list.items.find((item) => item.seller.id === seller.userId)!;
    const patched = await send('PATCH', `/api/subscriptions/${subscription.id}`, admin, {
      plan_id: mini.id,
    });
    expect(patched.statusCode, patched.body).toBe(204);
    const after = await mine(seller);
    expect(after.usage).toEqual({ active_listings: 1, active_listings_limit: 1 });
    const kept = await send('GET', `/api/products/me/catalog/${newest.json().id}`, seller);
    expect(kept.json()).toMatchObject({ status: 'paused' });
  });

  it('lets administrators, and only them, manage plans, the trial and subscriptions', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    for (const who of [seller, buyer]) {
      expect((await send('GET', '/api/subscriptions', who)).statusCode).toBe(403);
      expect(
        (await send('PUT', '/api/subscriptions/settings', who, { trial_days: 5 })).statusCode,
      ).toBe(403);
      expect(
        (
          await send('POST', '/api/subscriptions/plans', who, {
            name: 'Free lunch',
            price_minor: 0,
            active_listings_limit: 1000,
            eshops_limit: 1,
            promotion_credits_minor: 0,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await send('GET', '/api/subscriptions/me', buyer)).statusCode).toBe(403);

    const settings = await send('PUT', '/api/subscriptions/settings', admin, { trial_days: 14 });
    expect(subscriptionSettings.parse(settings.json()).trial_days).toBe(14);
    const fresh = await signUpSeller(app());
    const trial = await mine(fresh);
    expect(Date.parse(trial.period_end) - Date.parse(trial.period_start)).toBe(14 * DAY_MS);
    await send('PUT', '/api/subscriptions/settings', admin, { trial_days: 30 });

    const plans = subscriptionPlanList.parse(
      (await send('GET', '/api/subscriptions/plans', seller)).json(),
    );
    const business = plans.items.find((plan) => plan.name === 'Business')!;
    const starter = plans.items.find((plan) => plan.name === 'Starter')!;
    expect(
      (await send('POST', `/api/subscriptions/plans/${business.id}/retire`, admin)).statusCode,
    ).toBe(409);
    const edited = await send('PUT', `/api/subscriptions/plans/${starter.id}`, admin, {
      name: 'Starter',
      price_minor: 1090,
      active_listings_limit: 30,
      eshops_limit: 1,
      promotion_credits_minor: 0,
    });
    expect(subscriptionPlan.parse(edited.json()).price.amount_minor).toBe(1090);

    const list = subscriptionList.parse((await send('GET', '/api/subscriptions', admin)).json());
    const row = list.items.find((item) => item.seller.id === fresh.userId)!;
    const extended = await send('PATCH', `/api/subscriptions/${row.id}`, admin, {
      extend_trial_days: 10,
    });
    expect(extended.statusCode, extended.body).toBe(204);
    expect(Date.parse((await mine(fresh)).period_end) - Date.parse(trial.period_end)).toBe(
      10 * DAY_MS,
    );
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
      admin,
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
