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
  reportedFeedbackPage,
  reservation as reservationSchema,
  sellerFeedbacks,
  serviceSlotList,
  type Order,
} from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, sellerRatings } from '../../db/schema';
import {
  eventually,
  requestSender,
  signIn,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { dailySchedule } from '../../test/booking-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing, type ListingFixture } from '../../test/cart-fixtures';
import { createTestClock } from '../../test/test-clock';

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let admin: SignedIn;
/** Moved past a reserved slot's start, so that its provider may mark it completed. */
const clock = createTestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
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

/** A confirmed reservation of the customer for tomorrow's first slot of a new service of the provider. */
async function confirmedReservation(customer: SignedIn, provider: SignedIn) {
  const listing = await insertListing(app(), provider.userId, {
    section: 'services',
    title: 'Piano lesson',
  });
  const saved = await send(
    'PUT',
    `/api/services/${listing.id}/schedule`,
    provider,
    dailySchedule(),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const day = DateTime.fromJSDate(clock.now(), { zone: 'Europe/Berlin' })
    .plus({ days: 1 })
    .toISODate()!;
  const slots = await send(
    'GET',
    `/api/services/${listing.id}/slots?from=${day}&to=${day}`,
    customer,
  );
  expect(slots.statusCode, slots.body).toBe(200);
  const [slot] = serviceSlotList.parse(slots.json());
  const made = await send('POST', `/api/services/slots/${slot!.id}/reservations`, customer, {
    seats: 1,
    note: '',
    idempotency_key: randomUUID(),
  });
  expect(made.statusCode, made.body).toBe(201);
  return reservationSchema.parse(made.json());
}

const setReservationStatus = (who: SignedIn, id: string, status: string) =>
  send('PATCH', `/api/services/reservations/${id}`, who, { status });

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

  it('let the customer review a completed reservation once, and its provider reply once', async () => {
    const customer = await signUpBuyer(app());
    const provider = await signUpSeller(app());
    const made = await confirmedReservation(customer, provider);
    const unfinished = await confirmedReservation(customer, provider);
    expect(made.status).toBe('confirmed');

    const early = expectEnvelope(
      await review(customer, { reservation_id: made.id, rating: 5, text: 'Great' }),
      403,
    );
    expect(early.user_message).toMatch(/once it has taken place/);
    expect(
      expectEnvelope(await setReservationStatus(provider, made.id, 'completed'), 409).user_message,
    ).toMatch(/once its slot has begun/);

    clock.advance(3 * 24 * 3_600_000);
    try {
      // The provider's access token has expired by then: a fresh sign-in.
      const later = await signIn(app(), provider.email, provider.password);
      const completed = await setReservationStatus(later, made.id, 'completed');
      expect(completed.statusCode, completed.body).toBe(200);
    } finally {
      clock.reset();
    }

    expect((await mine(customer)).awaiting).toEqual([
      expect.objectContaining({
        subject: { kind: 'reservation', id: made.id, number: made.number, title: 'Piano lesson' },
        seller: { id: provider.userId, display_name: 'Harbour Goods GmbH' },
      }),
    ]);
    const written = await review(customer, {
      reservation_id: made.id,
      rating: 5,
      text: 'Patient and precise.',
    });
    expect(written.statusCode, written.body).toBe(201);
    const shown = feedbackSchema.parse(written.json());
    expect(shown).toMatchObject({
      subject: { kind: 'reservation', id: made.id, number: made.number, title: 'Piano lesson' },
      seller: { id: provider.userId },
      buyer: { id: customer.userId },
      rating: 5,
      reply: null,
    });

    const again = expectEnvelope(
      await review(customer, { reservation_id: made.id, rating: 1, text: 'Changed my mind' }),
      409,
    );
    expect(again.user_message).toBe('You have already reviewed this booking.');
    const notCompleted = expectEnvelope(
      await review(customer, { reservation_id: unfinished.id, rating: 4, text: 'Fine' }),
      403,
    );
    expect(notCompleted.user_message).toMatch(/once it has taken place/);
    expectEnvelope(
      await review(provider, { reservation_id: made.id, rating: 5, text: 'Me, myself' }),
      403,
    );

    const replyTo = (text: string) =>
      send('PUT', `/api/feedbacks/${shown.id}/reply`, provider, { text });
    const replied = await replyTo('Thank you, see you next week.');
    expect(replied.statusCode, replied.body).toBe(200);
    expect(feedbackSchema.parse(replied.json()).reply).toBe('Thank you, see you next week.');
    expectEnvelope(await replyTo('Once more'), 409);
    expectEnvelope(
      await send('PUT', `/api/feedbacks/${shown.id}/reply`, customer, { text: 'Me too' }),
      403,
    );

    const afterwards = await mine(customer);
    expect(afterwards.awaiting).toEqual([]);
    expect(afterwards.written.map((item) => item.reply)).toEqual(['Thank you, see you next week.']);
    expect((await mine(provider)).rating).toEqual({ average: 5, count: 1 });
    expect(
      await app().db.select().from(feedbacks).where(eq(feedbacks.reservationId, made.id)),
    ).toHaveLength(1);
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

  it('reach administrators as a paged list of reported reviews, the most recently reported first', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const bystander = await signUpBuyer(app());
    const older = await reviewOrder(
      buyer,
      (await fulfilledOrder(buyer, seller)).order,
      1,
      'Awful.',
    );
    const newer = await reviewOrder(buyer, (await fulfilledOrder(buyer, seller)).order, 2, 'Bad.');
    await reviewOrder(buyer, (await fulfilledOrder(buyer, seller)).order, 5, 'Unreported.');

    const report = async (who: SignedIn, id: string, reason: string) => {
      const response = await send('POST', `/api/feedbacks/${id}/reports`, who, { reason });
      expect(response.statusCode, response.body).toBe(204);
      clock.advance(1_000);
    };
    await report(seller, older.id, 'Not true');
    await report(seller, newer.id, 'Made up');
    await report(bystander, older.id, 'Offensive');

    const list = async (who: SignedIn | undefined, query = '') =>
      send('GET', `/api/admin/feedbacks/reports${query}`, who);
    expectEnvelope(await list(undefined), 401);
    expectEnvelope(await list(seller), 403);
    expectEnvelope(await list(buyer), 403);
    expect(expectEnvelope(await list(admin, '?limit=0'), 400).error_code).toBe('VALIDATION');

    const first = await list(admin, '?limit=1');
    expect(first.statusCode, first.body).toBe(200);
    const page = reportedFeedbackPage.parse(first.json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      feedback: { id: older.id, text: 'Awful.', hidden: null },
      report_count: 2,
      reports: [
        { reason: 'Offensive', reporter: { id: bystander.userId, display_name: 'Greta Lange' } },
        { reason: 'Not true', reporter: { id: seller.userId, display_name: 'Harbour Goods GmbH' } },
      ],
    });
    expect(page.next_cursor).not.toBeNull();
    const second = reportedFeedbackPage.parse(
      (await list(admin, `?limit=1&cursor=${page.next_cursor}`)).json(),
    );
    expect(second.items.map((item) => [item.feedback.id, item.report_count])).toEqual([
      [newer.id, 1],
    ]);
    // Earlier tests of this file reported reviews too (one hidden); they come after these.
    const mineOnly = (items: { feedback: { id: string } }[]) =>
      items.map((item) => item.feedback.id).filter((id) => id === older.id || id === newer.id);

    const hidden = await send('PUT', `/api/admin/feedbacks/${older.id}/hidden`, admin, {
      reason: 'Insulting language',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const open = reportedFeedbackPage.parse((await list(admin)).json());
    expect(mineOnly(open.items)).toEqual([newer.id]);
    expect(open.items.every((item) => item.feedback.hidden === null)).toBe(true);
    const all = reportedFeedbackPage.parse((await list(admin, '?state=all')).json());
    expect(mineOnly(all.items)).toEqual([older.id, newer.id]);
    expect(all.items[0]?.feedback.hidden?.reason).toBe('Insulting language');
    clock.reset();
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
