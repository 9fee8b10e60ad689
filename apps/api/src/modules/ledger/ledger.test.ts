import { randomUUID } from 'node:crypto';
import { notificationList, prepayBalance, prepayEntry, prepayHistoryPage } from '@bazaar/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, ledgerEntries, users } from '../../db/schema';
import {
  eventually,
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

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAdmin(app());
});

afterAll(async () => {
  await testApp?.close();
});

const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });

function adminTopUp(who: SignedIn, userId: string, amountMinor: number, key = randomUUID()) {
  return send(
    'POST',
    `/api/users/${userId}/balance/top-ups`,
    who,
    { amount_minor: amountMinor, note: 'Welcome credit' },
    { 'idempotency-key': key },
  );
}

async function signUpSuperAdmin(): Promise<SignedIn> {
  const account = await signUpBuyer(app());
  await app()
    .db.update(users)
    .set({ accountType: 'SUPER_ADMIN' })
    .where(eq(users.id, account.userId));
  return { ...account, type: 'SUPER_ADMIN' };
}

async function balanceOf(who: SignedIn): Promise<number> {
  const response = await send('GET', '/api/users/me/balance', who);
  expect(response.statusCode, response.body).toBe(200);
  return prepayBalance.parse(response.json()).balance.amount_minor;
}

async function sumOfAllEntries(): Promise<number> {
  const [row] = await app()
    .db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries);
  return Number(row!.total);
}

