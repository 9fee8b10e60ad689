import { existsSync, readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, signUpBuyer, signUpSeller } from '../../test/accounts';
import { photo, usersTestApp } from './users.test-kit';

const { app, upload, mediaFile } = usersTestApp();

/** A PNG whose header claims 20000×20000 pixels: 400 megapixels to decode from a few bytes. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatar and logo uploads', () => {
  it('accepts a real PNG, stores a 256×256 WebP and replaces the previous one', async () => {
    const buyer = await signUpBuyer(app());
    const first = await upload('/api/users/me/avatar', buyer.token, await photo(640, 480));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().avatar as string;
    expect(firstUrl).toMatch(/^\/api\/media\/avatars\/[0-9a-f]{64}-[0-9a-f]{8}\.webp$/);
    const stored = await sharp(readFileSync(mediaFile(firstUrl))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const served = await app().inject({ url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const jpeg = await sharp(await photo(100, 100))
      .jpeg()
      .toBuffer();
    const second = await upload('/api/users/me/avatar', buyer.token, jpeg, 'me.jpg', 'image/jpeg');
    expect(second.statusCode).toBe(200);
    expect(existsSync(mediaFile(firstUrl))).toBe(false);

    const removed = await app().inject({
      method: 'DELETE',
      url: '/api/users/me/avatar',
      headers: bearer(buyer.token),
    });
    expect(removed.json().avatar).toBeNull();
    expect(existsSync(mediaFile(second.json().avatar))).toBe(false);
  });

  it.each([
    [
      'a text file named .png',
      () => Promise.resolve(Buffer.from('just some text, not a picture')),
      'not a picture',
    ],
    [
      'a GIF',
      () =>
        sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"/>'))
          .gif()
          .toBuffer(),
      'JPEG, PNG or WebP',
    ],
    ['a picture smaller than 64×64', () => photo(63, 200), 'at least 64×64'],
    ['a picture of 400 megapixels', () => Promise.resolve(pngBomb()), 'megapixels'],
  ])('refuses %s with a 400 naming the file', async (_, make, message) => {
    const buyer = await signUpBuyer(app());
    const response = await upload('/api/users/me/avatar', buyer.token, await make());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'VALIDATION',
      fields: [{ field: 'file' }],
    });
    expect(response.json().fields[0].message).toContain(message);
  });

  it('refuses a file above 5 MB and accepts a large one below it', async () => {
    const buyer = await signUpBuyer(app());
    const tooLarge = await upload(
      '/api/users/me/avatar',
      buyer.token,
      Buffer.alloc(5 * 1024 * 1024 + 1, 7),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().fields).toEqual([
      { field: 'file', message: 'The file is larger than 5 MB' },
    ]);

    const noise = await sharp(
      Buffer.from(Array.from({ length: 900 * 900 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 900, height: 900, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const accepted = await upload('/api/users/me/avatar', buyer.token, noise);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses a request that is not multipart', async () => {
    const buyer = await signUpBuyer(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: bearer(buyer.token),
      payload: { file: 'no' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('file');
  });

  it('stores a seller logo within 512×512, keeping its shape; buyers have no logo', async () => {
    const seller = await signUpSeller(app());
    const response = await upload('/api/sellers/me/logo', seller.token, await photo(1200, 600));
    expect(response.statusCode, response.body).toBe(200);
    const logo = response.json().logo as string;
    expect(logo).toMatch(/^\/api\/media\/logos\/.+\.webp$/);
    expect(await sharp(readFileSync(mediaFile(logo))).metadata()).toMatchObject({
      width: 512,
      height: 256,
    });

    const buyer = await signUpBuyer(app());
    expect(
      (await upload('/api/sellers/me/logo', buyer.token, await photo(100, 100))).statusCode,
    ).toBe(403);
  });
});
