import { authSessionResponse } from '@bazaar/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as password from '../../lib/password';
import { verifyPassword } from '../../lib/password';
import {
  bearer,
  eventually,
  nextIp,
  signInRequest,
  signUpBuyer,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClock } from '../../test/test-clock';

// Every password check of the api goes through this function: the spy counts how many guesses
// reach the (slow, argon2) check.
vi.mock('../../lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const PUBLIC_URL = 'https://bazaar.example.test';
const clock = createTestClock();
let testApp: TestApp;
let mailCatcher: MailCatcher;
const app = () => testApp.app;

beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  testApp = await buildTestApp({ clock, env: { SMTP_URL: mailCatcher.url, PUBLIC_URL } });
});

afterAll(async () => {
  await testApp?.close();
  await mailCatcher?.close();
});

afterEach(() => clock.reset());

/** A stranger guessing the owner's password from a new address each time, `parallel` at once. */
async function guessFromRotatingAddresses(email: string, tries: number, parallel: number) {
  const statuses: number[] = [];
  for (let sent = 0; sent < tries; sent += parallel) {
    const batch = Array.from({ length: Math.min(parallel, tries - sent) }, (_, i) =>
      signInRequest(app(), email, `guess-${sent + i}`, nextIp()),
    );
    statuses.push(...(await Promise.all(batch)).map((response) => response.statusCode));
  }
  return statuses;
}

const requestLink = (email: string) =>
  app().inject({
    method: 'POST',
    url: '/api/auth/direct/request',
    remoteAddress: nextIp(),
    payload: { email },
  });

/** The sign-in links in the owner's inbox, oldest first. */
function linksInInbox(owner: SignedIn): string[] {
  const pattern = new RegExp(`${PUBLIC_URL}/auth/sign-in/_/([A-Za-z0-9_-]{40,})`);
  return mailCatcher
    .mailsTo(owner.email)
    .map((mail) => pattern.exec(mail.decoded)?.[1])
    .filter((token): token is string => token !== undefined);
}

describe('sign-in throttling that a stranger cannot turn into a lock-out (ADR 0027)', () => {
  it('lets 1,000 guesses from rotating addresses reach the password check at most 10 times', async () => {
    const owner = await signUpBuyer(app());
    vi.mocked(verifyPassword).mockClear();

    // In parallel batches: counting after the check would let a whole batch through.
    const statuses = await guessFromRotatingAddresses(owner.email, 1_000, 50);

    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(990);
  });

  it('answers the throttled owner with the link way, and the mailed link signs them in', async () => {
    const owner = await signUpBuyer(app());
    await guessFromRotatingAddresses(owner.email, 30, 1);

    const withRightPassword = await signInRequest(app(), owner.email, owner.password);
    expect(withRightPassword.statusCode).toBe(429);
    expect(withRightPassword.json()).toMatchObject({
      status: 429,
      error_code: 'max_attempts',
      user_message: expect.stringMatching(/sign in with a link by email/i),
    });

    expect((await requestLink(owner.email)).statusCode).toBe(202);
    const [token] = await eventually(() => {
      const links = linksInInbox(owner);
      return links.length > 0 ? links : undefined;
    });
    const direct = await app().inject({
      method: 'POST',
      url: '/api/auth/direct',
      remoteAddress: nextIp(),
      payload: { token },
    });
    expect(direct.statusCode, direct.body).toBe(200);
    const session = authSessionResponse.parse(direct.json());
    const me = await app().inject({ url: '/api/users/me', headers: bearer(session.token) });
    expect(me.json()).toMatchObject({ id: owner.userId });
  });

  it('keeps a working link in the inbox when the stranger also uses up the link mails', async () => {
    const owner = await signUpBuyer(app());
    await guessFromRotatingAddresses(owner.email, 20, 1);
    const strangerRequests = [];
    for (let i = 0; i < 6; i += 1)
      strangerRequests.push((await requestLink(owner.email)).statusCode);
    expect(strangerRequests.slice(0, 3)).toEqual([202, 202, 202]);
    expect(strangerRequests.slice(3)).toEqual([429, 429, 429]);

    // Late in the window the owner can ask for no more links, and hears where to look.
    clock.advanceSeconds(14 * 60);
    const ownRequest = await requestLink(owner.email);
    expect(ownRequest.statusCode).toBe(429);
    expect(ownRequest.json().user_message).toMatch(/use the newest one in your inbox/i);

    const links = await eventually(() => {
      const found = linksInInbox(owner);
      return found.length === 3 ? found : undefined;
    });
    const direct = await app().inject({
      method: 'POST',
      url: '/api/auth/direct',
      remoteAddress: nextIp(),
      payload: { token: links.at(-1) },
    });
    expect(direct.statusCode, direct.body).toBe(200);

    // Once that window ends, the owner can ask for a new link again.
    clock.advanceSeconds(60);
    expect((await requestLink(owner.email)).statusCode).toBe(202);
  });
});
