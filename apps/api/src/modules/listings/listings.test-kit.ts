import path from 'node:path';
import {
  listingCardPage,
  ownerListing,
  validationMessages,
  type ListingInputBody,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { catalogNodes } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed';
import { bearer, requestSender, signIn, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

export const required = validationMessages.required;
export const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
export const berlin = { zip_code: '10115', city: 'Berlin', latitude: 52.5323, longitude: 13.3846 };

export const png = (width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 40 } } })
    .png()
    .toBuffer();

interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

function multipart(files: FilePart[], field = 'files') {
  const boundary = `----bazaar-test-${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The api a listings test file runs against: the demo marketplace (its catalogue, demo owners and
 * their listings), built in the file's `beforeAll`, and the steps of uploading, saving and
 * reading listings (each file boots one app: the cases of one use case share it).
 */
export function listingsTestApp() {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const send = requestSender(app);

  /** The demo administrator, signed in afresh (call it in a `beforeAll` after the app's). */
  const signInAdmin = () => signIn(app(), 'admin@demo.bazaar.local', DEMO_PASSWORD);

  function upload(kind: 'media' | 'documents', who: SignedIn, files: FilePart[]) {
    const body = multipart(files);
    return app().inject({
      method: 'POST',
      url: `/api/products/me/${kind}`,
      headers: { ...bearer(who.token), ...body.headers },
      payload: body.payload,
    });
  }

  async function uploadPictures(who: SignedIn, count: number): Promise<string[]> {
    const files = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        name: `photo-${i + 1}.png`,
        type: 'image/png',
        bytes: await png(900 + i * 10, 700, 60 + i * 80),
      })),
    );
    const response = await upload('media', who, files);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }[]).map((m) => m.id);
  }

  async function subcategoryOf(section: MarketplaceSection): Promise<string> {
    const [node] = await app()
      .db.select({ id: catalogNodes.id })
      .from(catalogNodes)
      .where(and(eq(catalogNodes.section, section), eq(catalogNodes.level, 'subcategory')))
      .limit(1);
    return node!.id;
  }

  const addListing = (who: SignedIn, body: ListingInputBody) =>
    send('POST', `/api/products/me/${body.section}`, who, body);

  async function publishedProduct(who: SignedIn, title = 'Harbour trail shoe') {
    const response = await addListing(who, {
      section: 'catalog',
      draft_state: 'sent',
      title,
      description: 'A light trail running shoe with a grippy sole.',
      catalog_node_id: await subcategoryOf('catalog'),
      price: EUR(8_999),
      quantity: 5,
      location: berlin,
      attributes: { brand: 'Harbour', sku: 'HB-100' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return ownerListing.parse(response.json());
  }

  const detailOf = (id: string) => send('GET', `/api/products/${id}`);

  async function ownerCards(ownerId: string) {
    const response = await send('GET', `/api/listings?owner=${ownerId}&limit=60`);
    expect(response.statusCode, response.body).toBe(200);
    return listingCardPage.parse(response.json()).items;
  }

  /** Where a media url's file lies in the app's uploads folder. */
  const mediaFile = (url: string) =>
    path.join(testApp.config.uploadsDir, url.replace('/api/media/', ''));

  return {
    app,
    send,
    signInAdmin,
    upload,
    uploadPictures,
    subcategoryOf,
    addListing,
    publishedProduct,
    detailOf,
    ownerCards,
    mediaFile,
  };
}
