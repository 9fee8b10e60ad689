import { randomUUID } from 'node:crypto';
import {
  cartList,
  notificationList,
  order as orderSchema,
  orderPage,
  type CheckoutBody,
  type Order,
} from '@bazaar/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, orders } from '../../db/schema';
import {
  eventually,
  requestSender,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  insertListing,
  listingStock,
  updateListing,
  variantStock,
  type ListingFixture,
} from '../../test/cart-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

const PUBLIC_URL = 'https://bazaar.example.test';
let testApp: TestApp;
let mailCatcher: MailCatcher;
const app = () => testApp.app;
let admin: SignedIn;

beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  testApp = await buildTestApp({ env: { SMTP_URL: mailCatcher.url, PUBLIC_URL } });
  admin = await signUpAdmin(app());
});

afterAll(async () => {
  await testApp?.close();
  await mailCatcher?.close();
});

const send = requestSender(app);

const newKey = () => `checkout-${randomUUID()}`;

const pickup = (overrides: Partial<CheckoutBody> = {}): CheckoutBody => ({
  contact: { name: 'Greta Lange', email: 'greta@example.test', phone: '+49 30 1234567' },
  fulfilment: 'pickup',
  note: 'Please ring twice.',
  ...overrides,
});

function checkout(who: SignedIn, sellerId: string, key: string | null, body = pickup()) {
  return send(
    'POST',
    `/api/carts/${sellerId}/checkout`,
    who,
    body,
    key === null ? {} : { 'idempotency-key': key },
  );
}

