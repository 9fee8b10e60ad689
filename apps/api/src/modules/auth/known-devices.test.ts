import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, nextIp, signUpBuyer } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestClock } from '../../test/test-clock';

// Issue 33: ten wrong guesses from anywhere still held the owner's password sign-in. A browser
// the owner signed in on before passes that limit, with a limit of its own (ADR 0091).

const clock = createTestClock();
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
});

afterAll(async () => {
  await testApp?.close();
});

function signInFrom(email: string, password: string, knownDevice?: string) {
  return app().inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: nextIp(),
    headers: knownDevice ? { cookie: `known_device=${knownDevice}` } : {},
    payload: { email, password },
  });
}

function knownDeviceOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'known_device');
  expect(cookie, JSON.stringify(response.headers['set-cookie'])).toBeDefined();
  return cookie!.value;
}

/** A stranger's wrong guesses, each from a new address and without the owner's cookie. */
async function guessesFromElsewhere(email: string, tries: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i += 1) {
    statuses.push((await signInFrom(email, `guess-${i}`)).statusCode);
  }
  return statuses;
}

describe('known devices (ADR 0091)', () => {
  it('let the owner sign in with the right password while guesses from elsewhere hold the account', async () => {
    const owner = await signUpBuyer(app());
    const home = await signInFrom(owner.email, GOOD_PASSWORD);
    expect(home.statusCode, home.body).toBe(200);
    const cookie = home.cookies.find((c) => c.name === 'known_device');
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.maxAge).toBeGreaterThanOrEqual(90 * 24 * 3600);
    const device = cookie!.value;

    const guesses = await guessesFromElsewhere(owner.email, 15);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(guesses.slice(10)).toEqual(Array(5).fill(429));

    // Without the cookie the right password is held, as before (the mailed link still works).
    expect((await signInFrom(owner.email, GOOD_PASSWORD)).statusCode).toBe(429);
    // Another account's known device is no way into this one.
    const other = await signUpBuyer(app());
    const otherDevice = knownDeviceOf(await signInFrom(other.email, GOOD_PASSWORD));
    expect((await signInFrom(owner.email, GOOD_PASSWORD, otherDevice)).statusCode).toBe(429);
    expect((await signInFrom(owner.email, GOOD_PASSWORD, 'x'.repeat(43))).statusCode).toBe(429);

    const fromHome = await signInFrom(owner.email, GOOD_PASSWORD, device);
    expect(fromHome.statusCode, fromHome.body).toBe(200);
    expect(knownDeviceOf(fromHome)).toBe(device);
    const me = await app().inject({
      url: '/api/users/me',
      headers: bearer(fromHome.json().token),
    });
    expect(me.json()).toMatchObject({ id: owner.userId });

    // The owner's right password did not clear the account's limit for the stranger.
    expect((await guessesFromElsewhere(owner.email, 1))[0]).toBe(429);
  });

  it('limit wrong guesses on a known device too, without holding the account', async () => {
    const owner = await signUpBuyer(app());
    const device = knownDeviceOf(await signInFrom(owner.email, GOOD_PASSWORD));

    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await signInFrom(owner.email, `guess-${i}`, device)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const held = await signInFrom(owner.email, GOOD_PASSWORD, device);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      error_code: 'max_attempts',
      user_message: expect.stringMatching(/on this browser is paused.*link by email/i),
    });
    // Those guesses were the device's: the account's own limit is untouched.
    expect((await signInFrom(owner.email, GOOD_PASSWORD)).statusCode).toBe(200);

    // After the window the device may try again.
    clock.advanceSeconds(15 * 60 + 1);
    expect((await signInFrom(owner.email, GOOD_PASSWORD, device)).statusCode).toBe(200);
  });

  it('are forgotten when the sessions end everywhere (a password change)', async () => {
    const owner = await signUpBuyer(app());
    const home = await signInFrom(owner.email, GOOD_PASSWORD);
    const device = knownDeviceOf(home);
    const newPassword = 'granite-meadow-falcon-3';
    const changed = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/password',
      headers: bearer(home.json().token),
      payload: { current_password: GOOD_PASSWORD, new_password: newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(204);

    await guessesFromElsewhere(owner.email, 10);
    expect((await signInFrom(owner.email, newPassword, device)).statusCode).toBe(429);
  });
});
