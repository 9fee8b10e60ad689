import { randomUUID } from 'node:crypto';
import { notificationList, prepayEntry } from '@bazaar/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import {
  eventually,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { EUR, ledgerTestApp } from './ledger.test-kit';

const { app, send, adminTopUp, signUpSuperAdmin, balanceOf, sumOfAllEntries } = ledgerTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signUpAdmin(app());
});

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
