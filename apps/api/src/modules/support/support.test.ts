import {
  auditEntryPage,
  supportRequest,
  supportRequestDetail,
  supportRequestPage,
  supportRequestReceipt,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  bearer,
  eventually,
  nextIp,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { newSupportReference } from './create-support-request';

const PUBLIC_URL = 'https://bazaar.test';

let testApp: TestApp;
let mailCatcher: MailCatcher;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;

const app = () => testApp.app;

beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  testApp = await buildTestApp({ env: { SMTP_URL: mailCatcher.url, PUBLIC_URL } });
  admin = await signUpBuyer(app());
  await app()
    .db.update(users)
    .set({ accountType: 'SUPER_ADMIN' })
    .where(eq(users.id, admin.userId));
  buyer = await signUpBuyer(app());
  seller = await signUpSeller(app());
});

afterAll(async () => {
  await testApp?.close();
  await mailCatcher?.close();
});

const aRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jana Köhler',
  email: 'Jana.Koehler@Example.test',
  topic: 'order',
  message: 'My order from casa-mira has not arrived after two weeks. Can you help?',
  ...overrides,
});

function send(payload: unknown, options: { token?: string; ip?: string; language?: string } = {}) {
  return app().inject({
    method: 'POST',
    url: '/api/support-requests',
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

async function list(query: Record<string, string> = {}) {
  const response = await app().inject({
    url: `/api/support-requests?${new URLSearchParams(query).toString()}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return supportRequestPage.parse(response.json());
}

describe('POST /api/support-requests', () => {
  it("stores a visitor's request and answers 201 with a reference", async () => {
    const response = await send(aRequest());
    expect(response.statusCode, response.body).toBe(201);
    const receipt = supportRequestReceipt.parse(response.json());
    expect(receipt.reference).toMatch(/^SR-[2-9A-HJKMNP-Z]{8}$/);

    const stored = (await list()).items.find((item) => item.id === receipt.id);
    expect(stored).toMatchObject({
      reference: receipt.reference,
      name: 'Jana Köhler',
      email: 'jana.koehler@example.test',
      topic: 'order',
      status: 'new',
      locale: 'en',
      user_id: null,
      resolved_at: null,
    });
  });

  it("attaches a signed-in sender's account", async () => {
    const response = await send(aRequest({ topic: 'account' }), { token: buyer.token });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = supportRequestReceipt.parse(response.json());
    const stored = (await list()).items.find((item) => item.id === id);
    expect(stored?.user_id).toBe(buyer.userId);
  });

  it('names every bad field', async () => {
    const response = await send({
      name: '',
      email: 'not-an-email',
      topic: 'refund',
      message: 'Hi',
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields.sort()).toEqual(['email', 'message', 'name', 'topic']);
  });

  it('allows 5 requests an hour from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(aRequest(), { ip })).statusCode).toBe(201);
    }
    const refused = await send(aRequest(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error_code: 'max_attempts' });
    // Invalid requests are not counted against a sender fixing their form.
    const other = nextIp();
    for (let i = 0; i < 6; i += 1) expect((await send({}, { ip: other })).statusCode).toBe(400);
    expect((await send(aRequest(), { ip: other })).statusCode).toBe(201);
  });
});

async function sendOne(overrides: Record<string, unknown> = {}, language?: string) {
  const response = await send(aRequest(overrides), { language });
  expect(response.statusCode, response.body).toBe(201);
  return supportRequestReceipt.parse(response.json());
}

function setStatus(id: string, payload: Record<string, unknown>, token = admin.token) {
  return app().inject({
    method: 'PATCH',
    url: `/api/support-requests/${id}`,
    headers: bearer(token),
    payload,
  });
}

function reply(id: string, payload: Record<string, unknown>, token = admin.token) {
  return app().inject({
    method: 'POST',
    url: `/api/support-requests/${id}/replies`,
    headers: bearer(token),
    payload,
  });
}

async function detail(id: string) {
  const response = await app().inject({
    url: `/api/support-requests/${id}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return supportRequestDetail.parse(response.json());
}

async function auditOf(id: string) {
  const response = await app().inject({
    url: `/api/admin/audit-entries?subject_type=support_request&subject=${id}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

describe('support requests for administrators', () => {
  it('are listed, read, moved and answered by administrators only', async () => {
    const { id } = await sendOne();
    const routes = [
      { method: 'GET' as const, url: '/api/support-requests' },
      { method: 'GET' as const, url: `/api/support-requests/${id}` },
      {
        method: 'PATCH' as const,
        url: `/api/support-requests/${id}`,
        payload: { status: 'closed' },
      },
      {
        method: 'POST' as const,
        url: `/api/support-requests/${id}/replies`,
        payload: { body: 'We are on it.' },
      },
    ];
    for (const route of routes) {
      expect((await app().inject(route)).statusCode, route.url).toBe(401);
      for (const account of [buyer, seller]) {
        const response = await app().inject({ ...route, headers: bearer(account.token) });
        expect(response.statusCode, route.url).toBe(403);
      }
    }
    expect((await detail(id)).request.status).toBe('new');
  });

  it('move from status to status with a history of who, when, from, to and why', async () => {
    const { id } = await sendOne({ topic: 'report_abuse' });
    const other = await signUpAdmin(app());

    const taken = await setStatus(id, { status: 'in_progress', note: 'Looking into it' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(supportRequest.parse(taken.json())).toMatchObject({ status: 'in_progress' });
    const closed = supportRequest.parse(
      (await setStatus(id, { status: 'closed' }, other.token)).json(),
    );
    expect(closed.status).toBe('closed');
    expect(closed.resolved_at).not.toBeNull();
    expect((await list({ status: 'closed' })).items.map((item) => item.id)).toContain(id);
    expect((await list({ status: 'new' })).items.map((item) => item.id)).not.toContain(id);

    const reopened = supportRequest.parse((await setStatus(id, { status: 'new' })).json());
    expect(reopened).toMatchObject({ status: 'new', resolved_at: null });

    const { history } = await detail(id);
    expect(history.map((change) => [change.from_status, change.to_status])).toEqual([
      ['new', 'in_progress'],
      ['in_progress', 'closed'],
      ['closed', 'new'],
    ]);
    expect(history[0]).toMatchObject({ changed_by_id: admin.userId, note: 'Looking into it' });
    expect(history[1]).toMatchObject({ changed_by_id: other.userId, note: null });
    expect(history[1]!.changed_by_name).toBeTruthy();

    const audit = await auditOf(id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'support_request.set_status',
      'support_request.set_status',
      'support_request.set_status',
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'closed' }, after: { status: 'new' } });
  });

  it('refuses a status it does not know, the status it has, a long note and a missing request', async () => {
    const { id } = await sendOne();
    const unknown = await setStatus(id, { status: 'resolved' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error_code: 'VALIDATION' });
    const same = await setStatus(id, { status: 'new' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields[0].field).toBe('status');
    const long = await setStatus(id, { status: 'closed', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].field).toBe('note');
    const missing = await setStatus('00000000-0000-4000-8000-000000000001', { status: 'closed' });
    expect(missing.statusCode).toBe(404);
    expect((await detail(id)).history).toEqual([]);
  });

  it('mails a reply to the sender, keeps it, and marks the request answered', async () => {
    const email = `reply-${Date.now()}@example.test`;
    const { id, reference } = await sendOne({ email });
    const response = await reply(id, {
      body: 'Your parcel left the seller yesterday.\n\nIt should arrive by Friday.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answered = supportRequestDetail.parse(response.json());
    expect(answered.request.status).toBe('answered');
    expect(answered.replies).toHaveLength(1);
    expect(answered.replies[0]).toMatchObject({
      author_id: admin.userId,
      body: 'Your parcel left the seller yesterday.\n\nIt should arrive by Friday.',
    });
    expect(answered.history.map((change) => change.to_status)).toEqual(['answered']);

    const mail = await eventually(() => mailCatcher.mailsTo(email)[0]);
    expect(mail.decoded).toContain(`Subject: Re: your support request ${reference}`);
    expect(mail.decoded).toContain('Hello Jana K');
    expect(mail.decoded).toContain('It should arrive by Friday.');
    expect(mail.decoded).toContain('My order from casa-mira has not arrived');
    expect(mail.decoded).toContain(`${PUBLIC_URL}/support`);

    const audit = await auditOf(id);
    expect(audit[0]).toMatchObject({
      action: 'support_request.reply',
      before: { status: 'new' },
      after: { status: 'answered', reply_id: answered.replies[0]!.id },
    });
  });

  it('replies in German to a request sent from the German site, and may close it', async () => {
    const email = `antwort-${Date.now()}@example.test`;
    const { id, reference } = await sendOne({ email }, 'de');
    const first = supportRequestDetail.parse((await reply(id, { body: 'Wir prüfen das.' })).json());
    expect(first.request.locale).toBe('de');
    const second = await reply(id, { body: 'Erledigt: Das Paket ist da.', close: true });
    expect(second.statusCode, second.body).toBe(201);
    const closed = supportRequestDetail.parse(second.json());
    expect(closed.request.status).toBe('closed');
    expect(closed.replies.map((r) => r.body)).toEqual([
      'Wir prüfen das.',
      'Erledigt: Das Paket ist da.',
    ]);
    expect(closed.history.map((change) => [change.from_status, change.to_status])).toEqual([
      ['new', 'answered'],
      ['answered', 'closed'],
    ]);

    const mails = await eventually(() => {
      const caught = mailCatcher.mailsTo(email);
      return caught.length === 2 ? caught : undefined;
    });
    const last = mails.find((mail) => mail.decoded.includes('Erledigt'))!;
    expect(last.decoded).toContain(`Re: Ihre Supportanfrage ${reference}`);
    expect(last.decoded).toContain('Wir haben diese Anfrage abgeschlossen.');
  });

  it('refuses an empty reply and sends no mail', async () => {
    const email = `empty-${Date.now()}@example.test`;
    const { id } = await sendOne({ email });
    const response = await reply(id, { body: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('body');
    expect(
      (await reply('00000000-0000-4000-8000-000000000001', { body: 'Hello' })).statusCode,
    ).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailCatcher.mailsTo(email)).toEqual([]);
    expect((await detail(id)).replies).toEqual([]);
  });

  it('are found by words and by the day they were sent', async () => {
    const { id, reference } = await sendOne({
      name: 'Quirin Zauberflöte',
      message: 'A very particular question about zebra-striped bicycles for sale.',
    });
    expect((await list({ q: 'zebra-striped' })).items.map((item) => item.id)).toEqual([id]);
    expect((await list({ q: 'zauberFLÖTE' })).items.map((item) => item.id)).toEqual([id]);
    expect((await list({ q: reference })).items.map((item) => item.id)).toEqual([id]);
    expect((await list({ q: '100%_zebra' })).items).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect((await list({ q: 'zebra', from: yesterday, to: tomorrow })).items).toHaveLength(1);
    expect((await list({ q: 'zebra', from: tomorrow })).items).toEqual([]);
    const bad = await app().inject({
      url: '/api/support-requests?from=yesterday',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('are paged newest first and filtered by topic', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await send(
        aRequest({ topic: 'payment', message: `Payment question number ${i} about a refund` }),
      );
      ids.push(supportRequestReceipt.parse(response.json()).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list({ topic: 'payment', limit: '2', ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...ids].reverse());
    expect(pages).toBe(3);
  });
});

describe('support references', () => {
  it('are readable and differ', () => {
    const references = new Set(Array.from({ length: 500 }, () => newSupportReference()));
    expect(references.size).toBe(500);
    for (const reference of references) expect(reference).not.toMatch(/[01IOL]/);
  });
});
