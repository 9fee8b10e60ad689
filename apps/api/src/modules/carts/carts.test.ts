import { randomUUID } from 'node:crypto';
import {
  cartList,
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  productsInCartsList,
  type CartList,
  type CartProductInput,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, listings } from '../../db/schema';
import {
  requestSender,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing, updateListing, type ListingFixture } from '../../test/cart-fixtures';

let testApp: TestApp;
const app = () => testApp.app;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  seller = await signUpSeller(app());
  otherSeller = await signUpSeller(app());
  buyer = await signUpBuyer(app());
  otherBuyer = await signUpBuyer(app());
  admin = await signUpAdmin(app());
});

afterAll(async () => {
  await testApp?.close();
});

const send = requestSender(app);

async function cartsOf(who: SignedIn): Promise<CartList> {
  const response = await send('GET', '/api/carts', who);
  expect(response.statusCode, response.body).toBe(200);
  return cartList.parse(response.json());
}

/** `POST /api/carts/items`, with a new Idempotency-Key unless one is given. */
const sendAdd = (who: SignedIn, item: CartProductInput, idempotencyKey: string = randomUUID()) =>
  send('POST', '/api/carts/items', who, item, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });

async function add(who: SignedIn, item: CartProductInput): Promise<CartList> {
  const response = await sendAdd(who, item);
  expect(response.statusCode, response.body).toBe(200);
  return cartList.parse(response.json());
}

function conflict(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(409);
  const envelope = errorEnvelopeSchema.parse(response.json());
  expect(envelope.error_code).toBe('CONFLICT');
  return envelope.user_message;
}

/** Every line of every cart, as product id → quantity. */
const quantities = (carts: CartList) =>
  Object.fromEntries(
    carts.flatMap((cart) =>
      cart.items.map((item) => [
        item.product.variant_id ? `${item.product.id}/${item.product.variant_id}` : item.product.id,
        item.quantity,
      ]),
    ),
  );

const reset = async (who: SignedIn) =>
  expect((await send('DELETE', '/api/carts', who)).statusCode).toBe(200);

beforeEach(async () => {
  await app().db.delete(cartItems);
});

