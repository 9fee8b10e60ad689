import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_CODE } from '@bazaar/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearer, signUpBuyer } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startLocalS3, type LocalS3 } from '../test/local-s3';
import { multipartForm } from '../test/multipart-form';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const photo = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a7fb8' } })
    .png()
    .toBuffer();

/** Signs up a buyer on `app` and uploads their avatar; answers its /api/media URL. */
async function uploadAvatar(app: App): Promise<{ url: string; token: string }> {
  const buyer = await signUpBuyer(app);
  const form = multipartForm(await photo(), 'me.png', 'image/png');
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/me/avatar',
    headers: { ...bearer(buyer.token), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { url: response.json().avatar as string, token: buyer.token };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const mediaFile = (testApp: TestApp, url: string) =>
  path.join(testApp.config.uploadsDir, url.replace('/api/media/', ''));

describe('media in the uploads folder (no bucket configured)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('serves an uploaded picture under its content address, cached for a year', async () => {
    const { url } = await uploadAvatar(testApp.app);
    expect(testApp.app.mediaStorage.describe().driver).toBe('local');
    expect(existsSync(mediaFile(testApp, url))).toBe(true);

    const served = await testApp.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    const hash = sha256(served.rawPayload);
    // The name starts with the hash of the bytes, which are the ETag too.
    expect(url).toContain(`/${hash}-`);
    expect(served.headers.etag).toBe(`"${hash}"`);
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const again = await testApp.app.inject({ url, headers: { 'if-none-match': `"${hash}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await testApp.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves media that are not content-addressed (the catalog tiles) for a day', async () => {
    const imageUrl = (await testApp.app.catalog.tree('flea-market')).nodes[0]!.image_url!;
    expect(imageUrl).toMatch(/\.svg$/);
    const served = await testApp.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers.etag).toMatch(/^".+"$/);
  });

  it('answers a missing file, and what lies in dot folders, with 404 in the error envelope', async () => {
    for (const url of [
      `/api/media/avatars/${'0'.repeat(64)}-00000000.webp`,
      '/api/media/.incoming/anything',
      '/api/media/avatars/%2e%2e/%2e%2e/secrets/auth-secret',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBeUndefined();
      expect(response.json(), url).toMatchObject({
        status: 404,
        error_code: NOT_FOUND_CODE,
        user_message: expect.any(String),
      });
    }
  });
});

describe('media in an S3-compatible bucket shared by two api instances', () => {
  let s3: LocalS3;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    first = await buildTestApp({ env: s3.env });
    second = await buildTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it('serves through one instance what was uploaded through the other, and forgets it with it', async () => {
    expect(first.app.mediaStorage.describe()).toMatchObject({ driver: 's3' });
    const { url, token } = await uploadAvatar(first.app);
    // In the bucket, not in either instance's folder.
    expect(existsSync(mediaFile(first, url))).toBe(false);
    expect(existsSync(mediaFile(second, url))).toBe(false);

    const served = await second.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(served.headers.etag).toBe(`"${sha256(served.rawPayload)}"`);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);

    const removed = await first.app.inject({
      method: 'DELETE',
      url: '/api/users/me/avatar',
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    const gone = await second.app.inject({ url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 404, error_code: NOT_FOUND_CODE });
  });

  it('keeps the catalog tiles the instances drew in the bucket', async () => {
    const imageUrl = (await second.app.catalog.tree('flea-market')).nodes[0]!.image_url!;
    const served = await first.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(existsSync(mediaFile(first, imageUrl))).toBe(false);
  });
});

describe('a media bucket that cannot be reached', () => {
  it('stops the start with the bucket named, and without its keys', async () => {
    const s3 = await startLocalS3();
    try {
      const start = buildTestApp({
        env: {
          ...s3.env,
          MEDIA_S3_BUCKET: 'no-such-bucket',
          MEDIA_S3_SECRET_ACCESS_KEY: 'hidden-key',
        },
      });
      await expect(start).rejects.toThrow(
        /media storage \(s3 http:\/\/127\.0\.0\.1:\d+ no-such-bucket\)/,
      );
      await expect(start).rejects.not.toThrow(/hidden-key/);
    } finally {
      await s3.close();
    }
  });
});