describe('administrators top up balances', () => {
  it('credits the balance, records the administrator and answers a repeat with the same entry', async () => {
    const seller = await signUpSeller(app());
    const key = randomUUID();
    const first = await adminTopUp(admin, seller.userId, 2500, key);
    expect(first.statusCode, first.body).toBe(201);
    const entry = prepayEntry.parse(first.json());
    expect(entry).toMatchObject({
      type: 'top_up',
      amount: EUR(2500),
      balance_after: EUR(2500),
      description: 'Welcome credit',
      author: { id: admin.userId },
      account: { id: seller.userId },
    });

    const repeat = await adminTopUp(admin, seller.userId, 2500, key);
    expect(repeat.statusCode).toBe(200);
    expect(prepayEntry.parse(repeat.json()).id).toBe(entry.id);
    expect(await balanceOf(seller)).toBe(2500);
  });

  it('refuses the key with another amount (422) and credits once', async () => {
    const seller = await signUpSeller(app());
    const key = randomUUID();
    expect((await adminTopUp(admin, seller.userId, 2500, key)).statusCode).toBe(201);

    const otherAmount = await adminTopUp(admin, seller.userId, 9900, key);
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json()).toMatchObject({
      status: 422,
      error_code: 'IDEMPOTENCY_KEY_REUSED',
      user_message: expect.stringMatching(/already used for a different request/),
    });
    expect(await balanceOf(seller)).toBe(2500);
    // The first request, repeated unchanged, still answers its entry.
    expect((await adminTopUp(admin, seller.userId, 2500, key)).statusCode).toBe(200);
  });

  it('refuses sellers and buyers, and an account that does not exist', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    expect((await adminTopUp(seller, seller.userId, 1000)).statusCode).toBe(403);
    expect((await adminTopUp(buyer, seller.userId, 1000)).statusCode).toBe(403);
    expect((await adminTopUp(admin, randomUUID(), 1000)).statusCode).toBe(404);
    expect(await balanceOf(seller)).toBe(0);
  });

  it('refuses to top up an administrator’s account, its own or another’s, and records nothing', async () => {
    const other = await signUpAdmin(app());
    const superAdmin = await signUpSuperAdmin();
    const entriesBefore = await sumOfAllEntries();
    for (const [who, recipient] of [
      [admin, admin],
      [admin, other],
      [admin, superAdmin],
      [superAdmin, admin],
      [superAdmin, superAdmin],
    ] as const) {
      const response = await adminTopUp(who, recipient.userId, 100_000);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, error_code: 'FORBIDDEN' });
      expect(await balanceOf(recipient)).toBe(0);
    }
    expect(await sumOfAllEntries()).toBe(entriesBefore);
    const audited = await app()
      .db.select({ id: auditEntries.id })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'balance.top_up'),
          inArray(auditEntries.subjectId, [admin.userId, other.userId, superAdmin.userId]),
        ),
      );
    expect(audited).toEqual([]);
  });

  it('refuses an amount below 1.00 or a missing key with the validation envelope', async () => {
    const seller = await signUpSeller(app());
    const tooSmall = await adminTopUp(admin, seller.userId, 50);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toMatchObject({ status: 400, error_code: 'VALIDATION' });
    const noKey = await send('POST', `/api/users/${seller.userId}/balance/top-ups`, admin, {
      amount_minor: 1000,
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('tells the seller of the top-up', async () => {
    const seller = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 1234);
    const notification = await eventually(async () => {
      const list = notificationList.parse(
        (await send('GET', '/api/notifications/me', seller)).json(),
      );
      return list.find((item) => item.code === 'balance_topped_up');
    });
    expect(notification.title).toBe('Your balance was topped up with €12.34');
    expect(notification.link).toBe('/profile/prepay-history');
  });
});

describe('charges', () => {
  it('takes a charge, refuses one beyond the balance with 403 INSUFFICIENT_BALANCE, and refunds once', async () => {
    const seller = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 1000);
    const charge = await app().ledger.charge({
      userId: seller.userId,
      amount: EUR(700),
      purpose: 'subscription',
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Plan Basic, December',
    });
    expect(charge.balanceAfter).toEqual(EUR(300));

    await expect(
      app().ledger.charge({
        userId: seller.userId,
        amount: EUR(301),
        purpose: 'advertising',
        idempotencyKey: `test:${randomUUID()}`,
        description: 'Clicks',
      }),
    ).rejects.toMatchObject({ status: 403, code: 'INSUFFICIENT_BALANCE' });

    const refund = await app().ledger.refund({
      transactionId: charge.transactionId,
      idempotencyKey: `test:${randomUUID()}`,
    });
    expect(refund.balanceAfter).toEqual(EUR(1000));
    await expect(
      app().ledger.refund({
        transactionId: charge.transactionId,
        idempotencyKey: `test:${randomUUID()}`,
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await balanceOf(seller)).toBe(1000);
  });

  it('never lets concurrent charges take a balance below zero', async () => {
    const seller = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        app().ledger.charge({
          userId: seller.userId,
          amount: EUR(300),
          purpose: 'advertising',
          idempotencyKey: `test:${randomUUID()}`,
          description: 'Clicks on a promoted listing',
        }),
      ),
    );
    const taken = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(taken).toHaveLength(3);
    for (const result of refused) {
      expect(result.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    }
    expect(await balanceOf(seller)).toBe(100);

    const history = prepayHistoryPage.parse(
      (await send('GET', '/api/payments/history?limit=100', seller)).json(),
    );
    // Newest first: each running balance is the one before it plus its amount.
    const oldestFirst = [...history.items].reverse();
    let running = 0;
    for (const entry of oldestFirst) {
      running += entry.amount.amount_minor;
      expect(entry.balance_after.amount_minor).toBe(running);
      expect(entry.balance_after.amount_minor).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers a repeated charge key with the first charge, once', async () => {
    const seller = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 1000);
    const key = `test:${randomUUID()}`;
    const charge = () =>
      app().ledger.charge({
        userId: seller.userId,
        amount: EUR(400),
        purpose: 'subscription',
        idempotencyKey: key,
        description: 'Plan Basic',
      });
    const [first, second, third] = await Promise.all([charge(), charge(), charge()]);
    expect(new Set([first.transactionId, second.transactionId, third.transactionId]).size).toBe(1);
    expect([first, second, third].filter((posting) => !posting.replayed)).toHaveLength(1);
    expect(await balanceOf(seller)).toBe(600);
  });

  it('keeps entries immutable', async () => {
    const seller = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 500);
    await expect(
      app()
        .db.update(ledgerEntries)
        .set({ amountMinor: 1 })
        .where(sql`true`),
    ).rejects.toThrow();
    await expect(
      app()
        .db.delete(ledgerEntries)
        .where(sql`true`),
    ).rejects.toThrow();
  });
});

