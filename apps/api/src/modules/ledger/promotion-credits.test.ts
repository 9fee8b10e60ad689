import { randomUUID } from 'node:crypto';
import { prepayHistoryPage } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema';
import { type SignedIn, signUpAdmin, signUpSeller } from '../../test/accounts';
import { EUR, ledgerTestApp } from './ledger.test-kit';

const { app, send, adminTopUp, balanceOf } = ledgerTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signUpAdmin(app());
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
