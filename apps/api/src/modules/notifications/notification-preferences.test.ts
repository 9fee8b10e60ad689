import {
  DEFAULT_NOTIFICATION_CHANNELS,
  notificationList,
  notificationPreferences,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import {
  bearer,
  eventually,
  requestSender,
  signUpBuyer,
  signUpSeller,
  uniqueEmail,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import type { MailMessage } from '../mailer';
import { createNotificationMails } from './notification-mails';
import { createNotificationMailsRepository } from './notifications.repository';

let testApp: TestApp;
let catcher: MailCatcher;
const app = () => testApp.app;

beforeAll(async () => {
  catcher = await startMailCatcher();
  testApp = await buildTestApp({ env: { SMTP_URL: catcher.url } });
});

afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

const send = requestSender(app);
const preferencesCall = (who: SignedIn | null, method: 'GET' | 'PUT', payload?: unknown) =>
  send(method, '/api/notifications/preferences', who ?? undefined, payload);

async function save(who: SignedIn, payload: unknown) {
  const response = await preferencesCall(who, 'PUT', payload);
  expect(response.statusCode, response.body).toBe(200);
  return notificationPreferences.parse(response.json());
}

async function listOf(who: SignedIn) {
  const response = await app().inject({
    url: '/api/notifications/me',
    headers: bearer(who.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return notificationList.parse(response.json());
}

const mailsTitled = (email: string, title: string) =>
  catcher.mailsTo(email).filter((mail) => mail.decoded.includes(`Subject: ${title}`));

/** Waits for the mail to `email` titled `title`; the job runner picks jobs up every 2 s. */
const mailTitled = (email: string, title: string) =>
  eventually(() => mailsTitled(email, title)[0], 15_000);

describe('notification preferences', () => {
  it('answers the defaults to an account that never chose, and only to a signed-in one', async () => {
    const buyer = await signUpBuyer(app());
    const answer = await preferencesCall(buyer, 'GET');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(notificationPreferences.parse(answer.json())).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
    expect(answer.json().custom_message).toEqual({ in_app: true, mail: false });

    for (const method of ['GET', 'PUT'] as const) {
      const anonymous = await preferencesCall(null, method, method === 'PUT' ? {} : undefined);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ status: 401, error_code: expect.any(String) });
    }
  });

  it('keeps what the account saved, per category, and nobody else’s', async () => {
    const buyer = await signUpBuyer(app());
    const other = await signUpBuyer(app());
    const saved = await save(buyer, {
      request: { in_app: true, mail: false },
      chat: { in_app: false, mail: true },
    });
    expect(saved.request).toEqual({ in_app: true, mail: false });
    expect(saved.chat).toEqual({ in_app: false, mail: true });
    expect(saved.account).toEqual(DEFAULT_NOTIFICATION_CHANNELS.account);

    // A second change leaves the categories it does not name as they were.
    await save(buyer, { request: { in_app: false, mail: true } });
    const again = notificationPreferences.parse((await preferencesCall(buyer, 'GET')).json());
    expect(again.request).toEqual({ in_app: false, mail: true });
    expect(again.chat).toEqual({ in_app: false, mail: true });

    const others = notificationPreferences.parse((await preferencesCall(other, 'GET')).json());
    expect(others).toEqual(DEFAULT_NOTIFICATION_CHANNELS);

    expect(await app().notificationPreferences.wantsMail(buyer.userId, 'chat')).toBe(true);
    expect(await app().notificationPreferences.wantsInApp(buyer.userId, 'chat')).toBe(false);
    expect(await app().notificationPreferences.wantsMail(other.userId, 'custom_message')).toBe(
      false,
    );
  });

  it('refuses a bad body in the error envelope, naming the field', async () => {
    const buyer = await signUpBuyer(app());
    for (const payload of [
      { request: { in_app: 'yes', mail: true } },
      { request: { in_app: true } },
      { gossip: { in_app: true, mail: true } },
      [],
    ]) {
      const response = await preferencesCall(buyer, 'PUT', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, error_code: 'VALIDATION' });
    }
    const unchanged = notificationPreferences.parse((await preferencesCall(buyer, 'GET')).json());
    expect(unchanged).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
  });
});

describe('notifications follow the preferences', () => {
  it('mails a notification whose category is mailed, once, with its title, body and link', async () => {
    const seller = await signUpSeller(app());
    await app().notifications.notify(seller.userId, {
      type: 'account',
      title: 'Your shop was verified',
      body: 'Buyers now see the verified badge.',
      link: '/profile/settings',
    });
    const mail = await mailTitled(seller.email, 'Your shop was verified');
    expect(mail.decoded).toContain('Buyers now see the verified badge.');
    expect(mail.decoded).toContain(`${testApp.config.publicUrl}/profile/settings`);
    expect((await listOf(seller)).map((n) => n.title)).toContain('Your shop was verified');
  }, 20_000);

  it('keeps a category out of the app when the account turned it off, and mails it if wanted', async () => {
    const buyer = await signUpBuyer(app());
    await save(buyer, { account: { in_app: false, mail: true } });
    await app().notifications.notify(buyer.userId, {
      type: 'account',
      title: 'Only by mail',
    });
    expect(await listOf(buyer)).toEqual([]);
    await mailTitled(buyer.email, 'Only by mail');

    await save(buyer, { account: { in_app: false, mail: false } });
    await app().notifications.notify(buyer.userId, { type: 'account', title: 'Not at all' });
    const stored = await app()
      .db.select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, buyer.userId));
    expect(stored.map((row) => row.title)).toEqual(['Only by mail']);
  }, 20_000);

  it('does not mail a category the account does not want mailed', async () => {
    const buyer = await signUpBuyer(app());
    await save(buyer, { subscription: { in_app: true, mail: false } });
    await app().notifications.notify(buyer.userId, {
      type: 'subscription',
      title: 'Not mailed subscription',
    });
    // A mailed one sent after it arrives; the unmailed one did not go before it.
    await app().notifications.notify(buyer.userId, { type: 'account', title: 'Mailed after' });
    await mailTitled(buyer.email, 'Mailed after');
    expect(mailsTitled(buyer.email, 'Not mailed subscription')).toEqual([]);
    expect((await listOf(buyer)).map((n) => n.title)).toContain('Not mailed subscription');
  }, 20_000);

  it('does not count an administrator’s message as delivered to an account that opted out', async () => {
    const keeps = await signUpBuyer(app());
    const optedOut = await signUpBuyer(app(), uniqueEmail('opted-out'));
    await save(optedOut, { custom_message: { in_app: false, mail: false } });
    const key = 'admin-message:preferences-test';
    const message = { type: 'custom_message:admin' as const, title: 'Maintenance tonight' };
    const stored = await app().notifications.notifyOnce(
      key,
      [keeps.userId, optedOut.userId],
      message,
    );
    expect(stored).toBe(1);
    // A retried batch adds nothing.
    await app().notifications.notifyOnce(key, [keeps.userId, optedOut.userId], message);
    expect((await app().notifications.deliveryCounts([key])).get(key)).toEqual({
      delivered: 1,
      read: 0,
    });
    expect(await listOf(optedOut)).toEqual([]);
  });
});

describe('the mail job', () => {
  it('sends one mail per notification however often it runs, and again after a failure', async () => {
    const buyer = await signUpBuyer(app());
    // In the app only, so no job of the app's own mails it meanwhile.
    await save(buyer, { account: { in_app: true, mail: false } });
    await app().notifications.notify(buyer.userId, { type: 'account', title: 'Once only' });
    const [notification] = await listOf(buyer);

    const sent: MailMessage[] = [];
    let failNext = true;
    const mails = createNotificationMails({
      repository: createNotificationMailsRepository(app().db),
      db: app().db,
      publicUrl: 'https://bazaar.example',
      mailer: {
        send: async (message) => {
          if (failNext) {
            failNext = false;
            throw new Error('the mail server is away');
          }
          sent.push(message);
        },
      },
    });
    const job = { notificationId: notification!.id };
    await expect(mails.send(job)).rejects.toThrow('the mail server is away');
    await mails.send(job);
    await mails.send(job);
    await Promise.all([mails.send(job), mails.send(job)]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: buyer.email, subject: 'Once only' });
    expect(sent[0]!.text).toContain('https://bazaar.example/notifications');
  });
});