describe('POST /api/carts/assemble', () => {
  let lantern: ListingFixture;
  let phone: ListingFixture;
  let soldOut: ListingFixture;
  let paused: ListingFixture;
  let service: ListingFixture;
  let honey: ListingFixture;
  let draft: ListingFixture;

  beforeAll(async () => {
    lantern = await insertListing(app(), seller.userId, { priceMinor: 1_250, quantity: 3 });
    phone = await insertListing(app(), seller.userId, {
      title: 'Harbour phone',
      priceMinor: 30_000,
      variants: [
        { name: '128 GB', priceMinor: 30_000, quantity: 2 },
        { name: '256 GB', priceMinor: 41_000, quantity: 0 },
      ],
    });
    soldOut = await insertListing(app(), seller.userId, { quantity: 0, priceMinor: 500 });
    paused = await insertListing(app(), seller.userId, { status: 'paused' });
    service = await insertListing(app(), otherSeller.userId, { section: 'services' });
    honey = await insertListing(app(), otherSeller.userId, {
      section: 'food',
      title: 'Heather honey',
      priceMinor: 899,
      quantity: 10,
    });
    draft = await insertListing(app(), seller.userId, { draftState: 'draft' });
  });

  it("prices a visitor's entries live, per seller, with availability and totals", async () => {
    const response = await send('POST', '/api/carts/assemble', undefined, [
      {
        id: 'entry-lantern',
        created_at: '2026-11-20T10:00:00.000Z',
        product_id: lantern.id,
        quantity: 2,
      },
      {
        id: 'entry-phone',
        created_at: '2026-11-20T11:00:00.000Z',
        product_id: phone.id,
        product_variant_id: phone.variantIds[0],
        quantity: 1,
      },
      {
        id: 'entry-honey',
        created_at: '2026-11-21T09:00:00.000Z',
        product_id: honey.id,
        quantity: 3,
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const carts = cartList.parse(response.json());
    // The cart with the newest entry (the honey) comes first.
    expect(carts.map((cart) => cart.seller.id)).toEqual([otherSeller.userId, seller.userId]);
    expect(carts[0]).toMatchObject({
      seller: { display_name: 'Harbour Goods GmbH' },
      total: { amount_minor: 2_697, currency: 'EUR' },
      can_check_out: true,
    });
    const [phoneLine, lanternLine] = carts[1]!.items;
    expect(lanternLine).toMatchObject({
      id: 'entry-lantern',
      created_at: '2026-11-20T10:00:00.000Z',
      quantity: 2,
      availability: 'available',
      product: {
        id: lantern.id,
        variant_id: null,
        section: 'catalog',
        title: lantern.title,
        variant_name: null,
        price: { amount_minor: 1_250, currency: 'EUR' },
        available_quantity: 3,
      },
      line_total: { amount_minor: 2_500, currency: 'EUR' },
    });
    expect(phoneLine).toMatchObject({
      id: 'entry-phone',
      availability: 'available',
      product: { variant_id: phone.variantIds[0], variant_name: '128 GB', available_quantity: 2 },
      line_total: { amount_minor: 30_000 },
    });
    expect(carts[1]).toMatchObject({
      total: { amount_minor: 32_500, currency: 'EUR' },
      can_check_out: true,
    });
  });

  it('marks sold-out and unavailable lines and leaves out listings it cannot name', async () => {
    const response = await send('POST', '/api/carts/assemble', undefined, [
      { product_id: soldOut.id },
      { product_id: paused.id },
      { product_id: service.id },
      { product_id: phone.id },
      { product_id: phone.id, product_variant_id: randomUUID() },
      { product_id: phone.id, product_variant_id: phone.variantIds[1] },
      { product_id: lantern.id, quantity: 5 },
      { product_id: randomUUID() },
      { product_id: draft.id },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const carts = cartList.parse(response.json());
    const lines = carts.flatMap((cart) => cart.items);
    expect(lines).toHaveLength(7);
    const availabilityOf = (id: string, variantId: string | null = null) =>
      lines
        .filter((line) => line.product.id === id && line.product.variant_id === variantId)
        .map((line) => line.availability);
    expect(availabilityOf(soldOut.id)).toEqual(['sold_out']);
    expect(availabilityOf(paused.id)).toEqual(['unavailable']);
    expect(availabilityOf(service.id)).toEqual(['unavailable']);
    // A product with variants needs one; an unknown variant is unavailable.
    expect(availabilityOf(phone.id)).toEqual(['unavailable']);
    expect(lines.filter((line) => line.product.id === phone.id)).toHaveLength(3);
    expect(availabilityOf(phone.id, phone.variantIds[1]!)).toEqual(['sold_out']);

    const soldOutLine = lines.find((line) => line.product.id === soldOut.id)!;
    expect(soldOutLine.product).toMatchObject({
      price: { amount_minor: 500 },
      available_quantity: 0,
    });
    expect(soldOutLine.line_total).toBeNull();
    const pausedLine = lines.find((line) => line.product.id === paused.id)!;
    expect(pausedLine.product.price).toBeNull();
    expect(pausedLine.line_total).toBeNull();
    // Generated ids and the time now for entries without them.
    expect(pausedLine.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(pausedLine.created_at) - Date.now())).toBeLessThan(60_000);

    // More than the stock stays available, shows the stock, and cannot be checked out.
    const lanternLine = lines.find((line) => line.product.id === lantern.id)!;
    expect(lanternLine).toMatchObject({
      availability: 'available',
      quantity: 5,
      product: { available_quantity: 3 },
    });
    const sellerCart = carts.find((cart) => cart.seller.id === seller.userId)!;
    expect(sellerCart.can_check_out).toBe(false);
    expect(sellerCart.total).toEqual({ amount_minor: 6_250, currency: 'EUR' });
  });

  it('gives no total for lines in different currencies', async () => {
    const francs = await insertListing(app(), seller.userId, { currency: 'CHF' });
    const response = await send('POST', '/api/carts/assemble', undefined, [
      { product_id: francs.id },
      { product_id: lantern.id },
    ]);
    const [cart] = cartList.parse(response.json());
    expect(cart).toMatchObject({ total: null, can_check_out: false });
  });

  it('answers an empty list for an empty cart and refuses a malformed one', async () => {
    const empty = await send('POST', '/api/carts/assemble', undefined, []);
    expect(empty.json()).toEqual([]);
    const bad = await send('POST', '/api/carts/assemble', undefined, [{ product_id: 'nope' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_code: 'VALIDATION' });
  });
});

describe("an account's cart", () => {
  it('is for signed-in accounts only', async () => {
    for (const [method, url] of [
      ['GET', '/api/carts'],
      ['POST', '/api/carts/items'],
      ['POST', '/api/carts/items/bulk'],
      ['DELETE', '/api/carts'],
      ['POST', '/api/carts/build'],
    ] as const) {
      const response = await send(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds products, grouped per seller; the same product again adds up', async () => {
    const lantern = await insertListing(app(), seller.userId, { quantity: 5 });
    const honey = await insertListing(app(), otherSeller.userId, { section: 'flea-market' });
    await add(buyer, { product_id: lantern.id, quantity: 2 });
    await add(buyer, { product_id: honey.id });
    const carts = await add(buyer, { product_id: lantern.id });
    expect(carts).toHaveLength(2);
    // The lantern was added first, but raising its quantity does not move its cart.
    expect(carts[0]!.seller.id).toBe(otherSeller.userId);
    expect(quantities(carts)).toEqual({ [lantern.id]: 3, [honey.id]: 1 });
    expect(carts[1]!.items[0]).toMatchObject({
      availability: 'available',
      line_total: { amount_minor: 3_000 },
    });
    expect(await cartsOf(buyer)).toEqual(carts);
    // Admins have carts too.
    expect(quantities(await add(admin, { product_id: lantern.id }))).toEqual({
      [lantern.id]: 1,
    });
  });

  it('adds once per Idempotency-Key: a retried add answers the same cart', async () => {
    const lantern = await insertListing(app(), seller.userId, { quantity: 9 });
    const item = { product_id: lantern.id, quantity: 2 };
    const key = randomUUID();
    const first = await sendAdd(otherBuyer, item, key);
    const retried = await sendAdd(otherBuyer, item, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(quantities(await cartsOf(otherBuyer))).toEqual({ [lantern.id]: 2 });

    // Two at once with one key: still added once.
    const concurrentKey = randomUUID();
    const both = await Promise.all([
      sendAdd(otherBuyer, item, concurrentKey),
      sendAdd(otherBuyer, item, concurrentKey),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(quantities(await cartsOf(otherBuyer))).toEqual({ [lantern.id]: 4 });

    // Another key is another add.
    expect(quantities(await add(otherBuyer, item))).toEqual({ [lantern.id]: 6 });

    // The key of one account means nothing for another.
    const elsewhere = await sendAdd(buyer, item, key);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(quantities(cartList.parse(elsewhere.json()))[lantern.id]).toBe(2);
    await send('DELETE', '/api/carts', buyer);
    await send('DELETE', '/api/carts', otherBuyer);
  });

  it('refuses an Idempotency-Key reused for another product or quantity, and a missing key', async () => {
    const lantern = await insertListing(app(), seller.userId, { quantity: 9 });
    const honey = await insertListing(app(), seller.userId, { quantity: 9 });
    const key = randomUUID();
    await sendAdd(otherBuyer, { product_id: lantern.id }, key);
    for (const other of [{ product_id: lantern.id, quantity: 2 }, { product_id: honey.id }]) {
      expect(conflict(await sendAdd(otherBuyer, other, key))).toBe(
        'This Idempotency-Key was already used to add another product or quantity. Send a new key.',
      );
    }
    const missing = await send('POST', '/api/carts/items', otherBuyer, { product_id: honey.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error_code: 'VALIDATION',
      fields: [{ field: IDEMPOTENCY_KEY_HEADER }],
    });
    expect(quantities(await cartsOf(otherBuyer))).toEqual({ [lantern.id]: 1 });
    await send('DELETE', '/api/carts', otherBuyer);
  });

  it('forgets a refused add: the same key may be sent again once it can succeed', async () => {
    const lantern = await insertListing(app(), seller.userId, { quantity: 1 });
    const key = randomUUID();
    const item = { product_id: lantern.id, quantity: 2 };
    expect(conflict(await sendAdd(otherBuyer, item, key))).toMatch(/in stock/);
    await updateListing(app(), lantern.id, { quantity: 5 });
    const retried = await sendAdd(otherBuyer, item, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(quantities(await cartsOf(otherBuyer))).toEqual({ [lantern.id]: 2 });
    await send('DELETE', '/api/carts', otherBuyer);
  });

  it('refuses more than the stock with a 409 and changes nothing', async () => {
    const lantern = await insertListing(app(), seller.userId, {
      title: 'Brass lantern',
      quantity: 3,
    });
    await add(buyer, { product_id: lantern.id, quantity: 2 });
    const response = await sendAdd(buyer, {
      product_id: lantern.id,
      quantity: 2,
    });
    expect(conflict(response)).toBe(
      'Only 3 of “Brass lantern” are in stock. Your cart already holds 2.',
    );
    const fresh = await sendAdd(otherBuyer, {
      product_id: lantern.id,
      quantity: 4,
    });
    expect(conflict(fresh)).toBe('Only 3 of “Brass lantern” are in stock.');
    expect(quantities(await cartsOf(buyer))).toEqual({ [lantern.id]: 2 });
    expect(await cartsOf(otherBuyer)).toEqual([]);

    await updateListing(app(), lantern.id, { quantity: 0 });
    const soldOut = await sendAdd(otherBuyer, { product_id: lantern.id });
    expect(conflict(soldOut)).toBe('“Brass lantern” is sold out.');
  });

  it("refuses listings that are not sold through the cart, not on sale, or one's own", async () => {
    const service = await insertListing(app(), seller.userId, {
      section: 'services',
      title: 'Lantern repair',
    });
    const car = await insertListing(app(), seller.userId, {
      section: 'automarket',
      title: 'Old van',
    });
    const paused = await insertListing(app(), seller.userId, {
      status: 'paused',
      title: 'Paused lantern',
    });
    const blocked = await insertListing(app(), seller.userId, {
      status: 'blocked',
      title: 'Blocked lantern',
    });
    const own = await insertListing(app(), buyer.userId, { section: 'flea-market' });
    const draft = await insertListing(app(), seller.userId, { draftState: 'draft' });

    expect(conflict(await sendAdd(buyer, { product_id: service.id }))).toBe(
      "“Lantern repair” can't be bought through the cart. Contact the seller instead.",
    );
    expect(conflict(await sendAdd(buyer, { product_id: car.id }))).toMatch(
      /can't be bought through the cart/,
    );
    expect(conflict(await sendAdd(buyer, { product_id: paused.id }))).toBe(
      '“Paused lantern” is not available right now.',
    );
    expect(conflict(await sendAdd(buyer, { product_id: blocked.id }))).toBe(
      '“Blocked lantern” is not available right now.',
    );
    expect(conflict(await sendAdd(buyer, { product_id: own.id }))).toBe(
      "You can't put your own listing in your cart.",
    );
    for (const id of [draft.id, randomUUID()]) {
      const missing = await sendAdd(buyer, { product_id: id });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error_code).toBe('NOT_FOUND');
    }
    expect(await cartsOf(buyer)).toEqual([]);
  });

  it('needs a variant of a product that has variants, and one of its own', async () => {
    const phone = await insertListing(app(), seller.userId, {
      title: 'Harbour phone',
      variants: [
        { name: '128 GB', priceMinor: 30_000, quantity: 2 },
        { name: '256 GB', priceMinor: 41_000, quantity: 1 },
      ],
    });
    const other = await insertListing(app(), seller.userId, {
      variants: [{ name: 'Blue', priceMinor: 100, quantity: 1 }],
    });
    const plain = await insertListing(app(), seller.userId);

    const missing = await sendAdd(buyer, { product_id: phone.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error_code: 'VALIDATION',
      user_message: 'Choose a variant of “Harbour phone” first.',
      fields: [{ field: 'product_variant_id', message: 'Choose a variant of this product' }],
    });
    for (const [productId, variantId] of [
      [phone.id, other.variantIds[0]],
      [plain.id, phone.variantIds[0]],
    ]) {
      const wrong = await sendAdd(buyer, {
        product_id: productId!,
        product_variant_id: variantId,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual([
        { field: 'product_variant_id', message: 'This variant does not belong to the product' },
      ]);
    }

    await add(buyer, { product_id: phone.id, product_variant_id: phone.variantIds[0] });
    const carts = await add(buyer, {
      product_id: phone.id,
      product_variant_id: phone.variantIds[1],
    });
    expect(carts[0]!.items.map((item) => [item.product.variant_name, item.product.price])).toEqual([
      ['256 GB', { amount_minor: 41_000, currency: 'EUR' }],
      ['128 GB', { amount_minor: 30_000, currency: 'EUR' }],
    ]);
    expect(carts[0]!.total).toEqual({ amount_minor: 71_000, currency: 'EUR' });
    const tooMany = await sendAdd(buyer, {
      product_id: phone.id,
      product_variant_id: phone.variantIds[1],
    });
    expect(conflict(tooMany)).toBe(
      'Only 1 of “Harbour phone (256 GB)” is in stock. Your cart already holds 1.',
    );
  });

  it('adds several products at once, all or nothing', async () => {
    const lantern = await insertListing(app(), seller.userId, { quantity: 5 });
    const phone = await insertListing(app(), seller.userId, {
      variants: [{ name: 'Red', priceMinor: 100, quantity: 3 }],
    });
    await add(buyer, { product_id: lantern.id, quantity: 1 });

    const refused = await send('POST', '/api/carts/items/bulk', buyer, {
      items: [{ product_id: lantern.id, quantity: 2 }, { product_id: phone.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'items.1.product_variant_id', message: 'Choose a variant of this product' },
    ]);
    const aboveStock = await send('POST', '/api/carts/items/bulk', buyer, {
      items: [
        { product_id: phone.id, product_variant_id: phone.variantIds[0] },
        { product_id: lantern.id, quantity: 5 },
      ],
    });
    conflict(aboveStock);
    expect(quantities(await cartsOf(buyer))).toEqual({ [lantern.id]: 1 });

    const added = await send('POST', '/api/carts/items/bulk', buyer, {
      items: [
        { product_id: lantern.id, quantity: 2 },
        { product_id: phone.id, product_variant_id: phone.variantIds[0], quantity: 2 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(quantities(cartList.parse(added.json()))).toEqual({
      [lantern.id]: 3,
      [`${phone.id}/${phone.variantIds[0]}`]: 2,
    });
  });

  it('merges a visitor cart at sign-in: the larger quantity, cut to the stock, never a 409', async () => {
    const kept = await insertListing(app(), seller.userId, { quantity: 10 });
    const raised = await insertListing(app(), seller.userId, { quantity: 10 });
    const cut = await insertListing(app(), seller.userId, { quantity: 5 });
    const shrunk = await insertListing(app(), seller.userId, { quantity: 10 });
    const paused = await insertListing(app(), seller.userId);
    const soldOut = await insertListing(app(), seller.userId, { quantity: 0 });
    const service = await insertListing(app(), seller.userId, { section: 'services' });
    const own = await insertListing(app(), buyer.userId, { section: 'flea-market' });
    const phone = await insertListing(app(), seller.userId, {
      variants: [{ name: 'Red', priceMinor: 100, quantity: 3 }],
    });
    await add(buyer, { product_id: kept.id, quantity: 4 });
    await add(buyer, { product_id: raised.id, quantity: 1 });
    await add(buyer, { product_id: shrunk.id, quantity: 8 });
    await add(buyer, { product_id: paused.id, quantity: 2 });
    await updateListing(app(), paused.id, { status: 'paused' });
    // Stock went down after the product was put in the cart.
    await updateListing(app(), shrunk.id, { quantity: 6 });

    const response = await send('POST', '/api/carts/items/bulk', buyer, {
      merge: true,
      items: [
        { product_id: kept.id, quantity: 2 },
        { product_id: raised.id, quantity: 3 },
        { product_id: cut.id, quantity: 9 },
        { product_id: shrunk.id, quantity: 1 },
        { product_id: paused.id, quantity: 5 },
        { product_id: soldOut.id },
        { product_id: service.id },
        { product_id: own.id },
        { product_id: phone.id },
        { product_id: randomUUID() },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(quantities(cartList.parse(response.json()))).toEqual({
      [kept.id]: 4,
      [raised.id]: 3,
      [cut.id]: 5,
      [shrunk.id]: 6,
      [paused.id]: 2,
    });
  });

  it("sets an item's quantity within the stock, for its owner only", async () => {
    const lantern = await insertListing(app(), seller.userId, {
      title: 'Tin lantern',
      quantity: 4,
    });
    const [cart] = await add(buyer, { product_id: lantern.id });
    const itemId = cart!.items[0]!.id;

    const updated = await send('PATCH', `/api/carts/items/${itemId}`, buyer, { quantity: 4 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(quantities(cartList.parse(updated.json()))).toEqual({ [lantern.id]: 4 });

    expect(
      conflict(await send('PATCH', `/api/carts/items/${itemId}`, buyer, { quantity: 5 })),
    ).toBe('Only 4 of “Tin lantern” are in stock.');
    const zero = await send('PATCH', `/api/carts/items/${itemId}`, buyer, { quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields[0].field).toBe('quantity');
    const foreign = await send('PATCH', `/api/carts/items/${itemId}`, otherBuyer, { quantity: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(quantities(await cartsOf(buyer))).toEqual({ [lantern.id]: 4 });

    await updateListing(app(), lantern.id, { status: 'paused' });
    expect(
      conflict(await send('PATCH', `/api/carts/items/${itemId}`, buyer, { quantity: 1 })),
    ).toBe('“Tin lantern” is not available any more. Remove it from your cart.');
  });

  it('removes own items by id and leaves other accounts alone', async () => {
    const lantern = await insertListing(app(), seller.userId);
    const honey = await insertListing(app(), otherSeller.userId, { section: 'food' });
    await add(buyer, { product_id: lantern.id });
    const mine = await add(buyer, { product_id: honey.id });
    const theirs = await add(otherBuyer, { product_id: lantern.id });
    const lanternItem = mine
      .flatMap((cart) => cart.items)
      .find((item) => item.product.id === lantern.id)!;

    const response = await send('DELETE', '/api/carts/items', buyer, {
      ids: [lanternItem.id, theirs[0]!.items[0]!.id, randomUUID()],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(quantities(cartList.parse(response.json()))).toEqual({ [honey.id]: 1 });
    expect(await cartsOf(otherBuyer)).toEqual(theirs);

    const empty = await send('DELETE', '/api/carts/items', buyer, { ids: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('builds the cart from products, all or nothing', async () => {
    const lantern = await insertListing(app(), seller.userId, { quantity: 2 });
    const honey = await insertListing(app(), otherSeller.userId, { section: 'food' });
    const rope = await insertListing(app(), seller.userId);
    await add(buyer, { product_id: rope.id });

    const refused = await send('POST', '/api/carts/build', buyer, {
      items: [{ product_id: honey.id }, { product_id: lantern.id, quantity: 3 }],
    });
    conflict(refused);
    expect(quantities(await cartsOf(buyer))).toEqual({ [rope.id]: 1 });

    const built = await send('POST', '/api/carts/build', buyer, {
      items: [{ product_id: honey.id }, { product_id: lantern.id, quantity: 2 }],
    });
    expect(built.statusCode, built.body).toBe(200);
    expect(quantities(cartList.parse(built.json()))).toEqual({
      [honey.id]: 1,
      [lantern.id]: 2,
    });
    const emptied = await send('POST', '/api/carts/build', buyer, { items: [] });
    expect(emptied.json()).toEqual([]);
  });

  it("resets the caller's cart only", async () => {
    const lantern = await insertListing(app(), seller.userId);
    await add(buyer, { product_id: lantern.id });
    await add(otherBuyer, { product_id: lantern.id });
    const response = await send('DELETE', '/api/carts', buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(await cartsOf(buyer)).toEqual([]);
    expect(quantities(await cartsOf(otherBuyer))).toEqual({ [lantern.id]: 1 });
    await reset(otherBuyer);
  });

  it('shows lines that became unavailable and drops those whose listing was deleted', async () => {
    const lantern = await insertListing(app(), seller.userId);
    const rope = await insertListing(app(), seller.userId);
    await add(buyer, { product_id: lantern.id });
    await add(buyer, { product_id: rope.id });
    await updateListing(app(), lantern.id, { status: 'paused' });
    await app().db.delete(listings).where(eq(listings.id, rope.id));
    const [cart] = await cartsOf(buyer);
    expect(cart!.items.map((item) => item.availability)).toEqual(['unavailable']);
    expect(cart!.can_check_out).toBe(false);
  });
});

describe('GET /api/products/me/in-carts', () => {
  it("lists the caller's listings in other people's carts, most recently added first", async () => {
    const lantern = await insertListing(app(), seller.userId, { title: 'Counted lantern' });
    const rope = await insertListing(app(), seller.userId, { title: 'Counted rope' });
    const notMine = await insertListing(app(), otherSeller.userId);
    await add(buyer, { product_id: lantern.id, quantity: 2 });
    await add(otherBuyer, { product_id: lantern.id, quantity: 1 });
    await add(otherBuyer, { product_id: notMine.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await add(buyer, { product_id: rope.id });

    const response = await send('GET', '/api/products/me/in-carts', seller);
    expect(response.statusCode, response.body).toBe(200);
    const list = productsInCartsList.parse(response.json());
    expect(
      list.map((entry) => [entry.product.title, entry.carts_count, entry.quantity_in_carts]),
    ).toEqual([
      ['Counted rope', 1, 1],
      ['Counted lantern', 2, 3],
    ]);
    expect(list[1]!.product).toMatchObject({
      id: lantern.id,
      price: { amount_minor: 1_000, currency: 'EUR' },
      quantity: 5,
    });

    // A buyer who sells on the flea market sees theirs too; nobody else's.
    const ownAd = await insertListing(app(), buyer.userId, { section: 'flea-market' });
    await add(otherBuyer, { product_id: ownAd.id });
    const buyers = productsInCartsList.parse(
      (await send('GET', '/api/products/me/in-carts', buyer)).json(),
    );
    expect(buyers.map((entry) => entry.product.id)).toEqual([ownAd.id]);
  });

  it('is for buyers and sellers only', async () => {
    expect((await send('GET', '/api/products/me/in-carts')).statusCode).toBe(401);
    const forAdmin = await send('GET', '/api/products/me/in-carts', admin);
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json().error_code).toBe('FORBIDDEN');
  });
});
