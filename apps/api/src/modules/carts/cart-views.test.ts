import { randomUUID } from 'node:crypto';
import { cartList, productsInCartsList } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { signUpAdmin, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { insertListing, updateListing, type ListingFixture } from '../../test/cart-fixtures';
import { cartsTestApp } from './carts.test-kit';

const { app, send, cartsOf, add } = cartsTestApp();
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
