import {
  adminMessage,
  adminMessageHistory,
  adminMessagePreview,
  notificationList,
  type AdminMessage,
} from '@bazaar/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, notifications, users } from '../../db/schema';
import {
  bearer,
  eventually,
  signUpBuyer,
  signUpSeller,
  uniqueEmail,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { createAdminMessagesRepository } from './admin-messages.repository';
import {
  createAdminMessagesService,
  DELIVER_JOB,
  type DeliverJobData,
} from './admin-messages.service';

let testApp: TestApp;
let admin: SignedIn;
let superAdmin: SignedIn;
let buyer: SignedIn;
let foodSeller: SignedIn;

const app = () => testApp.app;

const texts = {
  en: { title: 'Maintenance tonight', body: 'Bazaar pauses from 2 to 3 am.' },
  de: { title: 'Wartung heute Nacht', body: 'Bazaar pausiert von 2 bis 3 Uhr.' },
};

async function promote(who: SignedIn, type: 'ADMIN' | 'SUPER_ADMIN') {
  await app().db.update(users).set({ accountType: type }).where(eq(users.id, who.userId));
}

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpBuyer(app(), uniqueEmail('admin'));
  await promote(admin, 'ADMIN');
  superAdmin = await signUpBuyer(app(), uniqueEmail('super'));
  await promote(superAdmin, 'SUPER_ADMIN');
  buyer = await signUpBuyer(app());
  foodSeller = await signUpSeller(app());
  await insertListing(app(), foodSeller.userId, { section: 'food' });
});

afterAll(async () => {
  await testApp?.close();
});

