import { notificationList } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { bearer, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
let buyer: SignedIn;
let seller: SignedIn;

const app = () => testApp.app;
const service = () => app().notifications;

beforeAll(async () => {
  testApp = await buildTestApp();
  buyer = await signUpBuyer(app());
  seller = await signUpSeller(app());
});

afterAll(async () => {
  await testApp?.close();
});

async function listOf(who: SignedIn, query = '') {
  const response = await app().inject({
    url: `/api/notifications/me${query}`,
    headers: bearer(who.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return notificationList.parse(response.json());
}

function markViewed(who: SignedIn | null, payload: unknown) {
  return app().inject({
    method: 'PATCH',
    url: '/api/notifications/viewed',
    headers: who ? bearer(who.token) : {},
    payload: payload as Record<string, unknown>,
  });
}

describe('notifications', () => {
  it('lists only the signed-in account’s notifications, newest first', async () => {
    await service().notify(seller.userId, {
      type: 'request',
      code: 'order_placed',
      title: 'New order 1000',
      link: '/profile/cart-history',
      metadata: { order_id: 'x' },
    });
    await service().notify(seller.userId, { type: 'account', title: 'Welcome to Bazaar' });
    await service().notify(buyer.userId, { type: 'account', title: 'Someone else’s' });

    const list = await listOf(seller);
    expect(list.map((n) => n.title)).toEqual(['Welcome to Bazaar', 'New order 1000']);
    expect(list[1]).toMatchObject({
      type: 'request',
      code: 'order_placed',
      link: '/profile/cart-history',
      metadata: { order_id: 'x' },
      viewed: false,
    });
    expect(list[0]!.code).toBeNull();
  });

  it('marks own notifications viewed and leaves other accounts’ alone', async () => {
    const [newest, older] = await listOf(seller);
    const [buyersOwn] = await listOf(buyer);

    const response = await markViewed(seller, [{ id: newest!.id }, { id: buyersOwn!.id }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });

    const unviewed = await listOf(seller, '?only_unviewed=true');
    expect(unviewed.map((n) => n.id)).toEqual([older!.id]);
    expect((await listOf(seller, '?only_unviewed=false')).length).toBe(2);
    expect((await listOf(buyer, '?only_unviewed=true')).map((n) => n.id)).toEqual([buyersOwn!.id]);

    const [stored] = await app()
      .db.select()
      .from(notifications)
      .where(eq(notifications.id, newest!.id));
    expect(stored!.viewedAt).toBeInstanceOf(Date);
  });

  it('answers what came after a notification the client has, for a live client back online', async () => {
    const [newest] = await listOf(seller);
    await service().notify(seller.userId, { type: 'account', title: 'While you were away' });
    await service().notify(seller.userId, { type: 'account', title: 'And this too' });

    const missed = await listOf(seller, `?after=${newest!.id}`);
    expect(missed.map((n) => n.title)).toEqual(['And this too', 'While you were away']);
    expect(await listOf(seller, `?after=${missed[0]!.id}`)).toEqual([]);
    // Another account's notification anchors nothing.
    const [buyersOwn] = await listOf(buyer);
    expect(await listOf(seller, `?after=${buyersOwn!.id}`)).toEqual([]);
  });

  it('refuses visitors and malformed bodies with the error envelope', async () => {
    const anonymous = await app().inject({ url: '/api/notifications/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, error_code: 'UNAUTHORIZED' });

    expect((await markViewed(null, [{ id: crypto.randomUUID() }])).statusCode).toBe(401);
    const empty = await markViewed(seller, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 400, error_code: 'VALIDATION' });
    const notUuid = await markViewed(seller, [{ id: 'nope' }]);
    expect(notUuid.statusCode).toBe(400);

    const badFlag = await app().inject({
      url: '/api/notifications/me?only_unviewed=maybe',
      headers: bearer(seller.token),
    });
    expect(badFlag.statusCode).toBe(400);
  });
});