describe('promotion credits', () => {
  const grant = (userId: string, amountMinor: number, key = `test:${randomUUID()}`) =>
    app().ledger.grantPromotionCredits({
      userId,
      amount: EUR(amountMinor),
      idempotencyKey: key,
      description: 'Promotion credits of plan Business',
    });
  const advertise = (userId: string, amountMinor: number, key = `test:${randomUUID()}`) =>
    app().ledger.charge({
      userId,
      amount: EUR(amountMinor),
      purpose: 'advertising',
      idempotencyKey: key,
      description: 'Advertising: home placement',
    });

  async function transactionSum(transactionId: string): Promise<number> {
    const [row] = await app()
      .db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.transactionId} = ${transactionId}`);
    return Number(row!.total);
  }

  it('pays advertising from the credits first, then the balance, in one balanced transaction', async () => {
    const seller = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 1000);
    const granted = await grant(seller.userId, 500);
    expect(granted).toMatchObject({ credits: EUR(500), expired: EUR(0), replayed: false });

    // Whole from the credits: the balance does not move and the history shows nothing.
    const byCredits = await advertise(seller.userId, 200);
    expect(byCredits).toMatchObject({ entryId: null, balanceAfter: EUR(1000) });
    expect(await app().ledger.promotionCreditsOf(seller.userId)).toEqual(EUR(300));
    expect(await balanceOf(seller)).toBe(1000);

    // Partly: the credits' 3.00, then 4.00 from the balance; the history shows the 4.00.
    const key = `test:${randomUUID()}`;
    const split = await advertise(seller.userId, 700, key);
    expect(split.balanceAfter).toEqual(EUR(600));
    expect(await app().ledger.promotionCreditsOf(seller.userId)).toEqual(EUR(0));
    expect(await transactionSum(split.transactionId)).toBe(0);
    expect(await transactionSum(byCredits.transactionId)).toBe(0);
    const history = prepayHistoryPage.parse(
      (await send('GET', '/api/payments/history?type=advertising', seller)).json(),
    );
    expect(history.items.map((item) => item.amount)).toEqual([EUR(-400)]);

    // A replay answers the first posting, for a split charge and a charge paid by credits.
    const again = await advertise(seller.userId, 700, key);
    expect(again).toMatchObject({
      transactionId: split.transactionId,
      entryId: split.entryId,
      balanceAfter: EUR(600),
      replayed: true,
    });
    const byCreditsKey = `test:${randomUUID()}`;
    await grant(seller.userId, 100);
    const first = await advertise(seller.userId, 50, byCreditsKey);
    await adminTopUp(admin, seller.userId, 100);
    expect(await advertise(seller.userId, 50, byCreditsKey)).toMatchObject({
      transactionId: first.transactionId,
      entryId: null,
      balanceAfter: EUR(600),
      replayed: true,
    });
    expect(await balanceOf(seller)).toBe(700);
  });

  it('refuses with INSUFFICIENT_BALANCE only when the credits and the balance together are short', async () => {
    const seller = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 300);
    await grant(seller.userId, 200);
    await expect(advertise(seller.userId, 501)).rejects.toMatchObject({
      status: 403,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await app().ledger.promotionCreditsOf(seller.userId)).toEqual(EUR(200));
    const all = await advertise(seller.userId, 500);
    expect(all.balanceAfter).toEqual(EUR(0));
    expect(await app().ledger.promotionCreditsOf(seller.userId)).toEqual(EUR(0));
  });

  it('expires the previous rest at the next grant and answers a repeated grant once', async () => {
    const seller = await signUpSeller(app());
    const first = await grant(seller.userId, 500);
    await advertise(seller.userId, 150);
    const key = `test:${randomUUID()}`;
    const renewal = await grant(seller.userId, 500, key);
    expect(renewal).toMatchObject({ expired: EUR(350), credits: EUR(500), replayed: false });
    expect(await transactionSum(renewal.transactionId!)).toBe(0);
    expect(await transactionSum(first.transactionId!)).toBe(0);
    const repeat = await grant(seller.userId, 500, key);
    expect(repeat).toEqual({ ...renewal, replayed: true });
    expect(await app().ledger.promotionCreditsOf(seller.userId)).toEqual(EUR(500));
    // Grants and expiries never show in the prepay history.
    const history = prepayHistoryPage.parse(
      (await send('GET', '/api/payments/history', seller)).json(),
    );
    expect(history.items).toEqual([]);
  });

  it('refunds a charge paid by credits back to the credits', async () => {
    const seller = await signUpSeller(app());
    await grant(seller.userId, 300);
    const charge = await advertise(seller.userId, 300);
    const refund = await app().ledger.refund({
      transactionId: charge.transactionId,
      idempotencyKey: `test:${randomUUID()}`,
    });
    expect(refund.entryId).toBeNull();
    expect(await app().ledger.promotionCreditsOf(seller.userId)).toEqual(EUR(300));
  });
});

describe('the prepay history', () => {
  it('shows a seller only their own entries, and administrators anyone’s, filterable', async () => {
    const seller = await signUpSeller(app());
    const other = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 1100);
    await adminTopUp(admin, other.userId, 2200);

    const own = prepayHistoryPage.parse(
      (await send('GET', '/api/payments/history', seller)).json(),
    );
    expect(own.items.map((entry) => entry.account.id)).toEqual([seller.userId]);

    const peek = await send('GET', `/api/payments/history?user_id=${other.userId}`, seller);
    expect(peek.statusCode).toBe(403);
    const otherEntry = prepayHistoryPage.parse(
      (await send('GET', `/api/payments/history?user_id=${other.userId}`, admin)).json(),
    ).items[0]!;
    expect(otherEntry.amount).toEqual(EUR(2200));
    expect((await send('GET', `/api/payments/history/${otherEntry.id}`, seller)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/api/payments/history/${otherEntry.id}`, other)).statusCode).toBe(
      200,
    );
    expect((await send('GET', `/api/users/${other.userId}/balance`, seller)).statusCode).toBe(403);

    const all = prepayHistoryPage.parse(
      (await send('GET', '/api/payments/history?type=top_up&limit=100', admin)).json(),
    );
    expect(all.items.map((entry) => entry.account.id)).toEqual(
      expect.arrayContaining([seller.userId, other.userId]),
    );
    const none = prepayHistoryPage.parse(
      (
        await send('GET', `/api/payments/history?type=refund&user_id=${seller.userId}`, admin)
      ).json(),
    );
    expect(none.items).toEqual([]);
  });

  it('exports the entries as CSV', async () => {
    const seller = await signUpSeller(app());
    await adminTopUp(admin, seller.userId, 4550);
    const response = await send('GET', '/api/payments/history/export', seller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Top-up,Welcome credit,');
    expect(lines[1]).toContain(',45.50,45.50,EUR,');
  });

  it('pages with a cursor and refuses a forged one', async () => {
    const seller = await signUpSeller(app());
    for (const amount of [100, 200, 300]) await adminTopUp(admin, seller.userId, amount);
    const first = prepayHistoryPage.parse(
      (await send('GET', '/api/payments/history?limit=2', seller)).json(),
    );
    expect(first.items.map((entry) => entry.amount.amount_minor)).toEqual([300, 200]);
    const second = prepayHistoryPage.parse(
      (
        await send('GET', `/api/payments/history?limit=2&cursor=${first.next_cursor}`, seller)
      ).json(),
    );
    expect(second.items.map((entry) => entry.amount.amount_minor)).toEqual([100]);
    expect(second.next_cursor).toBeNull();
    expect((await send('GET', '/api/payments/history?cursor=abc', seller)).statusCode).toBe(400);
  });
});

it('keeps the sum of all entries at zero', async () => {
  expect(await sumOfAllEntries()).toBe(0);
});
