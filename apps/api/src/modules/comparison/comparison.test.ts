import { randomUUID } from 'node:crypto';
import {
  COMPARISON_MAX,
  comparisonCount,
  comparisonList,
  comparisonListings,
  currentUser,
  errorEnvelopeSchema,
} from '@bazaar/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonItems, listings, users } from '../../db/schema';
import { bearer, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  addProduct,
  attachPicture,
  insertPublishedProducts,
  pauseProduct,
  shopHubSubcategory,
} from '../../test/saved-listings';

let testApp: TestApp;
const app = () => testApp.app;
let seller: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  seller = await signUpSeller(app());
});

afterAll(async () => {
  await testApp?.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, who?: SignedIn, payload?: object) {
  return app().inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

const add = (who: SignedIn, include: string[]) =>
  call('POST', '/api/users/me/comparison', who, { include });
const remove = (who: SignedIn, include: string[]) =>
  call('DELETE', '/api/users/me/comparison', who, { include });

async function countAfter(response: Awaited<ReturnType<typeof call>>): Promise<number> {
  expect(response.statusCode, response.body).toBe(200);
  return comparisonCount.parse(response.json()).products_in_comparison;
}

async function listOf(who: SignedIn) {
  const response = await call('GET', '/api/users/me/comparison', who);
  expect(response.statusCode, response.body).toBe(200);
  return comparisonList.parse(response.json());
}

/** The count `GET /users/me` answers and the rows stored: they must always agree. */
async function storedState(who: SignedIn) {
  const me = await call('GET', '/api/users/me', who);
  expect(me.statusCode, me.body).toBe(200);
  const [rows] = await app()
    .db.select({ value: count() })
    .from(comparisonItems)
    .where(eq(comparisonItems.userId, who.userId));
  const [row] = await app()
    .db.select({ value: users.productsInComparison })
    .from(users)
    .where(eq(users.id, who.userId));
  return {
    reported: currentUser.parse(me.json()).products_in_comparison,
    stored: row!.value,
    rows: rows!.value,
  };
}

async function expectConsistent(who: SignedIn, expected: number) {
  expect(await storedState(who)).toEqual({ reported: expected, stored: expected, rows: expected });
}

function expectEnvelope(response: Awaited<ReturnType<typeof call>>, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return errorEnvelopeSchema.parse(response.json());
}

describe('the comparison of an account', () => {
  it('is refused to visitors', async () => {
    const [id] = await insertPublishedProducts(app(), seller.userId, 1);
    for (const response of [
      await call('GET', '/api/users/me/comparison'),
      await call('POST', '/api/users/me/comparison', undefined, { include: [id] }),
      await call('DELETE', '/api/users/me/comparison', undefined, { include: [id] }),
    ]) {
      expect(expectEnvelope(response, 401).error_code).toBe('UNAUTHORIZED');
    }
  });

  it('adds listings, ignores ones already there, and lists them newest added first', async () => {
    const buyer = await signUpBuyer(app());
    const node = await shopHubSubcategory(app());
    const shoe = await addProduct(app(), seller, { title: 'Harbour trail shoe' });
    const jacket = await addProduct(app(), seller, { title: 'Harbour rain jacket' });
    const lantern = await addProduct(app(), seller, { title: 'Harbour lantern' });
    await attachPicture(app(), { id: shoe.id, ownerId: seller.userId }, '/api/media/b.webp', 1);
    await attachPicture(app(), { id: shoe.id, ownerId: seller.userId }, '/api/media/a.webp', 0);

    expect(await countAfter(await add(buyer, [shoe.id, jacket.id]))).toBe(2);
    expect(await countAfter(await add(buyer, [jacket.id, lantern.id, lantern.id]))).toBe(3);
    await expectConsistent(buyer, 3);

    const list = await listOf(buyer);
    expect(list.products_in_comparison).toBe(3);
    expect(list.items.map((item) => item.id)).toEqual([lantern.id, jacket.id, shoe.id]);
    expect(list.items[2]).toEqual({
      id: shoe.id,
      in_comparison: true,
      section: 'catalog',
      category: node,
      title: 'Harbour trail shoe',
      price: { amount_minor: 8_999, currency: 'EUR' },
      negotiable: false,
      rental_period: null,
      quantity: 5,
      image: { url: '/api/media/a.webp', alt: 'Picture 1' },
      location: { zip_code: '10115', city: 'Berlin' },
      seller: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
      attributes: { brand: 'Harbour', sku: 'HB-100' },
      parameters: { colour: 'Blue' },
      available: true,
    });
  });

  it('stores nothing when one id is not a published listing', async () => {
    const buyer = await signUpBuyer(app());
    const [published] = await insertPublishedProducts(app(), seller.userId, 1);
    const draft = await addProduct(app(), seller, {
      draft_state: 'draft',
      title: 'Secret prototype',
    });
    const paused = await addProduct(app(), seller, { title: 'Paused lamp' });
    await pauseProduct(app(), seller, paused.id);
    expect(await countAfter(await add(buyer, [published!]))).toBe(1);

    for (const include of [[draft.id], [published!, paused.id], [randomUUID(), randomUUID()]]) {
      const refused = expectEnvelope(await add(buyer, include), 404);
      expect(refused.error_code).toBe('NOT_FOUND');
      expect(refused.user_message).not.toMatch(/Secret|Paused/);
    }
    const [newOne] = await insertPublishedProducts(app(), seller.userId, 1);
    expectEnvelope(await add(buyer, [newOne!, draft.id]), 404);

    expect((await listOf(buyer)).items.map((item) => item.id)).toEqual([published]);
    await expectConsistent(buyer, 1);
  });

  it('refuses bad bodies with the envelope and changes nothing', async () => {
    const buyer = await signUpBuyer(app());
    const [id] = await insertPublishedProducts(app(), seller.userId, 1);
    await add(buyer, [id!]);
    for (const body of [{ include: [] }, { include: ['not-an-id'] }, {}]) {
      expect(
        expectEnvelope(await call('POST', '/api/users/me/comparison', buyer, body), 400).error_code,
      ).toBe('VALIDATION');
      expectEnvelope(await call('DELETE', '/api/users/me/comparison', buyer, body), 400);
    }
    await expectConsistent(buyer, 1);
  });

  it('removes listings, ignores ones not there, and never counts below zero', async () => {
    const buyer = await signUpBuyer(app());
    const [a, b, c] = await insertPublishedProducts(app(), seller.userId, 3);
    expect(await countAfter(await add(buyer, [a!, b!, c!]))).toBe(3);

    expect(await countAfter(await remove(buyer, [a!, randomUUID()]))).toBe(2);
    expect(await countAfter(await remove(buyer, [a!]))).toBe(2);
    await expectConsistent(buyer, 2);
    expect((await listOf(buyer)).items.map((item) => item.id)).toEqual([c, b]);

    expect(await countAfter(await remove(buyer, [b!, c!, c!]))).toBe(0);
    expect(await countAfter(await remove(buyer, [a!, b!]))).toBe(0);
    await expectConsistent(buyer, 0);
    expect(await listOf(buyer)).toEqual({ items: [], products_in_comparison: 0 });
  });

  it(`holds at most ${COMPARISON_MAX} products, and a refused add stores nothing`, async () => {
    const buyer = await signUpBuyer(app());
    const ids = await insertPublishedProducts(app(), seller.userId, COMPARISON_MAX + 2);
    const first = ids.slice(0, COMPARISON_MAX - 1);
    expect(await countAfter(await add(buyer, first))).toBe(COMPARISON_MAX - 1);

    const tooMany = expectEnvelope(await add(buyer, ids.slice(COMPARISON_MAX - 1)), 409);
    expect(tooMany.error_code).toBe('CONFLICT');
    expect(tooMany.user_message).toBe(
      `You can compare up to ${COMPARISON_MAX} products. Remove some before adding more.`,
    );
    await expectConsistent(buyer, COMPARISON_MAX - 1);

    // Ids already there do not count twice: up to the cap exactly.
    expect(
      await countAfter(await add(buyer, [...first.slice(0, 5), ids[COMPARISON_MAX - 1]!])),
    ).toBe(COMPARISON_MAX);
    expectEnvelope(await add(buyer, [ids[COMPARISON_MAX]!]), 409);
    expectEnvelope(await add(buyer, ids.slice(0, COMPARISON_MAX + 1)), 400);
    await expectConsistent(buyer, COMPARISON_MAX);
  });

  it('keeps the cap when adds arrive at once', async () => {
    const buyer = await signUpBuyer(app());
    const ids = await insertPublishedProducts(app(), seller.userId, 80);
    const chunks = [0, 20, 40, 60].map((start) => ids.slice(start, start + 20));
    const responses = await Promise.all(chunks.map((chunk) => add(buyer, chunk)));
    // Two fit under the cap of 50, whichever come first; the others are refused whole.
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 409, 409]);
    await expectConsistent(buyer, 40);
  });

  it('leaves other accounts’ comparisons alone', async () => {
    const buyer = await signUpBuyer(app());
    const other = await signUpSeller(app());
    const [a, b] = await insertPublishedProducts(app(), seller.userId, 2);
    await add(other, [a!, b!]);
    await add(buyer, [a!]);
    await remove(buyer, [a!, b!]);
    await expectConsistent(buyer, 0);
    await expectConsistent(other, 2);
    expect((await listOf(other)).items.map((item) => item.id)).toEqual([b, a]);
  });

  it('keeps withdrawn listings, marked unavailable, without their details', async () => {
    const buyer = await signUpBuyer(app());
    const lamp = await addProduct(app(), seller, { title: 'Harbour desk lamp' });
    await add(buyer, [lamp.id]);
    await pauseProduct(app(), seller, lamp.id);

    const [item] = (await listOf(buyer)).items;
    expect(item).toMatchObject({
      id: lamp.id,
      title: 'Harbour desk lamp',
      available: false,
      attributes: {},
      parameters: {},
    });
    // Already compared: adding it again is not refused, and changes nothing.
    expect(await countAfter(await add(buyer, [lamp.id]))).toBe(1);
    expect(await countAfter(await remove(buyer, [lamp.id]))).toBe(0);
  });

  it('counts a deleted listing out of every comparison holding it', async () => {
    const buyer = await signUpBuyer(app());
    const other = await signUpBuyer(app());
    const kettle = await addProduct(app(), seller, { title: 'Harbour kettle' });
    const [keep] = await insertPublishedProducts(app(), seller.userId, 1);
    await add(buyer, [kettle.id, keep!]);
    await add(other, [kettle.id]);

    const deleted = await call('DELETE', `/api/products/me/catalog/${kettle.id}`, seller);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectConsistent(buyer, 1);
    await expectConsistent(other, 0);
  });
});

