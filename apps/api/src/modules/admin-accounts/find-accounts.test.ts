import { adminAccountPage, type AdminAccountListQuery } from '@bazaar/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  requestSender,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  uniqueEmail,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
let testApp: TestApp;
let app: App;
let admin: SignedIn;
const send = requestSender(() => app);

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  app = testApp.app;
  admin = await signUpAdmin(app);
});

afterAll(async () => {
  await testApp?.close();
});

afterEach(() => clock.reset());

async function listed(query: AdminAccountListQuery, who: SignedIn = admin) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await send('GET', `/api/admin/users?${params}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return adminAccountPage.parse(response.json());
}

const block = (who: SignedIn, id: string, reason = 'Selling counterfeit watches') =>
  send('POST', `/api/admin/users/${id}/block`, who, { reason });

describe('the account list', () => {
  it('searches by name and email, filters by type, status, sign-up day and division, and pages', async () => {
    const tag = `quill${Date.now().toString(36)}`;
    clock.advance(-3 * 86_400_000);
    const early = await signUpBuyer(app, uniqueEmail(`${tag}-early`));
    clock.reset();
    const seller = await signUpSeller(app, uniqueEmail(`${tag}-seller`));
    const fleaSeller = await signUpBuyer(app, uniqueEmail(`${tag}-flea`));
    const blocked = await signUpBuyer(app, uniqueEmail(`${tag}-blocked`));
    await insertListing(app, seller.userId, { section: 'catalog' });
    await insertListing(app, fleaSeller.userId, { section: 'flea-market' });
    expect((await block(admin, blocked.userId)).statusCode).toBe(204);

    const all = await listed({ search: tag, sort: 'email' });
    expect(all.items.map((row) => row.id)).toEqual(
      [early, seller, fleaSeller, blocked]
        .sort((a, b) => a.email.localeCompare(b.email))
        .map((who) => who.userId),
    );
    expect((await listed({ search: tag, type: 'SELLER' })).items.map((row) => row.id)).toEqual([
      seller.userId,
    ]);
    expect((await listed({ search: tag, status: 'blocked' })).items.map((row) => row.id)).toEqual([
      blocked.userId,
    ]);
    expect(
      (await listed({ search: tag, section: 'flea-market' })).items.map((row) => row.id),
    ).toEqual([fleaSeller.userId]);
    const today = new Date().toISOString().slice(0, 10);
    const before = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await listed({ search: tag, signed_up_to: before })).items.map((row) => row.id),
    ).toEqual([early.userId]);
    expect((await listed({ search: tag, signed_up_from: today })).items).toHaveLength(3);
    // The seller's business name is searched too.
    expect(
      (await listed({ search: 'Harbour Goods', type: 'SELLER' })).items.map((row) => row.id),
    ).toContain(seller.userId);

    for (const sort of ['newest', 'oldest', 'email'] as const) {
      const whole = (await listed({ search: tag, sort })).items.map((row) => row.id);
      const first = await listed({ search: tag, sort, limit: 3 });
      expect(first.next_cursor).not.toBeNull();
      const second = await listed({ search: tag, sort, limit: 3, cursor: first.next_cursor! });
      expect(second.next_cursor).toBeNull();
      expect([...first.items, ...second.items].map((row) => row.id)).toEqual(whole);
    }
    expect((await listed({ search: tag, sort: 'oldest' })).items[0]!.id).toBe(early.userId);
  });

  it('refuses a made-up cursor with a 400 naming the field', async () => {
    const response = await send('GET', '/api/admin/users?cursor=bm9wZQ', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('VALIDATION');
  });
});
