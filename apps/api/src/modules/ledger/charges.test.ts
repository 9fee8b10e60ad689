import { randomUUID } from 'node:crypto';
import { prepayHistoryPage } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema';
import { type SignedIn, signUpAdmin, signUpSeller } from '../../test/accounts';
import { EUR, ledgerTestApp } from './ledger.test-kit';

const { app, send, adminTopUp, balanceOf, sumOfAllEntries } = ledgerTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signUpAdmin(app());
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

it('keeps the sum of all entries at zero', async () => {
  expect(await sumOfAllEntries()).toBe(0);
});
