import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { buyerProfile, currentUser, sellerProfile, verificationStatus } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listings, sessions, users } from '../../db/schema';
import {
  bearer,
  GOOD_PASSWORD,
  nextIp,
  signIn,
  signInRequest,
  signUpBuyer,
  signUpSeller,
  uniqueEmail,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart-form';
import { createTestClock } from '../../test/test-clock';

interface GatewayCall {
  authorization: string | undefined;
  body: { to: string; text: string };
}

const clock = createTestClock();
let testApp: TestApp;
let gateway: Server;
const gatewayCalls: GatewayCall[] = [];
const app = () => testApp.app;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  // A local SMS gateway speaking the protocol the api's HTTP client speaks.
  gateway = createServer((request, response) => {
    void readJson(request).then((body) => {
      gatewayCalls.push({
        authorization: request.headers.authorization,
        body: body as GatewayCall['body'],
      });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  testApp = await buildTestApp({
    clock,
    env: {
      SMS_GATEWAY_URL: `http://127.0.0.1:${port}/messages`,
      SMS_GATEWAY_TOKEN: 'gateway-test-token',
    },
  });
});

afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

afterEach(() => clock.reset());

const me = (token: string) => app().inject({ url: '/api/users/me', headers: bearer(token) });

function upload(
  url: string,
  token: string,
  file: Buffer,
  filename = 'photo.png',
  type = 'image/png',
) {
  const body = multipartForm(file, filename, type);
  return app().inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

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

const mediaFile = (url: string) =>
  path.join(testApp.config.uploadsDir, url.replace('/api/media/', ''));

describe('GET /api/users/me', () => {
  it('answers the current user with status, type, avatar and products_in_comparison', async () => {
    const buyer = await signUpBuyer(app());
    const response = await me(buyer.token);
    expect(response.statusCode).toBe(200);
    const body = currentUser.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'avatar',
        'blocked_reason',
        'display_name',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'phone',
        'phone_verified',
        'products_in_comparison',
        'status',
        'type',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: buyer.userId,
      email: buyer.email,
      type: 'BUYER',
      status: 'active',
      blocked_reason: null,
      avatar: null,
      products_in_comparison: 0,
      email_verified: false,
      display_name: 'Greta Lange',
    });
  });

  it('answers 401 UNAUTHORIZED without a token or with a forged one', async () => {
    expect((await app().inject({ url: '/api/users/me' })).json()).toMatchObject({
      status: 401,
      error_code: 'UNAUTHORIZED',
    });
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAifQ.c2lnbmF0dXJl';
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('seller and buyer profiles', () => {
  it('serves /sellers/me to sellers only and /buyers/me to buyers only', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    expect(
      sellerProfile.parse(
        (await app().inject({ url: '/api/sellers/me', headers: bearer(seller.token) })).json(),
      ).user_id,
    ).toBe(seller.userId);
    expect(
      buyerProfile.parse(
        (await app().inject({ url: '/api/buyers/me', headers: bearer(buyer.token) })).json(),
      ).user_id,
    ).toBe(buyer.userId);

    const buyerOnSellers = await app().inject({
      url: '/api/sellers/me',
      headers: bearer(buyer.token),
    });
    expect(buyerOnSellers.statusCode).toBe(403);
    expect(buyerOnSellers.json().error_code).toBe('FORBIDDEN');
    expect(
      (await app().inject({ url: '/api/buyers/me', headers: bearer(seller.token) })).statusCode,
    ).toBe(403);
  });

  it('updates a seller’s names and the business-name switch', async () => {
    const seller = await signUpSeller(app());
    const response = await app().inject({
      method: 'PATCH',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: {
        account_name: 'harbour-two',
        business_name_as_account_name: false,
        first_name: 'Ole',
        phone: '+49 40 1234567',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      account_name: 'harbour-two',
      business_name: 'Harbour Goods GmbH',
      business_name_as_account_name: false,
      first_name: 'Ole',
      phone: '+49 40 1234567',
    });
    expect((await me(seller.token)).json().display_name).toBe('harbour-two');
  });

  it('updates a buyer’s names and refuses a bad phone number naming the field', async () => {
    const buyer = await signUpBuyer(app());
    const ok = await app().inject({
      method: 'PATCH',
      url: '/api/buyers/me',
      headers: bearer(buyer.token),
      payload: { first_name: 'Marta', last_name: null },
    });
    expect(ok.json()).toMatchObject({ first_name: 'Marta', last_name: null });
    const bad = await app().inject({
      method: 'PATCH',
      url: '/api/buyers/me',
      headers: bearer(buyer.token),
      payload: { phone: 'call me maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('phone');
  });

  it('changes the email with the password; it has to be verified again', async () => {
    const buyer = await signUpBuyer(app());
    await app()
      .db.update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, buyer.userId));
    const wrong = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/email',
      headers: bearer(buyer.token),
      payload: { email: uniqueEmail('new'), password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { field: 'password', message: 'The password is not correct' },
    ]);

    const taken = await signUpBuyer(app());
    const conflict = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/email',
      headers: bearer(buyer.token),
      payload: { email: taken.email, password: GOOD_PASSWORD },
    });
    expect(conflict.statusCode).toBe(409);

    const newEmail = uniqueEmail('new');
    const changed = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/email',
      headers: bearer(buyer.token),
      payload: { email: newEmail.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(newEmail);
    expect((await me(buyer.token)).json()).toMatchObject({
      email: newEmail,
      email_verified: false,
    });
    expect((await signInRequest(app(), newEmail, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const seller = await signUpSeller(app());
    const otherDevice = await signIn(app(), seller.email, GOOD_PASSWORD);
    const common = await app().inject({
      method: 'PUT',
      url: '/api/sellers/me/password',
      headers: bearer(seller.token),
      payload: { current_password: GOOD_PASSWORD, new_password: '1234567890' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields[0].field).toBe('new_password');

    const changed = await app().inject({
      method: 'PUT',
      url: '/api/sellers/me/password',
      headers: bearer(seller.token),
      payload: { current_password: GOOD_PASSWORD, new_password: 'granite-meadow-falcon-3' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(seller.token)).statusCode).toBe(200);
    expect((await me(otherDevice.token)).statusCode).toBe(401);
    expect((await signInRequest(app(), seller.email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signInRequest(app(), seller.email, 'granite-meadow-falcon-3')).statusCode).toBe(
      200,
    );
  });

  it('pauses and unpauses; a paused account’s listings leave the public pages', async () => {
    const seller = await signUpSeller(app());
    const [listing] = await app()
      .db.insert(listings)
      .values({
        ownerId: seller.userId,
        section: 'catalog',
        title: 'Harbour lamp',
        priceMinor: 4_900,
        currency: 'EUR',
        draftState: 'sent',
      })
      .returning();
    const isPublic = async () =>
      (await app().inject({ url: '/api/listings?section=catalog&limit=60' }))
        .json()
        .items.some((item: { id: string }) => item.id === listing!.id);
    expect(await isPublic()).toBe(true);

    const paused = await app().inject({
      method: 'POST',
      url: '/api/sellers/me/pause',
      headers: bearer(seller.token),
    });
    expect(paused.json().status).toBe('paused');
    expect(await isPublic()).toBe(false);
    expect((await me(seller.token)).json().status).toBe('paused');

    const unpaused = await app().inject({
      method: 'POST',
      url: '/api/sellers/me/unpause',
      headers: bearer(seller.token),
    });
    expect(unpaused.json().status).toBe('active');
    expect(await isPublic()).toBe(true);
  });

  it('closes an account: anonymised, signed out, listings paused, email free again', async () => {
    const seller = await signUpSeller(app());
    const avatar = await upload('/api/users/me/avatar', seller.token, await photo(300, 200));
    const avatarUrl = avatar.json().avatar as string;
    await app().db.insert(listings).values({
      ownerId: seller.userId,
      section: 'catalog',
      title: 'Harbour chair',
      priceMinor: 9_900,
      currency: 'EUR',
      draftState: 'sent',
    });

    const wrong = await app().inject({
      method: 'DELETE',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);

    const closed = await app().inject({
      method: 'DELETE',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: { password: GOOD_PASSWORD },
    });
    expect(closed.statusCode, closed.body).toBe(204);

    const [row] = await app().db.select().from(users).where(eq(users.id, seller.userId));
    expect(row).toMatchObject({
      email: `closed-${seller.userId}@closed.invalid`,
      firstName: '',
      lastName: '',
      phone: null,
      avatarUrl: null,
      passwordHash: '',
      status: 'active',
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(existsSync(mediaFile(avatarUrl))).toBe(false);
    const owned = await app().db.select().from(listings).where(eq(listings.ownerId, seller.userId));
    expect(owned.every((listing) => listing.status === 'paused')).toBe(true);
    const open = await app().db.select().from(sessions).where(eq(sessions.userId, seller.userId));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);

    expect((await me(seller.token)).statusCode).toBe(401);
    const signInAgain = await signInRequest(app(), seller.email, GOOD_PASSWORD);
    expect(signInAgain.statusCode).toBe(401);
    expect(signInAgain.json().error_code).toBe('INVALID_CREDENTIALS');
    // The address can open a new account.
    await signUpBuyer(app(), seller.email);
  });

  it('closes a buyer account too', async () => {
    const buyer = await signUpBuyer(app());
    const closed = await app().inject({
      method: 'DELETE',
      url: '/api/buyers/me',
      headers: bearer(buyer.token),
      payload: { password: GOOD_PASSWORD },
    });
    expect(closed.statusCode).toBe(204);
    expect((await me(buyer.token)).statusCode).toBe(401);
  });
});

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

describe('email and phone verification', () => {
  const outboxMails = () => {
    const folder = path.join(testApp.config.dataDir, 'outbox', 'mail');
    return existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => readFileSync(path.join(folder, name), 'utf8'))
      : [];
  };
  const lastCodeTo = (email: string) => {
    const mail = outboxMails()
      .filter((m) => m.includes(`To: ${email}`))
      .at(-1);
    return /Subject: Your Bazaar code: (\d{6})/.exec(mail ?? '')?.[1];
  };
  const verification = (token: string, channel: string, action: string, payload?: object) =>
    app().inject({
      method: 'POST',
      url: `/api/users/me/verification/${channel}/${action}`,
      headers: bearer(token),
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });

  it('verifies the email with a 6-digit code written to the mail outbox', async () => {
    const buyer = await signUpBuyer(app());
    const started = await verification(buyer.token, 'email', 'initiate', {});
    expect(started.statusCode, started.body).toBe(202);
    const status = verificationStatus.parse(started.json());
    expect(status.sent_to).toMatch(/^b•••@example\.test$/);
    expect(Date.parse(status.expires_at) - Date.now()).toBeGreaterThan(590_000);

    const code = lastCodeTo(buyer.email);
    expect(code).toMatch(/^\d{6}$/);
    const folder = path.join(testApp.config.dataDir, 'outbox', 'mail');
    const readable = readdirSync(folder).filter((name) => name.endsWith('.txt'));
    expect(
      readable.map((name) => readFileSync(path.join(folder, name), 'utf8')).join('\n'),
    ).toContain(`To: ${buyer.email}\nSubject: Your Bazaar code: ${code}`);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await verification(buyer.token, 'email', 'verify', { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe('FAILED_VERIFICATION');

    const verified = await verification(buyer.token, 'email', 'verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email_verified: true });
    expect((await verification(buyer.token, 'email', 'initiate', {})).statusCode).toBe(409);
  });

  it('uses a code up after five wrong tries, and expires it after ten minutes', async () => {
    const buyer = await signUpBuyer(app());
    await verification(buyer.token, 'email', 'initiate', {});
    const code = lastCodeTo(buyer.email)!;
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await verification(buyer.token, 'email', 'verify', { code: wrongCode })).statusCode,
      ).toBe(400);
    }
    const usedUp = await verification(buyer.token, 'email', 'verify', { code });
    expect(usedUp.statusCode).toBe(429);
    expect(usedUp.json().error_code).toBe('max_attempts');

    clock.advanceSeconds(61);
    expect((await verification(buyer.token, 'email', 'resend')).statusCode).toBe(202);
    const fresh = lastCodeTo(buyer.email)!;
    clock.advanceSeconds(601);
    const expired = await verification(buyer.token, 'email', 'verify', { code: fresh });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().user_message).toContain('expired');
  });

  it('resends after a 60 s cool-down and at most 5 codes an hour', async () => {
    const buyer = await signUpBuyer(app());
    expect((await verification(buyer.token, 'email', 'resend')).statusCode).toBe(400);
    expect((await verification(buyer.token, 'email', 'initiate', {})).statusCode).toBe(202);
    const tooSoon = await verification(buyer.token, 'email', 'resend');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
    for (let i = 0; i < 4; i += 1) {
      clock.advanceSeconds(61);
      expect((await verification(buyer.token, 'email', 'resend')).statusCode).toBe(202);
    }
    clock.advanceSeconds(61);
    const sixth = await verification(buyer.token, 'email', 'resend');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error_code).toBe('max_attempts');
    clock.advanceSeconds(3_600);
    const later = await signIn(app(), buyer.email, GOOD_PASSWORD);
    expect((await verification(later.token, 'email', 'resend')).statusCode).toBe(202);
  });

  it('verifies a phone number with a code sent through the SMS gateway', async () => {
    const seller = await signUpSeller(app());
    const noPhone = await verification(seller.token, 'phone', 'initiate', {});
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().fields[0].field).toBe('phone');

    const started = await verification(seller.token, 'phone', 'initiate', {
      phone: '+49 170 5550123',
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().sent_to).toBe('•••• 0123');
    const call = gatewayCalls.at(-1)!;
    expect(call.authorization).toBe('Bearer gateway-test-token');
    expect(call.body.to).toBe('+49 170 5550123');
    const code = /\b(\d{6})\b/.exec(call.body.text)?.[1];
    expect(code).toBeDefined();

    const verified = await verification(seller.token, 'phone', 'verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phone: '+49 170 5550123', phone_verified: true });

    // A new number has to be verified again.
    const changed = await app().inject({
      method: 'PATCH',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: { phone: '+49 170 5550999' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(seller.token)).json().phone_verified).toBe(false);
  });

  it('is for buyers and sellers only', async () => {
    const admin = await signUpBuyer(app());
    await app().db.update(users).set({ accountType: 'ADMIN' }).where(eq(users.id, admin.userId));
    const response = await verification(admin.token, 'email', 'initiate', {});
    expect(response.statusCode).toBe(403);
  });
});
