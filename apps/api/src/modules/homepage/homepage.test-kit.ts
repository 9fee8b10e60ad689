import { randomUUID } from 'node:crypto';
import { homepageDraft, homepageEntry, type HomepageEntryBody } from '@bazaar/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  requestSender,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestClock } from '../../test/test-clock';

/**
 * The api a homepage test file runs against, built in the file's `beforeAll` on a test clock with
 * an administrator, a seller and a buyer of its own, and the administrators' homepage requests.
 */
export function homepageTestApp() {
  const clock = createTestClock();
  let testApp: TestApp;
  const accounts = {} as { admin: SignedIn; seller: SignedIn; buyer: SignedIn };

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    [accounts.admin, accounts.seller, accounts.buyer] = await Promise.all([
      signUpAdmin(testApp.app),
      signUpSeller(testApp.app),
      signUpBuyer(testApp.app),
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const send = requestSender(app);

  async function addEntry(body: HomepageEntryBody) {
    const response = await send('POST', '/api/admin/homepage/entries', accounts.admin, body);
    expect(response.statusCode, response.body).toBe(201);
    return homepageEntry.parse(response.json());
  }

  async function uploadPicture(entryId: string, who: SignedIn = accounts.admin) {
    const png = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: { r: 200, g: 90, b: 30 } },
    })
      .png()
      .toBuffer();
    const boundary = `----bazaar-test-${randomUUID()}`;
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`;
    return app().inject({
      method: 'POST',
      url: `/api/admin/homepage/entries/${entryId}/picture`,
      headers: {
        authorization: `Bearer ${who.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  }

  /** A banner with a picture, ready to publish. */
  async function addBanner(overrides: Partial<HomepageEntryBody> = {}) {
    const banner = await addEntry({
      kind: 'banner',
      locale: 'en',
      text: `Autumn sale ${randomUUID().slice(0, 6)}`,
      link: '/flea-market',
      ...overrides,
    } as HomepageEntryBody);
    const uploaded = await uploadPicture(banner.id);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return homepageEntry.parse(uploaded.json());
  }

  async function publish() {
    const response = await send('POST', '/api/admin/homepage/publish', accounts.admin);
    expect(response.statusCode, response.body).toBe(200);
    return homepageDraft.parse(response.json());
  }

  return {
    clock,
    app,
    accounts,
    send,
    addEntry,
    uploadPicture,
    addBanner,
    publish,
  };
}
