import {
  productImportFilePreview,
  productImportRun,
  type ProductImportRun,
} from '@bazaar/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { catalogNodes, listings, subscriptionPlans } from '../../db/schema';
import { bearer, eventually, nextIp, requestSender, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart-form';

/** The columns of the catalogue's file template, as a seller's file starts. */
export const header =
  'sku,title,description,price,currency,quantity,catalog_node_id,zip_code,city,brand,publish';

/** A CSV file of `lines` under the header, with the line ends spreadsheets write. */
export function csv(lines: string[]): Buffer {
  return Buffer.from([header, ...lines].join('\r\n') + '\r\n');
}

/**
 * The api an importing test file runs against: the demo marketplace, built in the file's
 * `beforeAll`, and the steps of previewing and importing a file and waiting for a run (each file
 * boots one app: the cases of one use case share it).
 */
export function importingTestApp() {
  let testApp: TestApp;
  let node: string;

  beforeAll(async () => {
    testApp = await buildTestApp({
      seed: true,
      // Store imports fetch their pictures from a server of the test on 127.0.0.1.
      env: { IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES: 'true' },
    });
    const [found] = await testApp.app.db
      .select({ id: catalogNodes.id })
      .from(catalogNodes)
      .where(and(eq(catalogNodes.section, 'catalog'), eq(catalogNodes.level, 'subcategory')))
      .limit(1);
    node = found!.id;
    // Room for the big file: the trial plan allows 500 published listings.
    await testApp.app.db.update(subscriptionPlans).set({ activeListingsLimit: 50_000 });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const send = requestSender(app);

  async function preview(who: SignedIn, name: string, bytes: Buffer, section = 'catalog') {
    const form = multipartForm(
      bytes,
      name,
      name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream',
    );
    return app().inject({
      method: 'POST',
      url: `/api/products/me/imports/file/preview?section=${section}`,
      remoteAddress: nextIp(),
      headers: { ...bearer(who.token), ...form.headers },
      payload: form.payload,
    });
  }

  /** Row `i` of a file of shirts, valid, in the catalogue's first subcategory. */
  const row = (i: number, price = '19.90') =>
    `SKU-${i},Harbour shirt ${i},A linen shirt,${price},EUR,${i % 7},${node},10115,Berlin,Harbour,yes`;

  async function listingsOf(who: SignedIn): Promise<number> {
    const [found] = await app()
      .db.select({ n: count() })
      .from(listings)
      .where(eq(listings.ownerId, who.userId));
    return found!.n;
  }

  /** The run once it has ended, done or failed. */
  async function finished(
    who: SignedIn,
    id: string,
    timeoutMs = 60_000,
  ): Promise<ProductImportRun> {
    return eventually(async () => {
      const response = await send('GET', `/api/products/me/imports/${id}`, who);
      const run = productImportRun.parse(response.json());
      return run.status === 'done' || run.status === 'failed' ? run : undefined;
    }, timeoutMs);
  }

  /** Previews the file, imports it and waits for the run to end. */
  async function importFile(who: SignedIn, name: string, bytes: Buffer, timeoutMs?: number) {
    const previewed = await preview(who, name, bytes);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const { upload_id } = productImportFilePreview.parse(previewed.json());
    const started = await send('POST', '/api/products/me/imports/file', who, { upload_id });
    expect(started.statusCode, started.body).toBe(201);
    return finished(who, productImportRun.parse(started.json()).id, timeoutMs);
  }

  return {
    app,
    send,
    /** The app's configuration (where its uploads are kept). */
    config: () => testApp.config,
    /** A catalogue subcategory of the demo marketplace, where the imported products go. */
    node: () => node,
    preview,
    row,
    listingsOf,
    finished,
    importFile,
  };
}
