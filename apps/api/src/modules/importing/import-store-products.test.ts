import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { productImportRowsPage, productImportRun, type StoreProduct } from '@bazaar/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, listingVariants, productImports, users } from '../../db/schema';
import { signUpSeller } from '../../test/accounts';
import type { StoreProductPage, StoreSource } from './index';
import { importRunRetries, RUN_GAVE_UP } from './import-run';
import { importingTestApp } from './importing.test-kit';

const { app, send, node, listingsOf, finished } = importingTestApp();

let pictureServer: Server;
let pictureBase: string;

beforeAll(async () => {
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  pictureServer = createServer((request, response) => {
    if (request.url?.startsWith('/pictures/')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => pictureServer?.close(resolve));
});

/** A store of products in pages of two, as the e-shop module's sources answer. */
function fakeStore(
  products: StoreProduct[],
  options: { crashOnCursor?: string; crashes?: number } = {},
) {
  const calls: (string | null)[] = [];
  let crashesLeft = options.crashes ?? 1;
  const source: StoreSource = {
    sellerOf: async () => owner,
    async fetchPage(_connection, cursor): Promise<StoreProductPage> {
      calls.push(cursor);
      if (options.crashOnCursor === cursor && crashesLeft > 0) {
        crashesLeft -= 1;
        throw new Error('the store stopped answering');
      }
      const start = cursor ? Number(cursor) : 0;
      return {
        products: products.slice(start, start + 2),
        nextCursor: start + 2 < products.length ? String(start + 2) : null,
        total: products.length,
      };
    },
    fetchOne: async (_c, id) => products.find((p) => p.external_id === id) ?? null,
    catalogNodeFor: async () => node(),
    storeNameOf: async () => 'Harbour Store',
  };
  let owner = '';
  return { source, calls, ownedBy: (id: string) => (owner = id) };
}

const product = (i: number, overrides: Partial<StoreProduct> = {}): StoreProduct => ({
  external_id: `gid://shopify/Product/${i}`,
  title: `Canvas bag ${i}`,
  description_html: `<p>A <b>sturdy</b> bag &amp; more.</p><ul><li>Cotton</li></ul>`,
  vendor: i % 2 ? 'Nordwind' : null,
  product_type: 'Bags',
  collections: [{ id: i % 2 ? 'odd' : 'even', title: 'Bags' }],
  status: 'active',
  currency: 'EUR',
  variants: [
    { external_id: `v${i}a`, title: 'Small', sku: `BAG-${i}-S`, price_minor: 2500, quantity: 3 },
    { external_id: `v${i}b`, title: 'Large', sku: `BAG-${i}-L`, price_minor: 3500, quantity: 2 },
  ],
  image_urls: [],
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('store import through a registered source', () => {
  it(
    'imports the products with variants and pictures, a failing product reported, the rest on',
    { timeout: 120_000 },
    async () => {
      const seller = await signUpSeller(app());
      await app()
        .db.update(users)
        .set({ pickupAddress: { street: 'Hafen 1', zip_code: '10115', city: 'Berlin' } })
        .where(eq(users.id, seller.userId));
      const products = [
        product(1, { image_urls: [`${pictureBase}/pictures/1.png`] }),
        product(2, { image_urls: [`${pictureBase}/missing.png`] }),
        product(3),
        product(4, { title: 'ab' }),
        product(5),
      ];
      const store = fakeStore(products);
      store.ownedBy(seller.userId);
      app().importing.registerStoreSource('shopify', store.source);
      const connection = '00000000-0000-4000-8000-000000000001';

      const someoneElse = await signUpSeller(app());
      const refused = await send('POST', '/api/products/me/imports/store', someoneElse, {
        platform: 'shopify',
        connection_id: connection,
        selection: { all: true },
      });
      expect(refused.statusCode).toBe(404);

      const started = await send('POST', '/api/products/me/imports/store', seller, {
        platform: 'shopify',
        connection_id: connection,
        selection: { all: true },
      });
      expect(started.statusCode, started.body).toBe(201);
      const run = await finished(seller, productImportRun.parse(started.json()).id);
      expect(run).toMatchObject({
        status: 'done',
        source: 'shopify',
        total: 5,
        created: 3,
        failed: 2,
      });
      const failed = productImportRowsPage.parse(
        (
          await send('GET', `/api/products/me/imports/${run.id}/rows?outcome=failed`, seller)
        ).json(),
      );
      expect(failed.items.map((r) => [r.row_number, r.key])).toEqual([
        [2, 'gid://shopify/Product/2'],
        [4, 'gid://shopify/Product/4'],
      ]);
      expect(failed.items[0]!.errors[0]!.message).toMatch(/Picture 1 was not imported/);
      expect(failed.items[1]!.errors[0]!.field).toBe('title');

      const bag = (
        await app()
          .db.select()
          .from(listings)
          .where(and(eq(listings.ownerId, seller.userId), eq(listings.title, 'Canvas bag 1')))
      )[0]!;
      expect(bag).toMatchObject({
        priceMinor: 2500,
        draftState: 'sent',
        quantity: 5,
        description: 'A sturdy bag & more.\n• Cotton',
      });
      const variants = await app()
        .db.select()
        .from(listingVariants)
        .where(eq(listingVariants.listingId, bag.id));
      expect(variants.map((v) => v.sku).sort()).toEqual(['BAG-1-L', 'BAG-1-S']);
      const cover = await app().listings.coverPictures([bag.id]);
      expect(cover.get(bag.id)).toBeDefined();

      // The seller edits the description; a webhook's update keeps it and changes the price.
      await app()
        .db.update(listings)
        .set({ description: 'My own words' })
        .where(eq(listings.id, bag.id));
      const changed = product(1, {
        image_urls: [`${pictureBase}/pictures/1.png`],
        variants: [
          { external_id: 'v1a', title: 'Small', sku: 'BAG-1-S', price_minor: 1999, quantity: 4 },
        ],
      });
      await app().importing.applyStoreProduct(seller.userId, 'shopify', connection, changed);
      const after = (await app().db.select().from(listings).where(eq(listings.id, bag.id)))[0]!;
      expect(after).toMatchObject({ priceMinor: 1999, description: 'My own words' });
      expect(await listingsOf(seller)).toBe(3);
      expect(await app().listings.coverPictures([bag.id])).toHaveProperty('size', 1);

      // A product never imported (not chosen, or new in the store) is left to the seller's import.
      expect(
        await app().importing.applyStoreProduct(seller.userId, 'shopify', connection, product(9)),
      ).toBe(false);
      expect(await listingsOf(seller)).toBe(3);
      expect(await app().importing.countImportedByConnection([connection, node()])).toEqual(
        new Map([[connection, 3]]),
      );

      // Uninstalled: the store's listings are paused; a deleted product's listing goes.
      expect(await app().importing.pauseImportedFrom(seller.userId, 'shopify', connection)).toBe(3);
      const statuses = await app()
        .db.select({ status: listings.status })
        .from(listings)
        .where(eq(listings.ownerId, seller.userId));
      expect(statuses.every((s) => s.status === 'paused')).toBe(true);
      await app().importing.removeStoreProduct(
        seller.userId,
        'shopify',
        connection,
        'gid://shopify/Product/3',
      );
      expect(await listingsOf(seller)).toBe(2);
    },
  );

  it('resumes a run at its stored cursor after it stopped in the middle', async () => {
    const seller = await signUpSeller(app());
    const store = fakeStore(
      [1, 2, 3, 4, 5].map((i) => product(100 + i)),
      { crashOnCursor: '2' },
    );
    store.ownedBy(seller.userId);
    app().importing.registerStoreSource('bigcommerce', store.source);
    // The run is queued as the route does, then worked here as its job would (twice: a crash, a retry).
    const [run] = await app()
      .db.insert(productImports)
      .values({
        sellerId: seller.userId,
        source: 'bigcommerce',
        connectionId: '00000000-0000-4000-8000-000000000002',
        section: 'catalog',
        status: 'queued',
        state: { selection: { all: true }, cursor: null, seen: 0 },
      })
      .returning();
    await expect(app().importing.processRun(run!.id)).rejects.toThrow(/stopped answering/);
    const stopped = await app().importing.getRun(seller.userId, run!.id);
    expect(stopped).toMatchObject({ status: 'running', processed: 2, created: 2 });

    await app().importing.processRun(run!.id);
    const done = await app().importing.getRun(seller.userId, run!.id);
    expect(done).toMatchObject({ status: 'done', processed: 5, created: 5, failed: 0, total: 5 });
    expect(store.calls).toEqual([null, '2', '2', '4']);
    expect(await listingsOf(seller)).toBe(5);
  });

  it('ends a run whose product has a NUL in its title: that row reported, the others imported', async () => {
    const seller = await signUpSeller(app());
    const store = fakeStore([product(301, { title: 'Canvas\u0000bag' }), product(302)]);
    store.ownedBy(seller.userId);
    app().importing.registerStoreSource('shopline', store.source);
    const [run] = await app()
      .db.insert(productImports)
      .values({
        sellerId: seller.userId,
        source: 'shopline',
        connectionId: '00000000-0000-4000-8000-000000000004',
        section: 'catalog',
        status: 'queued',
        state: { selection: { all: true }, cursor: null, seen: 0 },
      })
      .returning();
    await app().importing.processRun(run!.id);
    expect(await app().importing.getRun(seller.userId, run!.id)).toMatchObject({
      status: 'done',
      processed: 2,
    });
    const report = await send('GET', `/api/products/me/imports/${run!.id}/rows`, seller);
    const titles = productImportRowsPage.parse(report.json()).items.map((item) => item.title);
    expect(titles.sort()).toEqual(['Canvas bag 302', 'Canvasbag']);
  });

  it('ends a run as failed when its last try fails, with a reason for the seller', async () => {
    const seller = await signUpSeller(app());
    const store = fakeStore(
      [1, 2, 3, 4].map((i) => product(200 + i)),
      { crashOnCursor: '2', crashes: 100 },
    );
    store.ownedBy(seller.userId);
    app().importing.registerStoreSource('shopline', store.source);
    const [run] = await app()
      .db.insert(productImports)
      .values({
        sellerId: seller.userId,
        source: 'shopline',
        connectionId: '00000000-0000-4000-8000-000000000003',
        section: 'catalog',
        status: 'queued',
        state: { selection: { all: true }, cursor: null, seen: 0 },
      })
      .returning();
    // The job's first try and its retries but the last: each throws for the next retry.
    for (let attempt = 1; attempt <= importRunRetries; attempt += 1) {
      await expect(app().importing.processRun(run!.id)).rejects.toThrow(/stopped answering/);
      expect(await app().importing.getRun(seller.userId, run!.id)).toMatchObject({
        status: 'running',
      });
    }
    // The last try ends the run instead of leaving it running.
    await app().importing.processRun(run!.id);
    const ended = await app().importing.getRun(seller.userId, run!.id);
    expect(ended).toMatchObject({ status: 'failed', processed: 2, created: 2 });
    expect(ended.error).toBe(RUN_GAVE_UP);
    expect(ended.error).not.toMatch(/stopped answering/);
    expect(ended.finished_at).not.toBeNull();
  });
});
