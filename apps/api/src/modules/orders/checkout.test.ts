import { cartList, order as orderSchema, orderPage, type Order } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import {
  insertListing,
  listingStock,
  updateListing,
  variantStock,
  type ListingFixture,
} from '../../test/cart-fixtures';
import { newKey, ordersTestApp, pickup, PUBLIC_URL, readable } from './orders.test-kit';

const {
  app,
  send,
  mailCatcher,
  checkout,
  add,
  cartsOf,
  placeOrder,
  notificationsOf,
  mailAbout,
  ordersOfBuyer,
} = ordersTestApp();

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
      link: `/profile/cart-history?role=seller&number=${placed.number}`,
      metadata: { order_id: placed.id, order_number: placed.number },
      viewed: false,
      // Dated like the order it reports.
      created_at: placed.created_at,
    });
    const mail = await mailAbout(seller.email, `Order #${placed.number}`);
    for (const text of [
      `${PUBLIC_URL}/profile/cart-history?role=seller&number=${placed.number}`,
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

    // The buyer gets the order's confirmation, in the app and by mail (issue 35), linking to it.
    const [confirmation] = await notificationsOf(buyer);
    expect(confirmation).toMatchObject({
      code: 'order_confirmed',
      title: `Order #${placed.number} placed`,
      link: `/profile/cart-history?role=buyer&number=${placed.number}`,
    });
    const confirmationMail = await mailAbout('greta@example.test', `Order #${placed.number}`);
    for (const text of [
      `Subject: Your order #${placed.number} on Bazaar`,
      'Thank you for your order with Harbour Goods GmbH.',
      '2 × Harbour lantern',
      'Total: €325.00',
      `${PUBLIC_URL}/profile/cart-history?role=buyer&number=${placed.number}`,
    ]) {
      expect(confirmationMail).toContain(text);
    }
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
