import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  followedSellers,
  followState,
  notificationList,
} from '@bazaar/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerFollows, users } from '../../db/schema';
import {
  eventually,
  requestSender,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addProduct, editProduct } from '../../test/saved-listings';

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const follow = (who: SignedIn | undefined, sellerId: string) =>
  send('PUT', `/api/users/me/followed-sellers/${sellerId}`, who);
const unfollow = (who: SignedIn, sellerId: string) =>
  send('DELETE', `/api/users/me/followed-sellers/${sellerId}`, who);

async function myPeople(who: SignedIn) {
  const response = await send('GET', '/api/users/me/followed-sellers', who);
  expect(response.statusCode, response.body).toBe(200);
  return followedSellers.parse(response.json()).items;
}

async function isFollowing(who: SignedIn, sellerId: string) {
  const response = await send('GET', `/api/users/me/followed-sellers/${sellerId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return followState.parse(response.json()).following;
}

async function publishedNotices(who: SignedIn) {
  const response = await send('GET', '/api/notifications/me', who);
  expect(response.statusCode, response.body).toBe(200);
  return notificationList
    .parse(response.json())
    .filter((item) => item.code === 'followed_seller_published');
}

describe('my people', () => {
  it('follows and unfollows sellers idempotently, listing them with their newest listings', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const older = await addProduct(app(), seller, { title: 'Rope basket' });
    const newer = await addProduct(app(), seller, { title: 'Sea glass bowl' });

    expect(await isFollowing(buyer, seller.userId)).toBe(false);
    expect((await follow(buyer, seller.userId)).statusCode).toBe(204);
    expect((await follow(buyer, seller.userId)).statusCode).toBe(204);
    expect(await isFollowing(buyer, seller.userId)).toBe(true);

    const [followed, ...others] = await myPeople(buyer);
    expect(others).toEqual([]);
    expect(followed).toMatchObject({
      id: seller.userId,
      display_name: 'Harbour Goods GmbH',
      rating: null,
    });
    expect(followed!.newest_listings.map((card) => card.id)).toEqual([newer.id, older.id]);

    expect((await unfollow(buyer, seller.userId)).statusCode).toBe(204);
    expect((await unfollow(buyer, seller.userId)).statusCode).toBe(204);
    expect(await isFollowing(buyer, seller.userId)).toBe(false);
    expect(await myPeople(buyer)).toEqual([]);
  });

  it('is for buyers, following sellers visitors can see, not themselves', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const paused = await signUpSeller(app());
    await app().db.update(users).set({ status: 'paused' }).where(eq(users.id, paused.userId));

    const envelope = async (response: Awaited<ReturnType<typeof send>>, status: number) => {
      expect(response.statusCode, response.body).toBe(status);
      return errorEnvelopeSchema.parse(response.json());
    };
    await envelope(await follow(undefined, seller.userId), 401);
    await envelope(await follow(seller, buyer.userId), 403);
    await envelope(await send('GET', '/api/users/me/followed-sellers', seller), 403);
    await envelope(await follow(buyer, paused.userId), 404);
    await envelope(await follow(buyer, randomUUID()), 404);
    await envelope(await follow(buyer, buyer.userId), 403);
    await envelope(await follow(buyer, 'not-an-id'), 400);
    const [stored] = await app()
      .db.select({ value: count() })
      .from(sellerFollows)
      .where(eq(sellerFollows.followerId, buyer.userId));
    expect(stored!.value).toBe(0);
  });

  it('tells followers, and only them, when a followed seller publishes a listing, once', async () => {
    const seller = await signUpSeller(app());
    const otherSeller = await signUpSeller(app());
    const follower = await signUpBuyer(app());
    const secondFollower = await signUpBuyer(app());
    const stranger = await signUpBuyer(app());
    const followsOther = await signUpBuyer(app());
    for (const who of [follower, secondFollower]) await follow(who, seller.userId);
    await follow(followsOther, otherSeller.userId);

    const draft = await addProduct(app(), seller, {
      title: 'Driftwood shelf',
      draft_state: 'draft',
    });
    const published = await addProduct(app(), seller, { title: 'Harbour print' });

    for (const who of [follower, secondFollower]) {
      const notices = await eventually(async () => {
        const found = await publishedNotices(who);
        return found.length > 0 ? found : undefined;
      }, 15_000);
      expect(notices).toEqual([
        expect.objectContaining({
          type: 'request',
          title: 'Harbour Goods GmbH published “Harbour print”',
          link: `/shophub/item/${published.id}`,
        }),
      ]);
    }

    // The draft sent later is published then; editing a published listing tells no one again.
    await editProduct(app(), seller, draft.id, { title: 'Driftwood shelf', draft_state: 'sent' });
    await editProduct(app(), seller, published.id, { title: 'Harbour print, framed' });
    const titles = await eventually(async () => {
      const found = (await publishedNotices(follower)).map((item) => item.title);
      return found.length >= 2 ? found : undefined;
    }, 15_000);
    expect(titles).toEqual([
      'Harbour Goods GmbH published “Driftwood shelf”',
      'Harbour Goods GmbH published “Harbour print”',
    ]);
    expect(await publishedNotices(stranger)).toEqual([]);
    expect(await publishedNotices(followsOther)).toEqual([]);
  });

  it('respects a follower who wants orders and requests neither in the app nor by mail', async () => {
    const seller = await signUpSeller(app());
    const quiet = await signUpBuyer(app());
    const told = await signUpBuyer(app());
    const off = await send('PUT', '/api/notifications/preferences', quiet, {
      request: { in_app: false, mail: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    for (const who of [quiet, told]) await follow(who, seller.userId);
    await addProduct(app(), seller, { title: 'Net float lamp' });
    await eventually(async () => {
      const found = await publishedNotices(told);
      return found.length > 0 ? found : undefined;
    }, 15_000);
    expect(await publishedNotices(quiet)).toEqual([]);
  });
});