describe('the comparison of a visitor', () => {
  const listingsOf = (ids: string) => call('GET', `/api/comparison/listings?ids=${ids}`);

  it('renders stored ids in the order given, leaving out unknown ones and drafts', async () => {
    const [a, b] = await insertPublishedProducts(app(), seller.userId, 2);
    const draft = await addProduct(app(), seller, { draft_state: 'draft', title: 'Hidden' });
    const paused = await addProduct(app(), seller, { title: 'Harbour stool' });
    await pauseProduct(app(), seller, paused.id);

    const response = await listingsOf([b, randomUUID(), draft.id, a, paused.id, b].join(','));
    expect(response.statusCode, response.body).toBe(200);
    const { items } = comparisonListings.parse(response.json());
    expect(items.map((item) => [item.id, item.in_comparison, item.available])).toEqual([
      [b, true, true],
      [a, true, true],
      [paused.id, true, false],
    ]);
    expect(items[2]).toMatchObject({ title: 'Harbour stool', attributes: {}, parameters: {} });
  });

  it('leaves out listings that no longer exist', async () => {
    const [gone] = await insertPublishedProducts(app(), seller.userId, 1);
    await app().db.delete(listings).where(eq(listings.id, gone!));
    const response = await listingsOf(gone!);
    expect(comparisonListings.parse(response.json()).items).toEqual([]);
  });

  it('refuses ids that are not ids with the envelope', async () => {
    expect(expectEnvelope(await listingsOf('nope'), 400).error_code).toBe('VALIDATION');
    expectEnvelope(await call('GET', '/api/comparison/listings'), 400);
  });
});
