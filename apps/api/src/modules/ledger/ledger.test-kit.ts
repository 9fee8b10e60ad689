import { randomUUID } from 'node:crypto';
import { prepayBalance } from '@bazaar/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ledgerEntries } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';
import { requestSender, type SignedIn, signUpBuyer } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

export const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });

/**
 * The api a ledger test file runs against, built in the file's `beforeAll`, and the steps of
 * filling and reading balances (each file boots one app: the cases of one use case share it).
 */
export function ledgerTestApp() {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const send = requestSender(app);

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

  return { app, send, adminTopUp, signUpSuperAdmin, balanceOf, sumOfAllEntries };
}
