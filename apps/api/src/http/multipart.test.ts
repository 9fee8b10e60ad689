import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { isErrorEnvelope } from '@bazaar/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, eventually, signUpSeller, type SignedIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let testApp: TestApp;
const app = () => testApp.app;
let seller: SignedIn;
/** Every 5xx the api answered while this file ran. */
const serverErrors: unknown[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({
    configure(built) {
      built.onServerError(async (error) => {
        serverErrors.push(error);
      });
    },
  });
  seller = await signUpSeller(app());
});

afterAll(async () => {
  await testApp?.close();
});

/** The four upload routes and the form field each reads its files from. */
const uploadRoutes = [
  { url: '/api/products/me/media', field: 'files' },
  { url: '/api/products/me/documents', field: 'files' },
  { url: '/api/users/me/avatar', field: 'file' },
  { url: '/api/sellers/me/logo', field: 'file' },
] as const;

const incomingFolder = () => path.join(testApp.config.uploadsDir, '.incoming');
const leftInIncoming = () => (existsSync(incomingFolder()) ? readdirSync(incomingFolder()) : []);

const picture = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#c87828' } })
    .png()
    .toBuffer();

function send(url: string, contentType: string, payload: string | Buffer) {
  return app().inject({
    method: 'POST',
    url,
    headers: { ...bearer(seller.token), 'content-type': contentType },
    payload,
  });
}

const BOUNDARY = 'bazaar-boundary';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const partHead = (disposition: string, type = 'image/png') =>
  `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`;

const malformedForms: [string, string, (field: string) => string | Buffer][] = [
  ['a body that is no form (boundary=x, a=1)', 'multipart/form-data; boundary=x', () => 'a=1'],
  [
    'a form without a boundary',
    'multipart/form-data',
    (field) => partHead(`form-data; name="${field}"`),
  ],
  [
    'a form cut off inside its file',
    FORM,
    (field) => `${partHead(`form-data; name="${field}"; filename="cut.png"`)}\x89PNG\r\n`,
  ],
  [
    'a form cut off before its closing boundary',
    FORM,
    (field) => `${partHead(`form-data; name="${field}"; filename="a.png"`)}abc\r\n`,
  ],
  [
    'a part without a name',
    FORM,
    () => `${partHead('form-data; filename="a.png"')}abc\r\n--${BOUNDARY}--\r\n`,
  ],
  [
    'a part named __proto__',
    FORM,
    () => `${partHead('form-data; name="__proto__"; filename="a.png"')}abc\r\n--${BOUNDARY}--\r\n`,
  ],
  [
    'a field declared JSON that is not',
    FORM,
    () =>
      `${partHead('form-data; name="meta"', 'application/json')}{not json\r\n--${BOUNDARY}--\r\n`,
  ],
  ['an empty body', FORM, () => ''],
];

describe('malformed upload forms', () => {
  for (const { url, field } of uploadRoutes) {
    it.each(malformedForms)(
      `answer 400 VALIDATION naming "${field}" on ${url}: %s`,
      async (_, type, body) => {
        const response = await send(url, type, body(field));
        expect(response.statusCode, response.body).toBe(400);
        const envelope = response.json();
        expect(isErrorEnvelope(envelope)).toBe(true);
        expect(envelope).toMatchObject({
          status: 400,
          error_code: 'VALIDATION',
          fields: [{ field, message: expect.any(String) }],
        });
      },
    );
  }

  it('never answered with a 5xx', () => {
    expect(serverErrors).toEqual([]);
  });
});

describe('temporary upload files', () => {
  it('are removed after a stored picture, a refused file and a refused form', async () => {
    const form = (bytes: Buffer, name: string) =>
      Buffer.concat([
        Buffer.from(partHead(`form-data; name="files"; filename="${name}"`)),
        bytes,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
    const stored = await send('/api/products/me/media', FORM, form(await picture(), 'a.png'));
    expect(stored.statusCode, stored.body).toBe(201);
    const refused = await send('/api/products/me/media', FORM, form(Buffer.from('text'), 'b.png'));
    expect(refused.statusCode).toBe(400);
    const cut = await send(
      '/api/products/me/media',
      FORM,
      form(await picture(), 'c.png').subarray(0, 500),
    );
    expect(cut.statusCode).toBe(400);
    expect(leftInIncoming()).toEqual([]);
  });

  it('are removed when the client goes away in the middle of an upload, without a 5xx', async () => {
    const address = await app().listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const head = partHead('form-data; name="files"; filename="big.png"');
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/products/me/media HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${bearer(seller.token).authorization}\r\n` +
        `Content-Type: ${FORM}\r\nContent-Length: ${head.length + 5_000_000}\r\n\r\n${head}`,
    );
    socket.write(Buffer.alloc(1_000_000, 1));
    // The api has started to write the file before the client leaves.
    await eventually(() => (leftInIncoming().length > 0 ? true : undefined));
    socket.destroy();
    await eventually(() => (leftInIncoming().length === 0 ? true : undefined));
    expect(serverErrors).toEqual([]);
    const after = await app().inject({ url: '/api/ping' });
    expect(after.statusCode).toBe(200);
  });

  it('are never served as media', async () => {
    const response = await app().inject({ url: '/api/media/.incoming/' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
