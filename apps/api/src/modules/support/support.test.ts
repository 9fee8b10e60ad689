import { supportRequest, supportRequestPage, supportRequestReceipt } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, nextIp, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { newSupportReference } from './support.service';

let testApp: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;

const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp();
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
});

const aRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jana Köhler',
  email: 'Jana.Koehler@Example.test',
  topic: 'order',
  message: 'My order from casa-mira has not arrived after two weeks. Can you help?',
  ...overrides,
});

function send(payload: unknown, options: { token?: string; ip?: string } = {}) {
  return app().inject({
    method: 'POST',
    url: '/api/support-requests',
    remoteAddress: options.ip ?? nextIp(),
    headers: options.token ? bearer(options.token) : {},
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
      status: 'open',
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

describe('support requests for administrators', () => {
  it('are listed and changed by administrators only', async () => {
    expect((await app().inject({ url: '/api/support-requests' })).statusCode).toBe(401);
    for (const account of [buyer, seller]) {
      const listed = await app().inject({
        url: '/api/support-requests',
        headers: bearer(account.token),
      });
      expect(listed.statusCode).toBe(403);
      const patched = await app().inject({
        method: 'PATCH',
        url: '/api/support-requests/00000000-0000-4000-8000-000000000001',
        headers: bearer(account.token),
        payload: { status: 'resolved' },
      });
      expect(patched.statusCode).toBe(403);
    }
  });

  it('are resolved and opened again', async () => {
    const { id } = supportRequestReceipt.parse(
      (await send(aRequest({ topic: 'report_abuse' }))).json(),
    );
    const resolve = (status: string) =>
      app().inject({
        method: 'PATCH',
        url: `/api/support-requests/${id}`,
        headers: bearer(admin.token),
        payload: { status },
      });

    const resolved = supportRequest.parse((await resolve('resolved')).json());
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolved_at).not.toBeNull();
    expect((await list({ status: 'resolved' })).items.map((item) => item.id)).toContain(id);
    expect((await list({ status: 'open' })).items.map((item) => item.id)).not.toContain(id);

    const reopened = supportRequest.parse((await resolve('open')).json());
    expect(reopened).toMatchObject({ status: 'open', resolved_at: null });

    expect((await resolve('closed')).statusCode).toBe(400);
    const missing = await app().inject({
      method: 'PATCH',
      url: '/api/support-requests/00000000-0000-4000-8000-000000000001',
      headers: bearer(admin.token),
      payload: { status: 'resolved' },
    });
    expect(missing.statusCode).toBe(404);
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
