import { randomUUID } from 'node:crypto';
import { paymentMovementPage, paymentsSummary, type PaymentsSummary } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import {
  requestSender,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let admin: SignedIn;
/** Holds every kind of movement: a paid and an admin's top-up, two charges and a refund. */
let first: SignedIn;
/** An admin's top-up and an advertising charge. */
let second: SignedIn;

const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
const key = () => `test:${randomUUID()}`;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAdmin(app());
  [first, second] = [await signUpSeller(app()), await signUpSeller(app())];
  const ledger = app().ledger;
  await ledger.credit({
    userId: first.userId,
    amount: EUR(5000),
    source: { paymentReference: `cs_test_${randomUUID()}` },
    idempotencyKey: key(),
    description: 'Top-up by card',
  });
  await ledger.credit({
    userId: first.userId,
    amount: EUR(1000),
    source: { authorId: admin.userId },
    idempotencyKey: key(),
    description: 'Welcome credit',
  });
  const subscription = await ledger.charge({
    userId: first.userId,
    amount: EUR(700),
    purpose: 'subscription',
    idempotencyKey: key(),
    description: 'Plan Basic',
  });
  await ledger.charge({
    userId: first.userId,
    amount: EUR(300),
    purpose: 'advertising',
    idempotencyKey: key(),
    description: 'Clicks',
  });
  await ledger.refund({ transactionId: subscription.transactionId, idempotencyKey: key() });
  await ledger.credit({
    userId: second.userId,
    amount: EUR(2000),
    source: { authorId: admin.userId },
    idempotencyKey: key(),
    description: 'Goodwill',
  });
  await ledger.charge({
    userId: second.userId,
    amount: EUR(500),
    purpose: 'advertising',
    idempotencyKey: key(),
    description: 'Clicks',
  });
});

afterAll(async () => {
  await testApp?.close();
});

async function movements(query: string, who: SignedIn = admin) {
  const response = await send('GET', `/api/admin/payments/movements?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return paymentMovementPage.parse(response.json());
}

async function summary(query = '') {
  const response = await send('GET', `/api/admin/payments/summary?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return paymentsSummary.parse(response.json());
}

const totalsByKind = (result: PaymentsSummary) =>
  Object.fromEntries(result.totals.map((row) => [row.kind, [row.count, row.amount.amount_minor]]));

describe('payments overview', () => {
  it('is for administrators only', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    for (const url of [
      '/api/admin/payments/movements',
      '/api/admin/payments/summary',
      '/api/admin/payments/movements/export',
    ]) {
      expect((await send('GET', url)).statusCode).toBe(401);
      expect((await send('GET', url, seller)).statusCode).toBe(403);
      expect((await send('GET', url, buyer)).statusCode).toBe(403);
    }
  });

  it("lists one account's movements with their kinds, newest first", async () => {
    const page = await movements(`user_id=${first.userId}`);
    expect(page.items.map((item) => [item.kind, item.amount.amount_minor])).toEqual([
      ['refund', 700],
      ['advertising', -300],
      ['subscription', -700],
      ['admin_top_up', 1000],
      ['top_up', 5000],
    ]);
    expect(page.items[3]!.author?.id).toBe(admin.userId);
    expect(page.items.every((item) => item.account.id === first.userId)).toBe(true);
    expect(page.next_cursor).toBeNull();
  });

  it('sums the filtered movements per kind', async () => {
    expect(totalsByKind(await summary(`user_id=${first.userId}`))).toEqual({
      top_up: [1, 5000],
      admin_top_up: [1, 1000],
      subscription: [1, -700],
      advertising: [1, -300],
      refund: [1, 700],
    });
    expect(totalsByKind(await summary(`user_id=${second.userId}&kind=advertising`))).toEqual({
      advertising: [1, -500],
    });
  });

  it('sums match the ledger itself: totals of every movement and the balances held', async () => {
    const result = await summary();
    const rows = rowsOf<{ kind: string; count: string; amount: string }>(
      await app().db.execute(sql`
      select case when t.type = 'top_up' and t.payment_reference is null then 'admin_top_up'
                  else t.type::text end as kind,
             count(*) as count, sum(e.amount_minor) as amount
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.kind = 'prepaid_balance'
      join ledger_transactions t on t.id = e.transaction_id
      group by 1`),
    );
    expect(totalsByKind(result)).toEqual(
      Object.fromEntries(rows.map((row) => [row.kind, [Number(row.count), Number(row.amount)]])),
    );
    // What holders hold is every prepaid entry summed (the double entry's other side is the platform's).
    const [held] = rowsOf<{ total: string }>(
      await app().db.execute(sql`
        select coalesce(sum(e.amount_minor), 0) as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.kind = 'prepaid_balance'`),
    );
    const eur = result.balances_held.find((row) => row.amount.currency === 'EUR')!;
    expect(eur.amount.amount_minor).toBe(Number(held!.total));
    expect(eur.amount.amount_minor).toBeGreaterThanOrEqual(5700 + 1500);
    expect(eur.accounts).toBeGreaterThanOrEqual(2);
  });

  it('filters by kind, amount and days', async () => {
    const admins = await movements(`user_id=${second.userId}&kind=admin_top_up`);
    expect(admins.items.map((item) => item.amount.amount_minor)).toEqual([2000]);
    const paid = await movements(`user_id=${first.userId}&kind=top_up`);
    expect(paid.items.map((item) => item.kind)).toEqual(['top_up']);

    const midSized = await movements(`user_id=${first.userId}&amount_min=600&amount_max=1000`);
    expect(midSized.items.map((item) => item.amount.amount_minor)).toEqual([700, -700, 1000]);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (await movements(`user_id=${first.userId}&from=${today}&to=${today}`)).items,
    ).toHaveLength(5);
    expect((await movements(`user_id=${first.userId}&from=${tomorrow}`)).items).toHaveLength(0);
    expect(totalsByKind(await summary(`user_id=${first.userId}&from=${tomorrow}`))).toEqual({});
  });

  it('sorts by amount and pages through the order', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await movements(
        `user_id=${first.userId}&sort=amount_desc&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.amount.amount_minor));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([5000, 1000, 700, -300, -700]);
    const ascending = await movements(`user_id=${first.userId}&sort=amount_asc&limit=1`);
    expect(ascending.items[0]!.amount.amount_minor).toBe(-700);
  });

  it('refuses bad filters with 400 VALIDATION', async () => {
    for (const query of [
      'amount_min=900&amount_max=100',
      'cursor=nope',
      'from=2026-02-02&to=2026-01-01',
      'kind=gift',
    ]) {
      const response = await send('GET', `/api/admin/payments/movements?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 'VALIDATION' });
    }
  });

  it('exports the filtered movements as CSV', async () => {
    const response = await send(
      'GET',
      `/api/admin/payments/movements/export?user_id=${first.userId}&amount_min=700&amount_max=700`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Date \(UTC\),Type,/);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Refund', 'Subscription']);
    expect(lines[1]).toContain('7.00');
    expect(lines[2]).toContain('-7.00');
  });
});
