import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema, favoriteIds, favoritePage, listingCard } from '@bazaar/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, listings } from '../../db/schema';
import { bearer, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  addProduct,
  editProduct,
  insertPublishedProducts,
  pauseProduct,
} from '../../test/saved-listings';
import { createTestClock } from '../../test/test-clock';
import { priceChangeOf } from './favorites.service';

const clock = createTestClock();
let testApp: TestApp;
const app = () => testApp.app;
let seller: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  seller = await signUpSeller(app());
});

afterAll(async () => {
  await testApp?.close();
});

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, who?: SignedIn) {
  return app().inject({ method, url, headers: who ? bearer(who.token) : {} });
}

const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });

/** Saves a favorite, a second later than the one before (so "newest first" is well defined). */
async function save(who: SignedIn, listingId: string) {
  clock.advanceSeconds(1);
  return call('PUT', `/api/users/me/favorites/${listingId}`, who);
}
const unsave = (who: SignedIn, listingId: string) =>
  call('DELETE', `/api/users/me/favorites/${listingId}`, who);

async function pageOf(who: SignedIn, query = '') {
  const response = await call('GET', `/api/users/me/favorites${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return favoritePage.parse(response.json());
}

async function idsOf(who: SignedIn) {
  const response = await call('GET', '/api/users/me/favorites/ids', who);
  expect(response.statusCode, response.body).toBe(200);
  return favoriteIds.parse(response.json()).ids;
}

async function storedRows(who: SignedIn) {
  const [row] = await app()
    .db.select({ value: count() })
    .from(favorites)
    .where(eq(favorites.userId, who.userId));
  return row!.value;
}

function expectEnvelope(response: Awaited<ReturnType<typeof call>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return errorEnvelopeSchema.parse(response.json());
}

describe('favorites', () => {
  it('are refused to visitors', async () => {
    const [id] = await insertPublishedProducts(app(), seller.userId, 1);
    for (const response of [
      await call('GET', '/api/users/me/favorites'),
      await call('GET', '/api/users/me/favorites/ids'),
      await call('PUT', `/api/users/me/favorites/${id}`),
      await call('DELETE', `/api/users/me/favorites/${id}`),
    ]) {
      expect(expectEnvelope(response, 401).error_code).toBe('UNAUTHORIZED');
    }
    expect(await app().db.select({ value: count() }).from(favorites)).toEqual([{ value: 0 }]);
  });

  it('save and unsave idempotently', async () => {
    const buyer = await signUpBuyer(app());
    const shoe = await addProduct(app(), seller, { title: 'Harbour trail shoe' });

    expect((await save(buyer, shoe.id)).statusCode).toBe(204);
    expect((await save(buyer, shoe.id)).statusCode).toBe(204);
    expect(await idsOf(buyer)).toEqual([shoe.id]);
    expect(await storedRows(buyer)).toBe(1);

    const { items, next_cursor } = await pageOf(buyer);
    expect(next_cursor).toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      listing: {
        id: shoe.id,
        title: 'Harbour trail shoe',
        price: EUR(8_999),
        seller: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
      },
      saved_price: EUR(8_999),
      price_change: 'none',
      available: true,
    });

    expect((await unsave(buyer, shoe.id)).statusCode).toBe(204);
    expect((await unsave(buyer, shoe.id)).statusCode).toBe(204);
    expect(await idsOf(buyer)).toEqual([]);
    expect(await pageOf(buyer)).toEqual({ items: [], next_cursor: null });
  });

  it('saves only listings visitors can see, and stores nothing otherwise', async () => {
    const buyer = await signUpBuyer(app());
    const draft = await addProduct(app(), seller, { draft_state: 'draft', title: 'Prototype' });
    const paused = await addProduct(app(), seller, { title: 'Paused lamp' });
    await pauseProduct(app(), seller, paused.id);

    for (const id of [draft.id, paused.id, randomUUID()]) {
      const refused = expectEnvelope(await save(buyer, id), 404);
      expect(refused.error_code).toBe('NOT_FOUND');
      expect(refused.user_message).not.toMatch(/Prototype|Paused/);
    }
    expectEnvelope(await save(buyer, 'not-an-id'), 400);
    expectEnvelope(await unsave(buyer, 'not-an-id'), 400);
    expect(await storedRows(buyer)).toBe(0);
  });

  it('show how the price moved since saving', async () => {
    const buyer = await signUpBuyer(app());
    const jacket = await addProduct(app(), seller, { title: 'Harbour rain jacket' });
    await save(buyer, jacket.id);
    const change = async () => (await pageOf(buyer)).items[0]!;

    await editProduct(app(), seller, jacket.id, {
      title: 'Harbour rain jacket',
      price: EUR(7_999),
    });
    expect(await change()).toMatchObject({
      saved_price: EUR(8_999),
      price_change: 'down',
      listing: { price: EUR(7_999) },
    });

    await editProduct(app(), seller, jacket.id, {
      title: 'Harbour rain jacket',
      price: EUR(9_999),
    });
    expect(await change()).toMatchObject({ saved_price: EUR(8_999), price_change: 'up' });

    // Saving again keeps the price it was first saved at.
    await save(buyer, jacket.id);
    expect(await change()).toMatchObject({ saved_price: EUR(8_999), price_change: 'up' });

    await editProduct(app(), seller, jacket.id, {
      title: 'Harbour rain jacket',
      price: EUR(8_999),
    });
    expect((await change()).price_change).toBe('none');

    // Another currency does not compare.
    await app()
      .db.update(listings)
      .set({ priceMinor: 1, currency: 'CHF' })
      .where(eq(listings.id, jacket.id));
    expect((await change()).price_change).toBe('none');
  });

  it('stay in the list, unavailable, when paused, sold out or blocked, showing only their card', async () => {
    const buyer = await signUpBuyer(app());
    const lamp = await addProduct(app(), seller, { title: 'Harbour desk lamp' });
    const stool = await addProduct(app(), seller, { title: 'Harbour stool' });
    const kettle = await addProduct(app(), seller, { title: 'Harbour kettle' });
    for (const id of [lamp.id, stool.id, kettle.id]) await save(buyer, id);

    await pauseProduct(app(), seller, lamp.id);
    await editProduct(app(), seller, stool.id, { title: 'Harbour stool', quantity: 0 });
    await app()
      .db.update(listings)
      .set({ status: 'blocked', blockedReason: 'Counterfeit goods' })
      .where(eq(listings.id, kettle.id));

    const { items } = await pageOf(buyer);
    expect(items.map((item) => [item.listing.title, item.available])).toEqual([
      ['Harbour kettle', false],
      ['Harbour stool', false],
      ['Harbour desk lamp', false],
    ]);
    for (const item of items) {
      expect(Object.keys(item.listing).sort()).toEqual(Object.keys(listingCard.shape).sort());
    }
    expect(JSON.stringify(items)).not.toContain('Counterfeit');
    expect(await idsOf(buyer)).toEqual([kettle.id, stool.id, lamp.id]);

    // The owner brings the lamp back: available again.
    const unpaused = await app().inject({
      method: 'POST',
      url: `/api/products/me/catalog/${lamp.id}/unpause`,
      headers: bearer(seller.token),
    });
    expect(unpaused.statusCode, unpaused.body).toBe(200);
    expect((await pageOf(buyer)).items.find((item) => item.listing.id === lamp.id)?.available).toBe(
      true,
    );
  });

  it('page newest saved first, without overlaps', async () => {
    const buyer = await signUpBuyer(app());
    const ids = await insertPublishedProducts(app(), seller.userId, 5);
    for (const id of ids) await save(buyer, id);
    const newestFirst = [...ids].reverse();

    const seen: string[] = [];
    let cursor: string | null = null;
    const pageSizes: number[] = [];
    do {
      const page = await pageOf(buyer, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      pageSizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.listing.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(pageSizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(newestFirst);
    expect(await idsOf(buyer)).toEqual(newestFirst);

    const savedAt = (await pageOf(buyer)).items.map((item) => item.saved_at);
    expect([...savedAt].sort().reverse()).toEqual(savedAt);

    expect(
      expectEnvelope(await call('GET', '/api/users/me/favorites?cursor=garbage', buyer), 400)
        .error_code,
    ).toBe('VALIDATION');
    expectEnvelope(await call('GET', '/api/users/me/favorites?limit=0', buyer), 400);
  });

  it('belong to one account only', async () => {
    const buyer = await signUpBuyer(app());
    const other = await signUpBuyer(app());
    const [a, b] = await insertPublishedProducts(app(), seller.userId, 2);
    await save(buyer, a!);
    await save(other, b!);
    await unsave(buyer, b!);

    expect(await idsOf(buyer)).toEqual([a]);
    expect(await idsOf(other)).toEqual([b]);
    expect((await pageOf(other)).items.map((item) => item.listing.id)).toEqual([b]);
  });
});

describe('priceChangeOf', () => {
  it('compares prices of one currency, and nothing else', () => {
    expect(priceChangeOf(EUR(100), EUR(90))).toBe('down');
    expect(priceChangeOf(EUR(100), EUR(110))).toBe('up');
    expect(priceChangeOf(EUR(100), EUR(100))).toBe('none');
    expect(priceChangeOf(EUR(100), { amount_minor: 50, currency: 'CHF' })).toBe('none');
    expect(priceChangeOf(null, EUR(100))).toBe('none');
    expect(priceChangeOf(EUR(100), null)).toBe('none');
  });
});