async function add(who: SignedIn, productId: string, quantity = 1, variantId?: string) {
  const response = await send(
    'POST',
    '/api/carts/items',
    who,
    { product_id: productId, product_variant_id: variantId, quantity },
    { 'idempotency-key': randomUUID() },
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function cartsOf(who: SignedIn) {
  return cartList.parse((await send('GET', '/api/carts', who)).json());
}

/** Puts the listing into the buyer's cart and checks that seller's cart out. */
async function placeOrder(
  who: SignedIn,
  listing: ListingFixture,
  sellerId: string,
  quantity = 1,
): Promise<Order> {
  await add(who, listing.id, quantity);
  const response = await checkout(who, sellerId, newKey());
  expect(response.statusCode, response.body).toBe(201);
  return orderSchema.parse(response.json());
}

async function setStatus(who: SignedIn, id: string, status: string, reason?: string) {
  return send('PATCH', `/api/orders/${id}/status`, who, { status, reason });
}

async function notificationsOf(who: SignedIn) {
  const response = await send('GET', '/api/notifications/me', who);
  expect(response.statusCode, response.body).toBe(200);
  return notificationList.parse(response.json());
}

/** A mail's text as read: the catcher undoes quoted-printable byte by byte, this reads UTF-8. */
const readable = (mail: { decoded: string }) =>
  Buffer.from(mail.decoded, 'latin1').toString('utf8');

const mailAbout = (to: string, text: string) =>
  eventually(() => {
    const mail = mailCatcher.mailsTo(to).find((candidate) => readable(candidate).includes(text));
    return mail && readable(mail);
  });

async function ordersOfBuyer(buyerId: string) {
  const [row] = await app()
    .db.select({ value: count() })
    .from(orders)
    .where(eq(orders.buyerId, buyerId));
  return row!.value;
}

describe('POST /api/carts/:sellerId/checkout', () => {
  let seller: SignedIn;
  let otherSeller: SignedIn;
  let buyer: SignedIn;
  let lantern: ListingFixture;
  let phone: ListingFixture;
  let honey: ListingFixture;
  let placed: Order;
  const key = newKey();

  beforeAll(async () => {
    seller = await signUpSeller(app());
    otherSeller = await signUpSeller(app());
    buyer = await signUpBuyer(app());
    lantern = await insertListing(app(), seller.userId, {
      title: 'Harbour lantern',
      priceMinor: 1_250,
      quantity: 5,
    });
    phone = await insertListing(app(), seller.userId, {
      title: 'Harbour phone',
      variants: [
        { name: '128 GB', priceMinor: 30_000, quantity: 2 },
        { name: '256 GB', priceMinor: 41_000, quantity: 1 },
      ],
    });
    honey = await insertListing(app(), otherSeller.userId, { section: 'food' });
  });

  it("turns one seller's cart into one order, reserving the stock", async () => {
    await add(buyer, lantern.id, 2);
    await add(buyer, phone.id, 1, phone.variantIds[0]);
    await add(buyer, honey.id);

    const response = await checkout(
      buyer,
      seller.userId,
      key,
      pickup({
        fulfilment: 'delivery',
        delivery_address: { street: 'Hafenstraße 12', zip_code: '20457', city: 'Hamburg' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    placed = orderSchema.parse(response.json());
    expect(placed).toMatchObject({
      status: 'placed',
      status_reason: null,
      buyer: { id: buyer.userId, display_name: 'Greta Lange' },
      seller: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
      contact: { name: 'Greta Lange', email: 'greta@example.test', phone: '+49 30 1234567' },
      fulfilment: 'delivery',
      delivery_address: { street: 'Hafenstraße 12', zip_code: '20457', city: 'Hamburg' },
      note: 'Please ring twice.',
      total: { amount_minor: 32_500, currency: 'EUR' },
      next_statuses: ['cancelled'],
    });
    expect(placed.number).toBeGreaterThanOrEqual(1000);
    expect(
      placed.items.map((item) => [
        item.title,
        item.variant_name,
        item.unit_price.amount_minor,
        item.quantity,
        item.line_total.amount_minor,
      ]),
    ).toEqual([
      ['Harbour lantern', null, 1_250, 2, 2_500],
      ['Harbour phone', '128 GB', 30_000, 1, 30_000],
    ]);

    // Stock went down: the listing, the variant and the variant product's total.
    expect(await listingStock(app(), lantern.id)).toBe(3);
    expect(await variantStock(app(), phone.variantIds[0]!)).toBe(1);
    expect(await listingStock(app(), phone.id)).toBe(2);
    // That seller's cart is gone; the other seller's is untouched.
    const carts = await cartsOf(buyer);
    expect(carts.map((cart) => cart.seller.id)).toEqual([otherSeller.userId]);

    // The seller is told by a notification and a mail.
    const [notification] = await notificationsOf(seller);
    expect(notification).toMatchObject({
      type: 'request',
      code: 'order_placed',
      title: `New order #${placed.number}`,
      body: 'Greta Lange ordered 3 items for €325.00.',
      link: '/profile/cart-history',
      metadata: { order_id: placed.id, order_number: placed.number },
      viewed: false,
      // Dated like the order it reports.
      created_at: placed.created_at,
    });
    const mail = await mailAbout(seller.email, `Order #${placed.number}`);
    for (const text of [
      `${PUBLIC_URL}/profile/cart-history`,
      'Greta Lange, greta@example.test, +49 30 1234567',
      '2 × Harbour lantern',
      'Harbour phone (128 GB)',
      'Total: €325.00',
      'Please ring twice.',
      'Hamburg',
    ]) {
      expect(mail).toContain(text);
    }
    expect(mail).toContain(`Subject: New order #${placed.number} on Bazaar`);
  });

  it('tells a seller who turned orders’ mail off in the app only', async () => {
    const quiet = await signUpSeller(app());
    const saved = await send('PUT', '/api/notifications/preferences', quiet, {
      request: { in_app: true, mail: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const candle = await insertListing(app(), quiet.userId, { title: 'Quiet candle' });
    const shopper = await signUpBuyer(app());
    await add(shopper, candle.id);
    const response = await checkout(shopper, quiet.userId, newKey());
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    const [notification] = await notificationsOf(quiet);
    expect(notification?.title).toBe(`New order #${order.number}`);

    // A mail sent after the order arrives; the order's own mail, sent first, never came.
    await app().notifications.notify(quiet.userId, { type: 'account', title: 'Mailed later' });
    await eventually(
      () =>
        mailCatcher.mailsTo(quiet.email).find((mail) => readable(mail).includes('Mailed later')),
      15_000,
    );
    expect(
      mailCatcher.mailsTo(quiet.email).filter((mail) => readable(mail).includes('Order #')),
    ).toEqual([]);
  }, 20_000);

  it('answers the same order for a repeat with the same key, even with the cart now empty', async () => {
    const again = await checkout(
      buyer,
      seller.userId,
      key,
      pickup({
        fulfilment: 'delivery',
        delivery_address: { street: 'Hafenstraße 12', zip_code: '20457', city: 'Hamburg' },
      }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(orderSchema.parse(again.json()).id).toBe(placed.id);
    expect(await ordersOfBuyer(buyer.userId)).toBe(1);
    expect(await listingStock(app(), lantern.id)).toBe(3);
  });

  it('refuses the key with another body (422 IDEMPOTENCY_KEY_REUSED) and orders nothing more', async () => {
    const otherNote = await checkout(
      buyer,
      seller.userId,
      key,
      pickup({ note: 'Leave it at the door' }),
    );
    expect(otherNote.statusCode).toBe(422);
    expect(otherNote.json()).toMatchObject({
      status: 422,
      error_code: 'IDEMPOTENCY_KEY_REUSED',
      user_message: expect.stringMatching(/already used for a different request/),
    });
    expect(await ordersOfBuyer(buyer.userId)).toBe(1);
  });

  it('of submits with one key and two bodies at the same time, makes one order and refuses the other body', async () => {
    const twin = await signUpBuyer(app());
    const candle = await insertListing(app(), seller.userId, { title: 'Harbour candle' });
    await add(twin, candle.id, 1);
    const twinKey = newKey();
    const bodies = [
      pickup({ note: 'first' }),
      pickup({ note: 'first' }),
      pickup({ note: 'second' }),
    ];
    const answers = await Promise.all(
      bodies.map((body) => checkout(twin, seller.userId, twinKey, body)),
    );
    const created = answers.findIndex((answer) => answer.statusCode === 201);
    expect(created, answers.map((answer) => answer.body).join('\n')).toBeGreaterThanOrEqual(0);
    const placedNote = bodies[created]!.note;
    expect(orderSchema.parse(answers[created]!.json()).note).toBe(placedNote);
    answers.forEach((answer, index) => {
      if (index === created) return;
      expect(answer.statusCode, answer.body).toBe(bodies[index]!.note === placedNote ? 200 : 422);
    });
    expect(await ordersOfBuyer(twin.userId)).toBe(1);
  });

  it("refuses the key for another seller's cart", async () => {
    const response = await checkout(buyer, otherSeller.userId, key);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_code: 'CONFLICT',
      user_message:
        'This Idempotency-Key was already used for an order from another seller. Send a new key.',
    });
    expect((await cartsOf(buyer)).map((cart) => cart.seller.id)).toEqual([otherSeller.userId]);
  });

  it('makes one order of several submits with one key at the same time', async () => {
    const twin = await signUpBuyer(app());
    await add(twin, lantern.id, 1);
    const stock = await listingStock(app(), lantern.id);
    const twinKey = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => checkout(twin, seller.userId, twinKey)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((answer) => orderSchema.parse(answer.json()).id));
    expect(ids.size).toBe(1);
    expect(await ordersOfBuyer(twin.userId)).toBe(1);
    expect(await listingStock(app(), lantern.id)).toBe(stock! - 1);
  });

  it('needs a valid Idempotency-Key and an address for delivery, and changes nothing without', async () => {
    const shopper = await signUpBuyer(app());
    await add(shopper, lantern.id, 1);
    const missing = await checkout(shopper, seller.userId, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error_code: 'VALIDATION',
      fields: [{ field: 'idempotency-key' }],
    });
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129)]) {
      const response = await checkout(shopper, seller.userId, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fields[0].field).toBe('idempotency-key');
    }
    const noAddress = await checkout(
      shopper,
      seller.userId,
      newKey(),
      pickup({ fulfilment: 'delivery' }),
    );
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({
      error_code: 'VALIDATION',
      fields: [{ field: 'delivery_address', message: 'Enter the delivery address' }],
    });
    const badEmail = await checkout(
      shopper,
      seller.userId,
      newKey(),
      pickup({ contact: { name: 'Greta', email: 'not-an-email' } }),
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields[0].field).toBe('contact.email');

    expect(await ordersOfBuyer(shopper.userId)).toBe(0);
    expect(await listingStock(app(), lantern.id)).toBe(2);
    expect((await cartsOf(shopper)).flatMap((cart) => cart.items)).toHaveLength(1);
  });

  it('refuses lines that cannot be ordered, an empty cart and buying from oneself', async () => {
    const shopper = await signUpBuyer(app());
    const lamp = await insertListing(app(), seller.userId, { title: 'Oil lamp', quantity: 3 });
    await add(shopper, lamp.id, 3);
    await updateListing(app(), lamp.id, { quantity: 2 });
    const aboveStock = await checkout(shopper, seller.userId, newKey());
    expect(aboveStock.statusCode).toBe(409);
    expect(aboveStock.json().user_message).toBe(
      'Only 2 of “Oil lamp” are in stock. Lower the quantity in your cart to check out.',
    );
    await updateListing(app(), lamp.id, { status: 'paused' });
    const paused = await checkout(shopper, seller.userId, newKey());
    expect(paused.json().user_message).toBe(
      '“Oil lamp” is not available any more. Remove it from your cart to check out.',
    );
    await updateListing(app(), lamp.id, { status: 'active', quantity: 0 });
    const soldOut = await checkout(shopper, seller.userId, newKey());
    expect(soldOut.json().user_message).toBe(
      '“Oil lamp” is sold out. Remove it from your cart to check out.',
    );
    expect(await ordersOfBuyer(shopper.userId)).toBe(0);
    expect((await cartsOf(shopper)).flatMap((cart) => cart.items)).toHaveLength(1);

    const empty = await checkout(shopper, otherSeller.userId, newKey());
    expect(empty.statusCode).toBe(409);
    expect(empty.json().user_message).toBe('Your cart holds nothing from this seller.');
    const self = await checkout(seller, seller.userId, newKey());
    expect(self.statusCode).toBe(409);
    expect(self.json().user_message).toBe("You can't order from yourself.");
    expect((await send('POST', `/api/carts/${seller.userId}/checkout`)).statusCode).toBe(401);
  });
});

describe('pickup addresses', () => {
  const harbour = { street: 'Hafenstraße 12', zip_code: '20457', city: 'Hamburg' };

  it("copies the seller's pickup address into pickup orders, where later edits do not reach", async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    const lantern = await insertListing(app(), seller.userId, { quantity: 9 });

    const set = await send('PATCH', '/api/sellers/me', seller, { pickup_address: harbour });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().pickup_address).toEqual(harbour);
    expect((await send('GET', '/api/sellers/me', seller)).json().pickup_address).toEqual(harbour);

    // The buyer's cart says where to pick up; a visitor's priced cart does not.
    await add(buyer, lantern.id);
    expect((await cartsOf(buyer))[0]!.seller.pickup_address).toEqual(harbour);
    const assembled = await send('POST', '/api/carts/assemble', undefined, [
      { product_id: lantern.id, quantity: 1 },
    ]);
    expect(cartList.parse(assembled.json())[0]!.seller.pickup_address).toBeNull();

    const response = await checkout(buyer, seller.userId, newKey());
    expect(response.statusCode, response.body).toBe(201);
    const placed = orderSchema.parse(response.json());
    expect(placed.pickup_address).toEqual(harbour);

    // The seller moves: the order keeps the address it was placed with; new orders take the new one.
    const moved = { street: 'Neuer Wall 3', zip_code: '20354', city: 'Hamburg' };
    await send('PATCH', '/api/sellers/me', seller, { pickup_address: moved });
    const again = await send('GET', `/api/orders/${placed.id}`, buyer);
    expect(orderSchema.parse(again.json()).pickup_address).toEqual(harbour);
    const history = orderPage.parse(
      (await send('GET', '/api/orders/cart-history?role=buyer', buyer)).json(),
    );
    expect(history.items.find((item) => item.id === placed.id)?.pickup_address).toEqual(harbour);
    expect((await placeOrder(buyer, lantern, seller.userId)).pickup_address).toEqual(moved);

    // A delivery has no pickup address.
    await add(buyer, lantern.id);
    const delivered = await checkout(
      buyer,
      seller.userId,
      newKey(),
      pickup({ fulfilment: 'delivery', delivery_address: harbour }),
    );
    expect(orderSchema.parse(delivered.json()).pickup_address).toBeNull();
  });

  it('lets private users set one too, clears it with null, and checks its fields', async () => {
    const privateSeller = await signUpBuyer(app());
    const set = await send('PATCH', '/api/buyers/me', privateSeller, { pickup_address: harbour });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().pickup_address).toEqual(harbour);
    // Other changes leave it alone.
    const renamed = await send('PATCH', '/api/buyers/me', privateSeller, { first_name: 'Ida' });
    expect(renamed.json().pickup_address).toEqual(harbour);
    const cleared = await send('PATCH', '/api/buyers/me', privateSeller, { pickup_address: null });
    expect(cleared.json().pickup_address).toBeNull();

    const bad = await send('PATCH', '/api/buyers/me', privateSeller, {
      pickup_address: { street: 'x', zip_code: '1', city: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_code: 'VALIDATION' });
    expect(
      bad
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['pickup_address.city', 'pickup_address.street', 'pickup_address.zip_code']);
  });
});

describe('order status', () => {
  let seller: SignedIn;
  let buyer: SignedIn;
  let stranger: SignedIn;
  let lantern: ListingFixture;
  let boots: ListingFixture;

  beforeAll(async () => {
    seller = await signUpSeller(app());
    buyer = await signUpBuyer(app());
    stranger = await signUpBuyer(app());
    lantern = await insertListing(app(), seller.userId, { title: 'Storm lantern', quantity: 10 });
    boots = await insertListing(app(), seller.userId, {
      title: 'Sea boots',
      variants: [
        { name: 'Size 40', priceMinor: 5_000, quantity: 4 },
        { name: 'Size 42', priceMinor: 5_000, quantity: 4 },
      ],
    });
  });

  it('goes placed → accepted → fulfilled by the seller, telling the buyer each time', async () => {
    const placed = await placeOrder(buyer, lantern, seller.userId, 2);
    const contact = `greta-${placed.number}@example.test`;
    await app().db.update(orders).set({ contactEmail: contact }).where(eq(orders.id, placed.id));

    const accepted = await setStatus(seller, placed.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptedOrder = orderSchema.parse(accepted.json());
    expect(acceptedOrder).toMatchObject({
      status: 'accepted',
      next_statuses: ['fulfilled', 'cancelled'],
    });
    const [told] = await notificationsOf(buyer);
    expect(told).toMatchObject({
      code: 'order_status_changed',
      title: `Order #${placed.number} was accepted`,
      link: '/profile/cart-history',
      metadata: { order_id: placed.id, status: 'accepted' },
      created_at: acceptedOrder.updated_at,
    });
    const mail = await mailAbout(contact, 'was accepted');
    expect(mail).toContain(`${PUBLIC_URL}/profile/cart-history`);

    const lateCancel = await setStatus(buyer, placed.id, 'cancelled');
    expect(lateCancel.statusCode).toBe(409);
    expect(lateCancel.json()).toMatchObject({
      error_code: 'CONFLICT',
      user_message: 'The seller has already accepted this order. Ask the seller to cancel it.',
    });

    const fulfilled = await setStatus(seller, placed.id, 'fulfilled');
    expect(orderSchema.parse(fulfilled.json())).toMatchObject({
      status: 'fulfilled',
      next_statuses: [],
    });
    const again = await setStatus(seller, placed.id, 'cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json().user_message).toBe('This order is already fulfilled.');
    // Fulfilled orders keep their stock taken.
    expect(await listingStock(app(), lantern.id)).toBe(8);

    const seen = await send('GET', `/api/orders/${placed.id}`, buyer);
    expect(orderSchema.parse(seen.json())).toMatchObject({
      status: 'fulfilled',
      next_statuses: [],
    });
  });

  it('puts the stock back when the seller declines, with the reason', async () => {
    const before = await listingStock(app(), lantern.id);
    const placed = await placeOrder(buyer, lantern, seller.userId, 3);
    expect(await listingStock(app(), lantern.id)).toBe(before! - 3);
    const forbidden = await setStatus(seller, placed.id, 'fulfilled');
    expect(forbidden.json().user_message).toBe('Accept this order before marking it fulfilled.');
    const declined = await setStatus(seller, placed.id, 'declined', 'We are closed this week');
    expect(orderSchema.parse(declined.json())).toMatchObject({
      status: 'declined',
      status_reason: 'We are closed this week',
      next_statuses: [],
    });
    expect(await listingStock(app(), lantern.id)).toBe(before);
  });

  it('lets the buyer cancel a placed order, giving back variant stock and telling the seller', async () => {
    await add(buyer, boots.id, 2, boots.variantIds[1]);
    const response = await checkout(buyer, seller.userId, newKey());
    const placed = orderSchema.parse(response.json());
    expect(await variantStock(app(), boots.variantIds[1]!)).toBe(2);
    expect(await listingStock(app(), boots.id)).toBe(6);

    const cancelled = await setStatus(buyer, placed.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(orderSchema.parse(cancelled.json())).toMatchObject({
      status: 'cancelled',
      status_reason: 'Cancelled by the buyer.',
    });
    expect(await variantStock(app(), boots.variantIds[1]!)).toBe(4);
    expect(await listingStock(app(), boots.id)).toBe(8);
    const [told] = await notificationsOf(seller);
    expect(told).toMatchObject({
      code: 'order_status_changed',
      title: `Order #${placed.number} was cancelled by the buyer`,
    });
    await mailAbout(seller.email, `Order #${placed.number} was cancelled by the buyer`);
  });

  it('declines an order whose listing was deleted since', async () => {
    const gone = await insertListing(app(), seller.userId, { quantity: 2 });
    const placed = await placeOrder(buyer, gone, seller.userId);
    await app().db.delete(listings).where(eq(listings.id, gone.id));
    const cancelled = await setStatus(seller, placed.id, 'declined');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(orderSchema.parse(cancelled.json()).items[0]).toMatchObject({
      product_id: null,
      title: gone.title,
    });
  });

  it('is hidden from strangers and only looked at by administrators', async () => {
    const placed = await placeOrder(buyer, lantern, seller.userId);
    for (const response of [
      await send('GET', `/api/orders/${placed.id}`, stranger),
      await setStatus(stranger, placed.id, 'cancelled'),
      await send('GET', `/api/orders/${randomUUID()}`, buyer),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe('NOT_FOUND');
    }
    expect((await send('GET', `/api/orders/${placed.id}`)).statusCode).toBe(401);

    const asAdmin = await send('GET', `/api/orders/${placed.id}`, admin);
    expect(orderSchema.parse(asAdmin.json())).toMatchObject({ id: placed.id, next_statuses: [] });
    const adminChange = await setStatus(admin, placed.id, 'accepted');
    expect(adminChange.statusCode).toBe(409);
    expect(adminChange.json().user_message).toBe(
      'Only the buyer and the seller can change an order.',
    );
    const bySeller = await send('GET', `/api/orders/${placed.id}`, seller);
    expect(orderSchema.parse(bySeller.json()).next_statuses).toEqual(['accepted', 'declined']);
    const [row] = await app().db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.status).toBe('placed');
  });
});

describe('GET /api/orders/cart-history', () => {
  let shop: SignedIn;
  let maker: SignedIn;
  let collector: SignedIn;
  const bought: Order[] = [];
  let sold: Order;

  beforeAll(async () => {
    shop = await signUpSeller(app());
    // A buyer who also sells on the flea market: orders both ways.
    maker = await signUpBuyer(app());
    collector = await signUpBuyer(app());
    const rope = await insertListing(app(), shop.userId, { quantity: 50 });
    const chair = await insertListing(app(), maker.userId, { section: 'flea-market' });
    for (let i = 0; i < 3; i += 1) bought.push(await placeOrder(maker, rope, shop.userId));
    sold = await placeOrder(collector, chair, maker.userId);
    await setStatus(shop, bought[1]!.id, 'accepted');
  });

  async function history(who: SignedIn, query: Record<string, string> = {}) {
    const response = await send(
      'GET',
      `/api/orders/cart-history?${new URLSearchParams(query).toString()}`,
      who,
    );
    expect(response.statusCode, response.body).toBe(200);
    return orderPage.parse(response.json());
  }

  const ids = (page: { items: Order[] }) => page.items.map((item) => item.id);
  const newestFirst = (list: Order[]) => [...list].reverse().map((item) => item.id);

  it('shows a buyer what they bought and, on request, what they sold', async () => {
    expect(ids(await history(maker))).toEqual(newestFirst(bought));
    expect(ids(await history(maker, { role: 'seller' }))).toEqual([sold.id]);
    expect(ids(await history(collector))).toEqual([sold.id]);
    const seen = (await history(maker)).items[0]!;
    expect(seen.next_statuses).toEqual(['cancelled']);
  });

  it('shows a seller the orders received, filterable by status and number', async () => {
    expect(ids(await history(shop))).toEqual(newestFirst(bought));
    expect(ids(await history(shop, { status: 'accepted' }))).toEqual([bought[1]!.id]);
    expect(ids(await history(shop, { number: String(bought[2]!.number) }))).toEqual([
      bought[2]!.id,
    ]);
    expect(ids(await history(shop, { role: 'buyer' }))).toEqual([]);
  });

  it('pages newest first with a cursor', async () => {
    const first = await history(maker, { limit: '2' });
    expect(ids(first)).toEqual(newestFirst(bought).slice(0, 2));
    expect(first.next_cursor).not.toBeNull();
    const second = await history(maker, { limit: '2', cursor: first.next_cursor! });
    expect(ids(second)).toEqual(newestFirst(bought).slice(2));
    expect(second.next_cursor).toBeNull();
    const broken = await send('GET', '/api/orders/cart-history?cursor=nonsense', maker);
    expect(broken.statusCode).toBe(400);
  });

  it('lets administrators see all orders, by buyer and by seller', async () => {
    const all = await history(admin, { limit: '100' });
    expect(ids(all)).toEqual(expect.arrayContaining([...bought.map((o) => o.id), sold.id]));
    expect(all.items.every((item) => item.next_statuses.length === 0)).toBe(true);
    expect(ids(await history(admin, { seller_id: shop.userId }))).toEqual(newestFirst(bought));
    expect(ids(await history(admin, { buyer_id: collector.userId }))).toEqual([sold.id]);
    expect(
      ids(await history(admin, { role: 'all', buyer_id: maker.userId, status: 'accepted' })),
    ).toEqual([bought[1]!.id]);
    const mixed = await send(
      'GET',
      `/api/orders/cart-history?role=buyer&seller_id=${shop.userId}`,
      admin,
    );
    expect(mixed.statusCode).toBe(400);
  });

  it('keeps all orders and the account filters to administrators', async () => {
    for (const query of ['role=all', `buyer_id=${collector.userId}`, `seller_id=${shop.userId}`]) {
      for (const who of [maker, shop]) {
        const response = await send('GET', `/api/orders/cart-history?${query}`, who);
        expect(response.statusCode, query).toBe(403);
        expect(response.json().error_code).toBe('FORBIDDEN');
      }
    }
    expect((await send('GET', '/api/orders/cart-history')).statusCode).toBe(401);
  });
});
