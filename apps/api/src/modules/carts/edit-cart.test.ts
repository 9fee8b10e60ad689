import { randomUUID } from 'node:crypto';
import { cartList } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { insertListing, updateListing } from '../../test/cart-fixtures';
import { cartsTestApp, conflict, quantities } from './carts.test-kit';

const { app, send, cartsOf, add, reset } = cartsTestApp();
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
let otherBuyer: SignedIn;

beforeAll(async () => {
  seller = await signUpSeller(app());
  otherSeller = await signUpSeller(app());
  buyer = await signUpBuyer(app());
  otherBuyer = await signUpBuyer(app());
});

describe("an account's cart", () => {
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
});