function call(who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app().inject({
    method,
    url: `/api/admin/notifications${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });
}

async function create(who: SignedIn, payload: object): Promise<AdminMessage> {
  const response = await call(who, 'POST', '', payload);
  expect(response.statusCode, response.body).toBe(201);
  return adminMessage.parse(response.json());
}

async function find(id: string): Promise<AdminMessage> {
  const response = await call(admin, 'GET', `/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminMessage.parse(response.json());
}

async function myNotifications(who: SignedIn) {
  const response = await app().inject({ url: '/api/notifications/me', headers: bearer(who.token) });
  return notificationList.parse(response.json());
}

const toFoodSellers = { kind: 'filter', section: 'food' } as const;

describe('administrators’ messages', () => {
  it('are for administrators only, refused to others in the error envelope', async () => {
    const body = { texts, audience: { kind: 'everyone' } };
    for (const who of [buyer, foodSeller]) {
      for (const [method, url] of [
        ['GET', ''],
        ['POST', ''],
        ['POST', '/preview'],
      ] as const) {
        const response = await call(who, method, url, method === 'POST' ? body : undefined);
        expect(response.statusCode, `${who.type} ${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, error_code: expect.any(String) });
      }
    }
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
    // The preview is also where the form reads the count it confirms a group's sending with.
    expect((await call(null, 'POST', '/preview', body)).statusCode).toBe(401);
    const history = await call(admin, 'GET', '');
    expect(history.statusCode, history.body).toBe(200);
    expect(() => adminMessageHistory.parse(history.json())).not.toThrow();
  });

  it('accepts a path of Bazaar or an https address as link, nothing else', async () => {
    const preview = (link: string) =>
      call(admin, 'POST', '/preview', { texts, link, audience: { kind: 'buyers' } });
    for (const good of ['/profile/settings', 'https://help.example.org/maintenance']) {
      expect((await preview(good)).statusCode, good).toBe(200);
    }
    for (const bad of ['javascript:alert(1)', 'http://plain.example', '//evil.example', 'x']) {
      const response = await preview(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, error_code: 'VALIDATION' });
    }
  });

  it('previews how many accounts each audience reaches', async () => {
    const recipients = async (audience: object) => {
      const response = await call(admin, 'POST', '/preview', { texts, audience });
      expect(response.statusCode, response.body).toBe(200);
      return adminMessagePreview.parse(response.json()).recipients;
    };
    const openOf = async (type: 'BUYER' | 'SELLER') => {
      const [row] = await app()
        .db.select({ n: count() })
        .from(users)
        .where(and(eq(users.accountType, type), isNull(users.deletedAt)));
      return row!.n;
    };
    expect(await recipients({ kind: 'sellers' })).toBe(await openOf('SELLER'));
    expect(await recipients({ kind: 'buyers' })).toBe(await openOf('BUYER'));
    expect(await recipients({ kind: 'everyone' })).toBeGreaterThanOrEqual(4);
    expect(await recipients(toFoodSellers)).toBe(1);
    expect(await recipients({ kind: 'filter', section: 'property' })).toBe(0);
    expect(await recipients({ kind: 'filter', section: 'food', status: 'blocked' })).toBe(0);
    expect(await recipients({ kind: 'account', account: buyer.email.toUpperCase() })).toBe(1);
    expect(await recipients({ kind: 'account', account: buyer.userId })).toBe(1);

    const unknown = await call(admin, 'POST', '/preview', {
      texts,
      audience: { kind: 'account', account: 'nobody@example.org' },
    });
    expect(unknown.statusCode).toBe(400);
    const preview = adminMessagePreview.parse(
      (await call(superAdmin, 'POST', '/preview', { texts, audience: toFoodSellers })).json(),
    );
    expect(preview).toMatchObject({ type: 'custom_message:superadmin', rendered: texts });
  });

  it('sends now: one notification per recipient, in both locales, counted as delivered and read', async () => {
    const sent = await create(admin, { texts, link: '/profile', audience: toFoodSellers });
    // Under way from the start: never listed as scheduled, and no longer to be cancelled.
    expect(sent).toMatchObject({ type: 'custom_message:admin', status: 'sending', delivered: 0 });
    expect((await call(admin, 'POST', `/${sent.id}/cancel`)).statusCode).toBe(409);

    const delivered = await eventually(async () => {
      const message = await find(sent.id);
      return message.status === 'sent' && message.delivered === 1 ? message : undefined;
    }, 15_000);
    expect(delivered).toMatchObject({ recipients: 1, read: 0 });
    expect(delivered.sent_at).not.toBeNull();

    const [notification] = (await myNotifications(foodSeller)).filter(
      (n) => n.metadata['admin_message_id'] === sent.id,
    );
    expect(notification).toMatchObject({
      type: 'custom_message:admin',
      title: texts.en.title,
      body: texts.en.body,
      link: '/profile',
      metadata: { translations: { de: texts.de } },
    });
    expect(
      (await myNotifications(buyer)).some((n) => n.metadata['admin_message_id'] === sent.id),
    ).toBe(false);

    await app().inject({
      method: 'PATCH',
      url: '/api/notifications/viewed',
      headers: bearer(foodSeller.token),
      payload: [{ id: notification!.id }],
    });
    expect(await find(sent.id)).toMatchObject({ delivered: 1, read: 1 });
    const history = adminMessageHistory.parse((await call(admin, 'GET', '')).json());
    expect(history.find((m) => m.id === sent.id)).toMatchObject({ delivered: 1, read: 1 });
  });

  it('splits the audience into batches, and a retried batch adds no second notification', async () => {
    const batches: DeliverJobData[] = [];
    const service = createAdminMessagesService({
      repository: createAdminMessagesRepository(app().db),
      db: app().db,
      notifications: app().notifications,
      jobs: {
        send: async (name: string, data: object) => {
          if (name === DELIVER_JOB) batches.push(data as DeliverJobData);
          return null;
        },
      },
      batchSize: 2,
    });
    const everyone = await service.create(
      { id: superAdmin.userId, type: 'SUPER_ADMIN' },
      { texts, audience: { kind: 'everyone' } },
    );
    await service.dispatch({ messageId: everyone.id, sendAt: everyone.send_at });

    const audience = await app()
      .db.select({ id: users.id })
      .from(users)
      .where(isNull(users.deletedAt));
    expect(batches.length).toBe(Math.ceil(audience.length / 2));
    expect(batches.every((batch) => batch.userIds.length <= 2)).toBe(true);
    expect(batches.flatMap((batch) => batch.userIds).sort()).toEqual(
      audience.map((row) => row.id).sort(),
    );
    // A second dispatch of the same moment (a retried job) finds the message sent already.
    await service.dispatch({ messageId: everyone.id, sendAt: everyone.send_at });
    expect(batches.length).toBe(Math.ceil(audience.length / 2));

    for (const batch of [...batches, ...batches]) await service.deliver(batch);
    const stored = await app()
      .db.select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.sourceKey, `admin-message:${everyone.id}`));
    expect(stored.length).toBe(audience.length);
    expect(await find(everyone.id)).toMatchObject({
      type: 'custom_message:superadmin',
      status: 'sent',
      recipients: audience.length,
      delivered: audience.length,
    });
  });

  it('sends a scheduled message at its time', async () => {
    const sendAt = new Date(Date.now() + 3_000).toISOString();
    const scheduled = await create(admin, {
      texts,
      audience: { kind: 'account', account: buyer.email },
      send_at: sendAt,
    });
    expect(scheduled).toMatchObject({ status: 'scheduled', audience: { account: buyer.userId } });
    expect(new Date(scheduled.send_at).toISOString()).toBe(sendAt);
    expect((await find(scheduled.id)).delivered).toBe(0);

    const sent = await eventually(async () => {
      const message = await find(scheduled.id);
      return message.delivered === 1 ? message : undefined;
    }, 20_000);
    expect(sent.status).toBe('sent');
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(sendAt).getTime());
  }, 30_000);

  it('changes or cancels a message only while it is scheduled', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await create(admin, {
      texts,
      audience: { kind: 'buyers' },
      send_at: inAnHour,
    });

    const changedTexts = { ...texts, en: { title: 'Maintenance moved', body: 'Now at 4 am.' } };
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const edited = await call(admin, 'PUT', `/${scheduled.id}`, {
      texts: changedTexts,
      audience: toFoodSellers,
      send_at: later,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminMessage.parse(edited.json())).toMatchObject({
      status: 'scheduled',
      texts: changedTexts,
      audience: toFoodSellers,
    });

    // The job queued for the former time finds the message moved and sends nothing.
    const service = createAdminMessagesService({
      repository: createAdminMessagesRepository(app().db),
      db: app().db,
      notifications: app().notifications,
      jobs: app().jobs,
    });
    await service.dispatch({ messageId: scheduled.id, sendAt: scheduled.send_at });
    expect((await find(scheduled.id)).status).toBe('scheduled');

    const inThePast = await call(admin, 'PUT', `/${scheduled.id}`, {
      texts,
      audience: toFoodSellers,
      send_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(inThePast.statusCode).toBe(400);

    const cancelled = await call(admin, 'POST', `/${scheduled.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(adminMessage.parse(cancelled.json()).status).toBe('cancelled');
    await service.dispatch({ messageId: scheduled.id, sendAt: later });
    expect(await find(scheduled.id)).toMatchObject({ status: 'cancelled', delivered: 0 });

    const again = await call(admin, 'POST', `/${scheduled.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, error_code: 'CONFLICT' });
    expect(
      (await call(admin, 'PUT', `/${scheduled.id}`, { texts, audience: toFoodSellers })).statusCode,
    ).toBe(409);
    expect((await call(admin, 'POST', `/${crypto.randomUUID()}/cancel`)).statusCode).toBe(404);

    const [row] = await app()
      .db.select()
      .from(adminMessages)
      .where(eq(adminMessages.id, scheduled.id));
    expect(row!.senderId).toBe(admin.userId);
  });
});
