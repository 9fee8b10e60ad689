import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  eventually,
  GOOD_PASSWORD,
  nextIp,
  signUpBuyer,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClock } from '../../test/test-clock';

// Issue 33: an older restore link kept working after a newer one was sent.

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

const LINK = new RegExp(`${PUBLIC_URL}/auth/restore-password/([A-Za-z0-9_-]{40,})`);

/** Asks for a restore link and answers the one that arrives (the inbox's newest). */
async function requestRestoreLink(owner: SignedIn): Promise<string> {
  const before = mailCatcher.mailsTo(owner.email, 'Set a new password for Bazaar').length;
  const response = await app().inject({
    method: 'POST',
    url: '/api/auth/restore-password',
    remoteAddress: nextIp(),
    payload: { email: owner.email },
  });
  expect(response.statusCode).toBe(202);
  const mail = await eventually(
    () => mailCatcher.mailsTo(owner.email, 'Set a new password for Bazaar')[before],
  );
  return LINK.exec(mail.decoded)![1]!;
}

const verify = async (token: string) =>
  (await app().inject({ method: 'POST', url: '/api/auth/verify', payload: { token } })).json();

const reset = (token: string, password: string) =>
  app().inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

describe('restore links', () => {
  it('a newer link makes the older unused one stop working; the newer one works once', async () => {
    const owner = await signUpBuyer(app());
    const older = await requestRestoreLink(owner);
    const newer = await requestRestoreLink(owner);
    expect(newer).not.toBe(older);

    expect(await verify(older)).toMatchObject({ valid: false });
    const withOlder = await reset(older, 'velvet-orchard-compass-77');
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json()).toMatchObject({
      error_code: 'FAILED_VERIFICATION',
      user_message: 'This link is invalid or has expired',
    });

    expect(await verify(newer)).toMatchObject({ valid: true, purpose: 'restore_password' });
    expect((await reset(newer, 'velvet-orchard-compass-77')).statusCode).toBe(204);
    expect((await reset(newer, 'another-fine-password-8')).statusCode).toBe(400);
  });

  it('a link mailed before the password was changed stops working', async () => {
    const owner = await signUpBuyer(app());
    const link = await requestRestoreLink(owner);
    clock.advanceSeconds(1);
    const changed = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/password',
      headers: bearer(owner.token),
      payload: { current_password: GOOD_PASSWORD, new_password: 'granite-meadow-falcon-3' },
    });
    expect(changed.statusCode, changed.body).toBe(204);

    expect(await verify(link)).toMatchObject({ valid: false });
    expect((await reset(link, 'velvet-orchard-compass-77')).statusCode).toBe(400);

    // A link asked for after the change works.
    const fresh = await requestRestoreLink(owner);
    expect((await reset(fresh, 'velvet-orchard-compass-77')).statusCode).toBe(204);
  });
});
