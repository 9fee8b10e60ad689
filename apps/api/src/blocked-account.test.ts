import { authSessionResponse, currentUser, type AccountType } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import {
  bearer,
  eventually,
  nextIp,
  refreshCookieOf,
  signInRequest,
  signUpBuyer,
  signUpSeller,
  withRefreshCookie,
  type SignedIn,
} from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { startMailCatcher, type MailCatcher } from './test/mail-catcher';

const PUBLIC_URL = 'https://bazaar.example.test';
const REASON = 'Repeated listings of counterfeit goods';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

let testApp: TestApp;
let mailCatcher: MailCatcher;
const app = () => testApp.app;

beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  testApp = await buildTestApp({ env: { SMTP_URL: mailCatcher.url, PUBLIC_URL } });
});

afterAll(async () => {
  await testApp?.close();
  await mailCatcher?.close();
});

async function blockInDatabase(account: SignedIn, type: AccountType = account.type) {
  await app()
    .db.update(users)
    .set({ accountType: type, status: 'blocked', blockedReason: REASON })
    .where(eq(users.id, account.userId));
  return { ...account, type };
}

/** Signs in again: blocking ends the account's sessions. */
async function signInBlocked(account: SignedIn): Promise<SignedIn> {
  const response = await signInRequest(app(), account.email, account.password);
  expect(response.statusCode, response.body).toBe(200);
  return { ...account, token: authSessionResponse.parse(response.json()).token };
}

const me = (token: string) => app().inject({ url: '/api/users/me', headers: bearer(token) });

describe('a blocked account (issue 13, item 17; ADR 0027)', () => {
  it('signs in by password or by link, reads, and hears why it is blocked', async () => {
    const buyer = await signUpBuyer(app());
    const admin = await blockInDatabase(await signUpBuyer(app()), 'ADMIN');
    await app().db.update(users).set({ status: 'active' }).where(eq(users.id, admin.userId));
    const block = await app().inject({
      method: 'POST',
      url: `/api/admin/users/${buyer.userId}/block`,
      headers: bearer(admin.token),
      payload: { reason: REASON },
    });
    expect(block.statusCode, block.body).toBe(204);
    // Blocking ends the sessions it had; signing in again is allowed.
    expect((await me(buyer.token)).statusCode).toBe(401);

    const signIn = await signInRequest(app(), buyer.email, buyer.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const { token } = authSessionResponse.parse(signIn.json());
    const profile = currentUser.parse((await me(token)).json());
    expect(profile).toMatchObject({ status: 'blocked', blocked_reason: REASON });
    const orders = await app().inject({ url: '/api/orders/cart-history', headers: bearer(token) });
    expect(orders.statusCode, orders.body).toBe(200);

    const renewed = await app().inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: withRefreshCookie(refreshCookieOf(signIn)!),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);

    const linkRequest = await app().inject({
      method: 'POST',
      url: '/api/auth/direct/request',
      remoteAddress: nextIp(),
      payload: { email: buyer.email },
    });
    expect(linkRequest.statusCode).toBe(202);
    // Other mails to the account (its blocking) may arrive around it: the one with the link.
    const signInLink = new RegExp(`${PUBLIC_URL}/auth/sign-in/_/([A-Za-z0-9_-]{40,})`);
    const linkToken = await eventually(() =>
      mailCatcher
        .mailsTo(buyer.email)
        .map((mail) => signInLink.exec(mail.decoded)?.[1])
        .find(Boolean),
    );
    const byLink = await app().inject({
      method: 'POST',
      url: '/api/auth/direct',
      payload: { token: linkToken },
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
  });

  it('answers every write of the route table with 403 ACCOUNT_IS_BLOCKED, except the public ones', async () => {
    const blocked = new Map<AccountType, SignedIn>();
    for (const [type, account] of [
      ['BUYER', await signUpBuyer(app())],
      ['SELLER', await signUpSeller(app())],
      ['ADMIN', await signUpBuyer(app())],
      ['SUPER_ADMIN', await signUpBuyer(app())],
    ] as const) {
      blocked.set(type, await signInBlocked(await blockInDatabase(account, type)));
    }

    const writes = app().declaredRoutes.filter((route) => !READ_METHODS.has(route.method));
    const failures: string[] = [];
    let refused = 0;
    let allowed = 0;
    // Sign-out last: it ends the session the other requests use.
    const ordered = [...writes].sort(
      (a, b) => Number(a.url.endsWith('/sign-out')) - Number(b.url.endsWith('/sign-out')),
    );
    for (const route of ordered) {
      const account =
        route.access === 'public' || route.access === 'signed-in'
          ? blocked.get('BUYER')!
          : blocked.get(route.access[0]!)!;
      const response = await app().inject({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
        headers: bearer(account.token),
        remoteAddress: nextIp(),
        payload: {},
      });
      const refusedAsBlocked =
        response.statusCode === 403 && response.json().error_code === 'ACCOUNT_IS_BLOCKED';
      if (route.access === 'public') {
        allowed += 1;
        if (refusedAsBlocked) failures.push(`${route.method} ${route.url} is public but refused`);
      } else {
        refused += 1;
        if (!refusedAsBlocked) {
          failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
        } else {
          expect(response.json().user_message).toBe(`Your account is blocked: ${REASON}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(40);
    expect(allowed).toBeGreaterThan(5);
  });

  it('may ask support for help, signed in', async () => {
    const buyer = await signInBlocked(await blockInDatabase(await signUpBuyer(app())));
    const request = await app().inject({
      method: 'POST',
      url: '/api/support-requests',
      headers: bearer(buyer.token),
      remoteAddress: nextIp(),
      payload: {
        name: 'Bo Locked',
        email: buyer.email,
        topic: 'account',
        message: 'Why was my account blocked? I only sell my own things.',
      },
    });
    expect(request.statusCode, request.body).toBe(201);
  });
});
