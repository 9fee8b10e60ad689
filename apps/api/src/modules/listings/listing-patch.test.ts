import { listingDetail, ownerListing } from '@bazaar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogNodes } from '../../db/schema';
import { requestSender, signUpSeller } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// Issue 33: a PATCH of a listing reset the fields it left out (a published listing became a
// draft without price or location).

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

const berlin = { zip_code: '10115', city: 'Berlin', latitude: 52.5323, longitude: 13.3846 };

async function catalogSubcategory(): Promise<string> {
  const [node] = await app()
    .db.select({ id: catalogNodes.id })
    .from(catalogNodes)
    .where(and(eq(catalogNodes.section, 'catalog'), eq(catalogNodes.level, 'subcategory')))
    .limit(1);
  return node!.id;
}

describe('PATCH of a listing', () => {
  it('changes only the fields it sends', async () => {
    const seller = await signUpSeller(app());
    const added = await send('POST', '/api/products/me/catalog', seller, {
      section: 'catalog',
      draft_state: 'sent',
      title: 'Harbour trail shoe',
      description: 'A light trail running shoe with a grippy sole.',
      catalog_node_id: await catalogSubcategory(),
      price: { amount_minor: 8_999, currency: 'EUR' },
      negotiable: true,
      quantity: 5,
      location: berlin,
      attributes: { brand: 'Harbour', sku: 'HB-100' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const before = ownerListing.parse(added.json());
    const url = `/api/products/me/catalog/${before.id}`;

    const renamed = await send('PATCH', url, seller, {
      section: 'catalog',
      title: 'Harbour trail shoe, size 43',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = ownerListing.parse(renamed.json());
    expect(after).toMatchObject({
      title: 'Harbour trail shoe, size 43',
      status: before.status,
      draft_state: 'sent',
      description: before.description,
      catalog_node_id: before.catalog_node_id,
      price: { amount_minor: 8_999, currency: 'EUR' },
      negotiable: true,
      quantity: 5,
      location: before.location,
      published_at: before.published_at,
      attributes: { brand: 'Harbour', sku: 'HB-100' },
    });
    const detail = listingDetail.parse((await send('GET', `/api/products/${before.id}`)).json());
    expect(detail).toMatchObject({ title: 'Harbour trail shoe, size 43' });

    // Attributes change key by key; a field sent as null is emptied.
    const resku = await send('PATCH', url, seller, {
      section: 'catalog',
      attributes: { sku: 'HB-200' },
      negotiable: false,
    });
    expect(resku.statusCode, resku.body).toBe(200);
    expect(ownerListing.parse(resku.json())).toMatchObject({
      negotiable: false,
      price: { amount_minor: 8_999, currency: 'EUR' },
      attributes: { brand: 'Harbour', sku: 'HB-200' },
    });

    // What is sent is still checked against the whole listing: a published one keeps its price.
    // The section may be left out: the address names it.
    const unpriced = await send('PATCH', url, seller, { price: null });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().fields).toEqual([
      expect.objectContaining({ field: expect.stringMatching(/^price/) }),
    ]);
    const otherDivision = await send('PATCH', url, seller, { section: 'food', title: 'Jam' });
    expect(otherDivision.statusCode).toBe(400);
  });
});
