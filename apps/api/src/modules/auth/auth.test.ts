import { authSessionResponse, verifyTokenResponse } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import {
  bearer,
  eventually,
  GOOD_PASSWORD,
  nextIp,
  refreshCookieOf,
  signInRequest,
  signUpBuyer,
  signUpSeller,
  uniqueEmail,
  withRefreshCookie,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClock } from '../../test/test-clock';
import { COMMON_PASSWORD_MESSAGE } from './password-policy';

const PUBLIC_URL = 'https://bazaar.example.test';
const clock = createTestClock();
let testApp: TestApp;
let mailCatcher: MailCatcher;
const app = () => testApp.app;

beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  testApp = await buildTestApp({
    clock,
    env: {
      SMTP_URL: mailCatcher.url,
      PUBLIC_URL,
      SESSION_IDLE_TIMEOUT_SECONDS: '3600',
      SESSION_MAX_AGE_SECONDS: '86400',
    },
  });
});

afterAll(async () => {
  await testApp?.close();
  await mailCatcher?.close();
});

afterEach(() => clock.reset());

const me = (token: string) => app().inject({ url: '/api/users/me', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  app().inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: withRefreshCookie(refreshToken),
  });

describe('sign-up', () => {
  it('creates a buyer, answers 201 with an access token and sets the refresh cookie', async () => {
    const email = uniqueEmail('Anna.Buyer');
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-up/user',
      remoteAddress: nextIp(),
      payload: {
        email: `  ${email.toUpperCase()} `,
        password: GOOD_PASSWORD,
        first_name: 'Anna',
        last_name: 'Lind',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = authSessionResponse.parse(response.json());
    expect(body.userType).toBe('BUYER');
    expect(Date.parse(body.tokenExpiration) - Date.now()).toBeGreaterThan(800_000);

    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(86_390);
    expect(cookie?.maxAge).toBeLessThanOrEqual(86_400);
    expect(cookie?.secure).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');

    const current = await me(body.token);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      email: email.toLowerCase(),
      type: 'BUYER',
      first_name: 'Anna',
    });
  });

  it('creates a seller with its profile', async () => {
    const seller = await signUpSeller(app());
    expect(seller.type).toBe('SELLER');
    const profile = await app().inject({ url: '/api/sellers/me', headers: bearer(seller.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      account_name: 'harbour-goods',
      business_name: 'Harbour Goods GmbH',
      business_name_as_account_name: true,
      status: 'active',
    });
    const current = await me(seller.token);
    expect(current.json().display_name).toBe('Harbour Goods GmbH');
  });

  it('refuses an email that is already registered with 409 CONFLICT', async () => {
    const buyer = await signUpBuyer(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-up/business',
      remoteAddress: nextIp(),
      payload: {
        email: buyer.email.toUpperCase(),
        password: GOOD_PASSWORD,
        account_name: 'twice',
        business_name: 'Twice GmbH',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_code: 'CONFLICT',
      user_message: 'An account with this email already exists',
    });
  });

  it.each([
    ['a common password', 'password123', COMMON_PASSWORD_MESSAGE],
    ['another common password', 'Qwertyuiop', COMMON_PASSWORD_MESSAGE],
    ['a short password', 'short-9', 'Please check this field: password.'],
  ])('refuses %s with a 400 naming the password field', async (_, password, message) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-up/user',
      remoteAddress: nextIp(),
      payload: { email: uniqueEmail(), password, first_name: 'A', last_name: 'B' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'VALIDATION',
      user_message: message,
      fields: [{ field: 'password' }],
    });
  });

  it('allows 10 sign-ups per address per hour', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/auth/sign-up/user',
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: GOOD_PASSWORD, first_name: 'A', last_name: 'B' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });
});

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    const buyer = await signUpBuyer(app());
    const ok = await signInRequest(app(), buyer.email, buyer.password);
    expect(ok.statusCode).toBe(200);
    expect(refreshCookieOf(ok)).toBeDefined();

    const wrong = await signInRequest(app(), buyer.email, 'not-the-password');
    const unknown = await signInRequest(app(), uniqueEmail('nobody'), 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error_code: 'INVALID_CREDENTIALS' });
  });

  it('answers 429 max_attempts after repeated wrong passwords, even for the right one', async () => {
    const buyer = await signUpBuyer(app());
    const statuses: number[] = [];
    let throttled;
    for (let i = 0; i < 20; i += 1) {
      const response = await signInRequest(app(), buyer.email, `wrong-password-${i}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) throttled = response;
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(throttled?.json()).toMatchObject({ status: 429, error_code: 'max_attempts' });
    const retryAfter = Number(throttled?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);

    const right = await signInRequest(app(), buyer.email, buyer.password);
    expect(right.statusCode).toBe(429);

    clock.advanceSeconds(901);
    const later = await signInRequest(app(), buyer.email, buyer.password);
    expect(later.statusCode).toBe(200);
  });

  it('limits sign-in attempts per address to 30 in 15 minutes', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await signInRequest(app(), uniqueEmail(), 'whatever-it-is', ip)).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps the visitor address a trusted forwarder reports, and ignores it from anyone else', async () => {
    const buyer = await signUpBuyer(app());
    const viaForwarder = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { email: buyer.email, password: buyer.password },
    });
    const direct = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '198.51.100.4',
      headers: { 'x-forwarded-for': '203.0.113.8' },
      payload: { email: buyer.email, password: buyer.password },
    });
    const rows = await app().db.select().from(sessions).where(eq(sessions.userId, buyer.userId));
    const ips = rows.map((row) => row.ip);
    expect(ips).toContain('203.0.113.7');
    expect(ips).toContain('198.51.100.4');
    expect(ips).not.toContain('203.0.113.8');
    expect(viaForwarder.statusCode + direct.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('rotates the refresh token; a reused one answers 401 and ends the whole family', async () => {
    const buyer = await signUpBuyer(app());
    const first = await refresh(buyer.refreshToken);
    expect(first.statusCode, first.body).toBe(200);
    const second = refreshCookieOf(first)!;
    expect(second).not.toBe(buyer.refreshToken);
    const newAccess = authSessionResponse.parse(first.json()).token;
    expect((await me(newAccess)).statusCode).toBe(200);

    const third = refreshCookieOf(await refresh(second))!;
    expect(third).toBeDefined();

    // The first token again, well after it was rotated: theft.
    clock.advanceSeconds(30);
    const reused = await refresh(buyer.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ error_code: 'UNAUTHORIZED' });

    // The newest token of the family, and its access tokens, are dead too.
    expect((await refresh(third)).statusCode).toBe(401);
    expect((await me(newAccess)).statusCode).toBe(401);
    expect((await me(buyer.token)).statusCode).toBe(401);
  });

  it('gives a refresh racing in another tab an access token but no second refresh token', async () => {
    const buyer = await signUpBuyer(app());
    const winner = await refresh(buyer.refreshToken);
    const late = await refresh(buyer.refreshToken);
    expect(late.statusCode, late.body).toBe(200);
    expect(refreshCookieOf(late)).toBeUndefined();
    expect((await me(authSessionResponse.parse(late.json()).token)).statusCode).toBe(200);
    // The winner's token still works: the race did not count as reuse.
    expect((await refresh(refreshCookieOf(winner)!)).statusCode).toBe(200);
  });

  it('answers 401 for a missing or unknown refresh token', async () => {
    expect((await app().inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
  });

  it('refuses an expired access token, and a refresh brings a new one', async () => {
    const buyer = await signUpBuyer(app());
    clock.advanceSeconds(901);
    expect((await me(buyer.token)).statusCode).toBe(401);
    const renewed = await refresh(buyer.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me(authSessionResponse.parse(renewed.json()).token)).statusCode).toBe(200);
  });

  it('ends a session left idle longer than the idle limit', async () => {
    const buyer = await signUpBuyer(app());
    clock.advanceSeconds(3_000);
    const stillActive = await refresh(buyer.refreshToken);
    expect(stillActive.statusCode).toBe(200);
    clock.advanceSeconds(3_601);
    expect((await refresh(refreshCookieOf(stillActive)!)).statusCode).toBe(401);
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const buyer = await signUpBuyer(app());
    let token = buyer.refreshToken;
    for (let hour = 0; hour < 24; hour += 1) {
      clock.advanceSeconds(3_500);
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      token = refreshCookieOf(response)!;
      // The cookie lives exactly as long as the session may.
      const maxAge = response.cookies.find((c) => c.name === 'refresh_token')?.maxAge ?? 0;
      expect(maxAge).toBeLessThanOrEqual(86_400 - (hour + 1) * 3_500);
    }
    clock.advanceSeconds(3_500);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('signs out: the session ends, the access token is refused, the cookie is cleared', async () => {
    const buyer = await signUpBuyer(app());
    const out = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...bearer(buyer.token), ...withRefreshCookie(buyer.refreshToken) },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'refresh_token');
    expect(cleared).toMatchObject({ value: '', maxAge: 0 });
    expect((await me(buyer.token)).statusCode).toBe(401);
    expect((await refresh(buyer.refreshToken)).statusCode).toBe(401);
  });

  it('signs out with the refresh cookie alone, when the access token has expired', async () => {
    const buyer = await signUpBuyer(app());
    clock.advanceSeconds(1_000);
    const out = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: withRefreshCookie(buyer.refreshToken),
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(buyer.refreshToken)).statusCode).toBe(401);
  });

  it('marks the cookie Secure when a trusted forwarder says the visitor used https', async () => {
    const email = uniqueEmail();
    await signUpBuyer(app(), email);
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': nextIp() },
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(response.cookies.find((c) => c.name === 'refresh_token')?.secure).toBe(true);
  });
});

describe('blocked accounts', () => {
  it('a block ends their sessions at once; they sign in again read-only', async () => {
    const buyer = await signUpBuyer(app());
    const admin = await signUpBuyer(app());
    await app().db.update(users).set({ accountType: 'ADMIN' }).where(eq(users.id, admin.userId));

    const block = await app().inject({
      method: 'POST',
      url: `/api/admin/users/${buyer.userId}/block`,
      headers: bearer(admin.token),
      payload: { reason: 'Selling counterfeit watches' },
    });
    expect(block.statusCode, block.body).toBe(204);
    expect((await me(buyer.token)).statusCode).toBe(401);
    expect((await refresh(buyer.refreshToken)).statusCode).toBe(401);

    const signInAttempt = await signInRequest(app(), buyer.email, buyer.password);
    expect(signInAttempt.statusCode).toBe(200);
    const blockedToken = authSessionResponse.parse(signInAttempt.json()).token;
    expect((await me(blockedToken)).json()).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Selling counterfeit watches',
    });
    expect((await signInRequest(app(), buyer.email, 'wrong-password-1')).statusCode).toBe(401);

    const unblock = await app().inject({
      method: 'POST',
      url: `/api/admin/users/${buyer.userId}/unblock`,
      headers: bearer(admin.token),
      payload: { reason: 'Appeal accepted' },
    });
    expect(unblock.statusCode).toBe(204);
    expect((await signInRequest(app(), buyer.email, buyer.password)).statusCode).toBe(200);
  });

  it('may read and refresh but not write while a session still runs', async () => {
    const seller = await signUpSeller(app());
    await app()
      .db.update(users)
      .set({ status: 'blocked', blockedReason: 'Unpaid fees' })
      .where(eq(users.id, seller.userId));
    expect((await me(seller.token)).statusCode).toBe(200);
    const write = await app().inject({
      method: 'PATCH',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: { account_name: 'renamed' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      error_code: 'ACCOUNT_IS_BLOCKED',
      user_message: 'Your account is blocked: Unpaid fees',
    });
    const renewed = await refresh(seller.refreshToken);
    expect(renewed.statusCode).toBe(200);
  });

  it('lets only administrators block, and never themselves or the super admin', async () => {
    const buyer = await signUpBuyer(app());
    const other = await signUpBuyer(app());
    const asBuyer = await app().inject({
      method: 'POST',
      url: `/api/admin/users/${other.userId}/block`,
      headers: bearer(buyer.token),
      payload: { reason: 'I do not like them' },
    });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().error_code).toBe('FORBIDDEN');

    const admin = await signUpBuyer(app());
    await app().db.update(users).set({ accountType: 'ADMIN' }).where(eq(users.id, admin.userId));
    const superAdmin = await signUpBuyer(app());
    await app()
      .db.update(users)
      .set({ accountType: 'SUPER_ADMIN' })
      .where(eq(users.id, superAdmin.userId));
    for (const target of [admin.userId, superAdmin.userId]) {
      const response = await app().inject({
        method: 'POST',
        url: `/api/admin/users/${target}/block`,
        headers: bearer(admin.token),
        payload: { reason: 'Testing the rules' },
      });
      expect(response.statusCode).toBe(403);
    }
    const unknown = await app().inject({
      method: 'POST',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/block',
      headers: bearer(admin.token),
      payload: { reason: 'Nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

function linkIn(mail: { decoded: string }, path: string): string {
  const match = new RegExp(`${PUBLIC_URL}${path}/([A-Za-z0-9_-]{40,})`).exec(mail.decoded);
  expect(match, mail.decoded).not.toBeNull();
  return match![1]!;
}

describe('restore password (mail through a real SMTP server)', () => {
  it('mails a link that sets a new password once; the old password stops working', async () => {
    const buyer = await signUpBuyer(app());
    const unknownEmail = uniqueEmail('stranger');
    const before = mailCatcher.mails.length;

    const forUnknown = await app().inject({
      method: 'POST',
      url: '/api/auth/restore-password',
      remoteAddress: nextIp(),
      payload: { email: unknownEmail },
    });
    const forKnown = await app().inject({
      method: 'POST',
      url: '/api/auth/restore-password',
      remoteAddress: nextIp(),
      payload: { email: buyer.email },
    });
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(202);
    expect(forUnknown.body).toBe(forKnown.body);

    const mail = await eventually(
      () => mailCatcher.mailsTo(buyer.email, 'Set a new password for Bazaar')[0],
    );
    expect(mail.from).toBe('no-reply@bazaar.local');
    expect(mail.decoded).toContain('Subject: Set a new password for Bazaar');
    expect(mail.decoded).toContain('text/html');
    // One restore mail went out, to the known account only (mails of other tests' notices may
    // arrive meanwhile: they are not counted).
    const restoreMails = mailCatcher.mails
      .slice(before)
      .filter((caught) => caught.decoded.includes('Subject: Set a new password for Bazaar'));
    expect(restoreMails.map((caught) => caught.to)).toEqual([[buyer.email]]);
    expect(mailCatcher.mailsTo(unknownEmail)).toHaveLength(0);
    const token = linkIn(mail, '/auth/restore-password');

    const check = await app().inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { token },
    });
    expect(verifyTokenResponse.parse(check.json())).toMatchObject({
      valid: true,
      purpose: 'restore_password',
    });

    // A refused password does not use the link up.
    const common = await app().inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'q1w2e3r4t5' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual([{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]);

    const newPassword = 'velvet-orchard-compass-77';
    const reset = await app().inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(204);

    expect((await signInRequest(app(), buyer.email, buyer.password)).statusCode).toBe(401);
    expect((await signInRequest(app(), buyer.email, newPassword)).statusCode).toBe(200);
    // Every session that existed before the reset has ended.
    expect((await me(buyer.token)).statusCode).toBe(401);

    const again = await app().inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another-fine-password-8' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error_code: 'FAILED_VERIFICATION' });
    const checkAgain = await app().inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { token },
    });
    expect(checkAgain.json()).toEqual({ valid: false, purpose: null, expires_at: null });
  });

  it('refuses a restore link after an hour', async () => {
    const buyer = await signUpBuyer(app());
    await app().inject({
      method: 'POST',
      url: '/api/auth/restore-password',
      remoteAddress: nextIp(),
      payload: { email: buyer.email },
    });
    const token = linkIn(
      await eventually(() => mailCatcher.mailsTo(buyer.email, 'Set a new password for Bazaar')[0]),
      '/auth/restore-password',
    );
    clock.advanceSeconds(3_601);
    const reset = await app().inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'velvet-orchard-compass-77' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({
      error_code: 'FAILED_VERIFICATION',
      user_message: 'This link is invalid or has expired',
    });
  });

  it('limits restore requests to 5 per account per hour, for unknown emails too', async () => {
    for (const email of [uniqueEmail(), uniqueEmail('ghost')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await app().inject({
          method: 'POST',
          url: '/api/auth/restore-password',
          remoteAddress: nextIp(),
          payload: { email },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    }
  });
});

describe('direct sign-in', () => {
  it('mails a sign-in link that works once', async () => {
    const buyer = await signUpBuyer(app());
    const request = await app().inject({
      method: 'POST',
      url: '/api/auth/direct/request',
      remoteAddress: nextIp(),
      payload: { email: buyer.email },
    });
    expect(request.statusCode).toBe(202);
    const mail = await eventually(
      () => mailCatcher.mailsTo(buyer.email, 'Your Bazaar sign-in link')[0],
    );
    const token = linkIn(mail, '/auth/sign-in/_');

    const first = await app().inject({
      method: 'POST',
      url: '/api/auth/direct',
      payload: { token },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(refreshCookieOf(first)).toBeDefined();
    const session = authSessionResponse.parse(first.json());
    const current = await me(session.token);
    expect(current.json()).toMatchObject({ id: buyer.userId, email_verified: true });

    const second = await app().inject({
      method: 'POST',
      url: '/api/auth/direct',
      payload: { token },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error_code: 'FAILED_VERIFICATION' });
  });

  it('answers a request for an unknown email the same way and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/direct/request',
      remoteAddress: nextIp(),
      payload: { email },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: expect.stringContaining('If an account') });
    expect(mailCatcher.mailsTo(email)).toHaveLength(0);
  });

  it('refuses a made-up token', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/direct',
      payload: { token: 'x'.repeat(43) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe('FAILED_VERIFICATION');
  });
});
