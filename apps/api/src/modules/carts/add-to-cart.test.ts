import { randomUUID } from 'node:crypto';
import { cartList, IDEMPOTENCY_KEY_HEADER } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { insertListing, updateListing } from '../../test/cart-fixtures';
import { cartsTestApp, conflict, quantities } from './carts.test-kit';

const { app, send, cartsOf, sendAdd, add } = cartsTestApp();
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  seller = await signUpSeller(app());
  otherSeller = await signUpSeller(app());
  buyer = await signUpBuyer(app());
  otherBuyer = await signUpBuyer(app());
  admin = await signUpAdmin(app());
});

describe("an account's cart", () => {
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
});
