import { authSessionResponse, REFRESH_TOKEN_COOKIE, type AccountType } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';
import { users } from '../db/schema';

let ipCounter = 0;

/**
 * A fresh visitor address per call: the per-IP rate limits would otherwise add up over a whole
 * test file, since every injected request comes from the same place.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;

export function uniqueEmail(prefix = 'member'): string {
  emailCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${emailCounter}@example.test`;
}

/** A password that passes every rule. */
export const GOOD_PASSWORD = 'amber-harbour-lantern-42';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * How a test file sends requests to its app (`app` is read on each call: files build it in
 * `beforeAll`): as `who` (a visitor when left out), with a JSON body when given and any further
 * headers.
 */
export function requestSender(app: () => App) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who?: Pick<SignedIn, 'token'>,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url,
      headers: { ...(who ? bearer(who.token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** The refresh_token value set by an answer, or undefined when it set none. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === REFRESH_TOKEN_COOKIE);
  return cookie?.value ? cookie.value : undefined;
}

export const withRefreshCookie = (token: string) => ({
  cookie: `${REFRESH_TOKEN_COOKIE}=${token}`,
});

export interface SignedIn {
  email: string;
  password: string;
  userId: string;
  type: AccountType;
  token: string;
  refreshToken: string;
}

function signedInFrom(response: LightMyRequestResponse, email: string, password: string): SignedIn {
  const body = authSessionResponse.parse(response.json());
  const refreshToken = refreshCookieOf(response);
  expect(refreshToken).toBeDefined();
  return {
    email,
    password,
    userId: body.userId,
    type: body.userType,
    token: body.token,
    refreshToken: refreshToken!,
  };
}

export async function signUpBuyer(app: App, email = uniqueEmail('buyer')): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/user',
    remoteAddress: nextIp(),
    payload: { email, password: GOOD_PASSWORD, first_name: 'Greta', last_name: 'Lange' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return signedInFrom(response, email, GOOD_PASSWORD);
}

export async function signUpSeller(app: App, email = uniqueEmail('seller')): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/business',
    remoteAddress: nextIp(),
    payload: {
      email,
      password: GOOD_PASSWORD,
      account_name: 'harbour-goods',
      business_name: 'Harbour Goods GmbH',
      business_name_as_account_name: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return signedInFrom(response, email, GOOD_PASSWORD);
}

/** An administrator: signed up as a buyer, then made ADMIN in the database (as the back office would). */
export async function signUpAdmin(app: App): Promise<SignedIn> {
  const admin = await signUpBuyer(app, uniqueEmail('admin'));
  await app.db.update(users).set({ accountType: 'ADMIN' }).where(eq(users.id, admin.userId));
  return { ...admin, type: 'ADMIN' };
}

export function signInRequest(app: App, email: string, password: string, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: ip,
    payload: { email, password },
  });
}

export async function signIn(app: App, email: string, password: string): Promise<SignedIn> {
  const response = await signInRequest(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return signedInFrom(response, email, password);
}

/** Waits until `probe` returns something, polling; for mail sent in the background. */
export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
