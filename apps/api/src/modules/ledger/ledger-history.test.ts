import { prepayHistoryPage } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUpAdmin, signUpSeller } from '../../test/accounts';
import { EUR, ledgerTestApp } from './ledger.test-kit';

const { app, send, adminTopUp } = ledgerTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signUpAdmin(app());
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
