import { randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  feedback as feedbackSchema,
  listingCardPage,
  listingDetail,
  myFeedbacks,
  notificationList,
  order as orderSchema,
  publicOwnerProfile,
  sellerFeedbacks,
  type Order,
} from '@bazaar/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, sellerRatings } from '../../db/schema';
import {
  eventually,
  requestSender,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing, type ListingFixture } from '../../test/cart-fixtures';

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

function expectEnvelope(response: Awaited<ReturnType<typeof send>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return errorEnvelopeSchema.parse(response.json());
}

/** The buyer orders the listing (pickup) from its seller. */
async function placeOrder(buyer: SignedIn, listing: ListingFixture, seller: SignedIn) {
  const added = await send(
    'POST',
    '/api/carts/items',
    buyer,
    { product_id: listing.id, quantity: 1 },
    { 'idempotency-key': randomUUID() },
  );
  expect(added.statusCode, added.body).toBe(200);
  const response = await send(
    'POST',
    `/api/carts/${seller.userId}/checkout`,
    buyer,
    { contact: { name: 'Greta Lange', email: buyer.email }, fulfilment: 'pickup', note: '' },
    { 'idempotency-key': randomUUID() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return orderSchema.parse(response.json());
}

async function moveOrder(seller: SignedIn, order: Order, status: 'accepted' | 'fulfilled') {
  const response = await send('PATCH', `/api/orders/${order.id}/status`, seller, { status });
  expect(response.statusCode, response.body).toBe(200);
}

/** An order of the buyer that the seller has fulfilled. */
async function fulfilledOrder(buyer: SignedIn, seller: SignedIn, title?: string) {
  const listing = await insertListing(app(), seller.userId, { title });
  const order = await placeOrder(buyer, listing, seller);
  await moveOrder(seller, order, 'accepted');
  await moveOrder(seller, order, 'fulfilled');
  return { order, listing };
}

const review = (who: SignedIn, body: Record<string, unknown>) =>
  send('POST', '/api/feedbacks', who, body);

async function reviewOrder(who: SignedIn, order: Order, rating: number, text = 'Quick and kind.') {
  const response = await review(who, { order_id: order.id, rating, text });
  expect(response.statusCode, response.body).toBe(201);
  return feedbackSchema.parse(response.json());
}

async function mine(who: SignedIn) {
  const response = await send('GET', '/api/users/me/feedbacks', who);
  expect(response.statusCode, response.body).toBe(200);
  return myFeedbacks.parse(response.json());
}

/** The kept rating row, and the rating counted from the visible reviews: they must match. */
async function ratingRows(sellerId: string) {
  const [kept] = await app()
    .db.select({ reviews: sellerRatings.reviews, stars: sellerRatings.stars })
    .from(sellerRatings)
    .where(eq(sellerRatings.sellerId, sellerId));
  const [counted] = await app()
    .db.select({
      reviews: sql<number>`count(*)::int`,
      stars: sql<number>`coalesce(sum(${feedbacks.rating}), 0)::int`,
    })
    .from(feedbacks)
    .where(and(eq(feedbacks.sellerId, sellerId), isNull(feedbacks.hiddenAt)));
  return { kept, counted };
}

describe('feedbacks', () => {
  it('let the buyer review a fulfilled order once, and keep the rating on cards and pages', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const { order, listing } = await fulfilledOrder(buyer, seller, 'Brass ship lamp');

    expect((await mine(buyer)).awaiting).toEqual([
      expect.objectContaining({
        subject: { kind: 'order', id: order.id, number: order.number, title: 'Brass ship lamp' },
        seller: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
      }),
    ]);

    const written = await reviewOrder(buyer, order, 4, 'Lovely lamp, well packed.');
    expect(written).toMatchObject({
      subject: { kind: 'order', id: order.id, number: order.number, title: 'Brass ship lamp' },
      seller: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
      buyer: { id: buyer.userId, display_name: 'Greta Lange' },
      rating: 4,
      text: 'Lovely lamp, well packed.',
      reply: null,
      hidden: null,
    });

    const again = expectEnvelope(
      await review(buyer, { order_id: order.id, rating: 1, text: 'x' }),
      409,
    );
    expect(again.error_code).toBe('CONFLICT');
    expect(
      await app().db.select().from(feedbacks).where(eq(feedbacks.orderId, order.id)),
    ).toHaveLength(1);

    const second = await fulfilledOrder(buyer, seller);
    await reviewOrder(buyer, second.order, 5);
    const rating = { average: 4.5, count: 2 };

    const afterwards = await mine(buyer);
    expect(afterwards.awaiting).toEqual([]);
    expect(afterwards.written.map((item) => item.rating)).toEqual([5, 4]);
    expect((await mine(seller)).received).toHaveLength(2);
    expect((await mine(seller)).rating).toEqual(rating);

    const owner = publicOwnerProfile.parse(
      (await send('GET', `/api/owners/${seller.userId}`)).json(),
    );
    expect(owner.rating).toEqual(rating);
    const item = listingDetail.parse((await send('GET', `/api/products/${listing.id}`)).json());
    expect(item.seller.rating).toEqual(rating);
    const cards = listingCardPage.parse(
      (await send('GET', `/api/listings?owner=${seller.userId}`)).json(),
    );
    expect(cards.items.map((card) => card.seller.rating)).toEqual([rating, rating]);
    const shown = sellerFeedbacks.parse(
      (await send('GET', `/api/owners/${seller.userId}/feedbacks`)).json(),
    );
    expect(shown.rating).toEqual(rating);
    expect(shown.items.map((item) => item.text)).toEqual([
      'Quick and kind.',
      'Lovely lamp, well packed.',
    ]);

    const { kept, counted } = await ratingRows(seller.userId);
    expect(kept).toEqual(counted);
    expect(kept).toEqual({ reviews: 2, stars: 9 });
  });

  it('are refused for orders not fulfilled, not the reviewer’s, or with bad input', async () => {
    const buyer = await signUpBuyer(app());
    const other = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const listing = await insertListing(app(), seller.userId);
    const placed = await placeOrder(buyer, listing, seller);

    const notYet = expectEnvelope(
      await review(buyer, { order_id: placed.id, rating: 5, text: 'Great' }),
      403,
    );
    expect(notYet.user_message).toMatch(/once the seller has fulfilled it/);
    await moveOrder(seller, placed, 'accepted');
    await moveOrder(seller, placed, 'fulfilled');
    expectEnvelope(await review(other, { order_id: placed.id, rating: 5, text: 'Great' }), 403);
    expectEnvelope(await review(seller, { order_id: placed.id, rating: 5, text: 'Great' }), 403);
    expectEnvelope(await review(buyer, { order_id: randomUUID(), rating: 5, text: 'Great' }), 403);

    for (const body of [
      { order_id: placed.id, rating: 0, text: 'Great' },
      { order_id: placed.id, rating: 6, text: 'Great' },
      { order_id: placed.id, rating: 4.5, text: 'Great' },
      { order_id: placed.id, rating: 5, text: '   ' },
      { order_id: placed.id, rating: 5, text: 'x'.repeat(2_001) },
      { rating: 5, text: 'Great' },
      { order_id: placed.id, reservation_id: randomUUID(), rating: 5, text: 'Great' },
    ]) {
      expect(expectEnvelope(await review(buyer, body), 400).error_code).toBe('VALIDATION');
    }
    expectEnvelope(
      await send('POST', '/api/feedbacks', undefined, {
        order_id: placed.id,
        rating: 5,
        text: 'Great',
      }),
      401,
    );
    expectEnvelope(await review(admin, { order_id: placed.id, rating: 5, text: 'Great' }), 403);
    expect(await app().db.select().from(feedbacks).where(eq(feedbacks.orderId, placed.id))).toEqual(
      [],
    );
  });

  it('take one reply, from the seller reviewed only, who is notified of the review', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const otherSeller = await signUpSeller(app());
    const { order } = await fulfilledOrder(buyer, seller);
    const written = await reviewOrder(buyer, order, 2, 'Arrived late.');

    const notice = await eventually(async () => {
      const list = notificationList.parse(
        (await send('GET', '/api/notifications/me', seller)).json(),
      );
      return list.find((item) => item.code === 'feedback_received');
    });
    expect(notice).toMatchObject({
      type: 'request',
      title: 'New review: 2 stars',
      link: '/profile/feedbacks',
    });

    const replyTo = (who: SignedIn, text = 'Sorry, the courier was slow.') =>
      send('PUT', `/api/feedbacks/${written.id}/reply`, who, { text });
    expectEnvelope(await replyTo(buyer), 403);
    expectEnvelope(await replyTo(otherSeller), 403);
    const replied = await replyTo(seller);
    expect(replied.statusCode, replied.body).toBe(200);
    expect(feedbackSchema.parse(replied.json()).reply).toBe('Sorry, the courier was slow.');
    expect(expectEnvelope(await replyTo(seller, 'Second thoughts'), 409).error_code).toBe(
      'CONFLICT',
    );
    expectEnvelope(
      await send('PUT', `/api/feedbacks/${randomUUID()}/reply`, seller, { text: 'Hi' }),
      404,
    );

    const received = (await mine(seller)).received;
    expect(received.map((item) => item.reply)).toEqual(['Sorry, the courier was slow.']);
  });

  it('are reported by signed-in accounts and hidden by administrators only, leaving the rating', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const bystander = await signUpBuyer(app());
    const { order } = await fulfilledOrder(buyer, seller);
    const kept = await reviewOrder(buyer, (await fulfilledOrder(buyer, seller)).order, 5);
    const written = await reviewOrder(buyer, order, 1, 'Rude words here.');

    const report = (who: SignedIn | undefined) =>
      send('POST', `/api/feedbacks/${written.id}/reports`, who, { reason: 'Offensive' });
    expect((await report(seller)).statusCode).toBe(204);
    expect((await report(bystander)).statusCode).toBe(204);
    expect((await report(bystander)).statusCode).toBe(204);
    expectEnvelope(await report(buyer), 403);
    expectEnvelope(await report(undefined), 401);

    const hide = (who: SignedIn) =>
      send('PUT', `/api/admin/feedbacks/${written.id}/hidden`, who, {
        reason: 'Insulting language',
      });
    expectEnvelope(await hide(seller), 403);
    expectEnvelope(await hide(buyer), 403);
    expect((await ratingRows(seller.userId)).kept).toEqual({ reviews: 2, stars: 6 });

    const hidden = await hide(admin);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(feedbackSchema.parse(hidden.json()).hidden?.reason).toBe('Insulting language');
    expectEnvelope(await hide(admin), 409);

    const { kept: rating, counted } = await ratingRows(seller.userId);
    expect(rating).toEqual(counted);
    expect(rating).toEqual({ reviews: 1, stars: 5 });
    const shown = sellerFeedbacks.parse(
      (await send('GET', `/api/owners/${seller.userId}/feedbacks`)).json(),
    );
    expect(shown).toMatchObject({ rating: { average: 5, count: 1 } });
    expect(shown.items.map((item) => item.id)).toEqual([kept.id]);
    expect((await mine(buyer)).written.find((item) => item.id === written.id)?.hidden?.reason).toBe(
      'Insulting language',
    );

    const told = await eventually(async () => {
      const list = notificationList.parse(
        (await send('GET', '/api/notifications/me', buyer)).json(),
      );
      return list.find((item) => item.code === 'feedback_hidden');
    });
    expect(told).toMatchObject({ type: 'account', body: 'Insulting language' });
  });

  it('leave the seller unnotified when they want orders and requests neither in the app nor by mail', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const off = await send('PUT', '/api/notifications/preferences', seller, {
      request: { in_app: false, mail: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { order } = await fulfilledOrder(buyer, seller);
    await reviewOrder(buyer, order, 3);
    const list = notificationList.parse(
      (await send('GET', '/api/notifications/me', seller)).json(),
    );
    expect(list.filter((item) => item.code === 'feedback_received')).toEqual([]);
  });
});
