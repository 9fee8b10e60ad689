import {
  errorLogDetails,
  errorLogPage,
  errorReporterLimits,
  type ErrorLogSummary,
  type ErrorReportBody,
} from '@bazaar/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs } from '../../db/schema';
import {
  bearer,
  eventually,
  nextIp,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;

const app = () => testApp.app;
/** Said by the forced server error; it must reach the logs, never the answer. */
const SERVER_SECRET = 'pool exhausted while saving the cart of order 4711';
/** A buyer's contact as a checkout sends it; no error log may keep any of it. */
const BUYER_CONTACT = {
  name: 'Greta Lange',
  email: 'greta.lange@example.test',
  phone: '+49 170 5550123',
  street: 'Hafenstraße 12',
};

beforeAll(async () => {
  testApp = await buildTestApp({
    configure(built) {
      built.get('/api/test/explode', { config: { access: 'public' } }, async () => {
        throw new RangeError(SERVER_SECRET);
      });
      // A statement that fails on the database with a buyer's contact as its parameters.
      built.post('/api/test/checkout-fails', { config: { access: 'public' } }, async (request) => {
        const contact = request.body as typeof BUYER_CONTACT;
        await built.db.execute(
          sql`select ${contact.name}::int, ${contact.email}, ${contact.phone}, ${contact.street}`,
        );
      });
    },
  });
  admin = await signUpAdmin(app());
  buyer = await signUpBuyer(app());
  seller = await signUpSeller(app());
});

afterAll(async () => {
  await testApp?.close();
});

function report(payload: unknown, options: { token?: string; ip?: string } = {}) {
  return app().inject({
    method: 'POST',
    url: '/api/error-logs',
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
      ...(options.token ? bearer(options.token) : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

const aReport = (overrides: Partial<ErrorReportBody> = {}): ErrorReportBody => ({
  message: `TypeError: listing.price is undefined ${Math.random().toString(36).slice(2)}`,
  error_name: 'TypeError',
  stack:
    'TypeError: listing.price is undefined\n    at ListingCard (https://bazaar.test/_next/static/chunks/app.js:12:34)',
  url: 'https://bazaar.test/flea-market/item/42',
  breadcrumbs: [
    {
      timestamp: new Date().toISOString(),
      category: 'navigation',
      message: '/ → /flea-market/item/42',
    },
    {
      timestamp: new Date().toISOString(),
      category: 'click',
      message: 'button "Add to Cart"',
    },
  ],
  context: { locale: 'de', viewport: '390x844' },
  ...overrides,
});

async function list(query: Record<string, string> = {}, token = admin.token) {
  const response = await app().inject({
    url: `/api/error-logs?${new URLSearchParams(query).toString()}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return errorLogPage.parse(response.json());
}

async function details(id: string) {
  const response = await app().inject({
    url: `/api/error-logs/${id}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return errorLogDetails.parse(response.json());
}

describe('POST /api/error-logs', () => {
  it("stores a visitor's report, with breadcrumbs and context", async () => {
    const body = aReport();
    const response = await report(body);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: string };

    const stored = await details(id);
    expect(stored).toMatchObject({
      source: 'web',
      level: 'error',
      message: body.message,
      error_name: 'TypeError',
      url: body.url,
      user_id: null,
      user_email: null,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
      context: { locale: 'de', viewport: '390x844' },
      occurrences: { count: 1, capped: false },
    });
    expect(stored.stack).toContain('at ListingCard');
    expect(stored.breadcrumbs.map((crumb) => crumb.category)).toEqual(['navigation', 'click']);
  });

  it("records the session's user, never the one the body names", async () => {
    const body = aReport({
      user: { id: '00000000-0000-4000-8000-000000000009', email: 'someone.else@example.test' },
    });
    const response = await report(body, { token: buyer.token });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await details((response.json() as { id: string }).id);
    expect(stored.user_id).toBe(buyer.userId);
    expect(stored.user_email).toBe(buyer.email);

    // Signed out, the claimed user is ignored as well.
    const anonymous = await report(body);
    const storedAnonymous = await details((anonymous.json() as { id: string }).id);
    expect(storedAnonymous.user_id).toBeNull();
    expect(storedAnonymous.user_email).toBeNull();
  });

  it('redacts one-time tokens from addresses and navigation breadcrumbs', async () => {
    const response = await report(
      aReport({
        url: 'https://bazaar.test/auth/restore-password/abcDEF123-secret?token=xyz&tab=1',
        breadcrumbs: [
          {
            timestamp: new Date().toISOString(),
            category: 'navigation',
            message: '/ → /auth/sign-in/_/direct-token-42',
          },
        ],
      }),
    );
    const stored = await details((response.json() as { id: string }).id);
    expect(stored.url).toBe(
      'https://bazaar.test/auth/restore-password/[redacted]?token=[redacted]&tab=1',
    );
    expect(stored.breadcrumbs[0]!.message).toBe('/ → /auth/sign-in/_/[redacted]');
  });

  it('refuses a body over 1 MB, and more than 100 breadcrumbs, with the error envelope', async () => {
    // Every value within its cap, yet the whole body over 1 MB.
    const huge = aReport({
      breadcrumbs: Array.from({ length: errorReporterLimits.maxBreadcrumbs }, () => ({
        timestamp: new Date().toISOString(),
        category: 'console' as const,
        message: 'y'.repeat(1_000),
        data: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'z'.repeat(500)])),
      })),
    });
    expect(JSON.stringify(huge).length).toBeGreaterThan(errorReporterLimits.payloadCapBytes);
    const tooLarge = await report(huge);
    expect([400, 413]).toContain(tooLarge.statusCode);
    expect(tooLarge.json()).toMatchObject({ error_code: 'VALIDATION' });

    const tooManyCrumbs = await report(
      aReport({
        breadcrumbs: Array.from({ length: errorReporterLimits.maxBreadcrumbs + 1 }, () => ({
          timestamp: new Date().toISOString(),
          category: 'click' as const,
          message: 'button "Next"',
        })),
      }),
    );
    expect(tooManyCrumbs.statusCode).toBe(400);
    expect(tooManyCrumbs.json()).toMatchObject({ error_code: 'VALIDATION' });
    expect(JSON.stringify(tooManyCrumbs.json())).toContain('breadcrumbs');

    const longMessage = await report(aReport({ message: 'm'.repeat(4_001) }));
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json().fields).toEqual([expect.objectContaining({ field: 'message' })]);
  });

  it('accepts exactly 100 breadcrumbs', async () => {
    const response = await report(
      aReport({
        breadcrumbs: Array.from({ length: errorReporterLimits.maxBreadcrumbs }, (_, i) => ({
          timestamp: new Date().toISOString(),
          category: 'click' as const,
          message: `button "Page ${i}"`,
        })),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('limits reports per address: the 61st within 10 minutes is a 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i += 1) {
      const accepted = await report({ message: `flood ${i}` }, { ip });
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    const refused = await report({ message: 'flood 61' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error_code: 'max_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await report({ message: 'elsewhere' })).statusCode).toBe(201);
  });
});

describe("the api's own errors", () => {
  it('records a 500 with source api, its stack and the user, and answers without leaking it', async () => {
    const response = await app().inject({
      url: '/api/test/explode?token=secret-value',
      headers: { ...bearer(seller.token), 'x-request-id': 'req-explode-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SERVER_SECRET);
    expect(response.body).not.toContain('RangeError');

    const logged = await eventually(async () => {
      const [row] = await app()
        .db.select()
        .from(errorLogs)
        .where(eq(errorLogs.requestId, 'req-explode-1'));
      return row;
    });
    expect(logged).toMatchObject({
      source: 'api',
      level: 'error',
      message: SERVER_SECRET,
      errorName: 'RangeError',
      method: 'GET',
      status: 500,
      url: '/api/test/explode',
      userId: seller.userId,
      userEmail: seller.email,
      context: { route: '/api/test/explode' },
    });
    expect(logged.stack).toContain('RangeError');

    const page = await list({ source: 'api', q: 'pool exhausted' });
    expect(page.items.map((item) => item.id)).toContain(logged.id);
  });

  it('keeps neither the parameters of a failed statement nor the request body', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/test/checkout-fails',
      headers: { 'x-request-id': 'req-personal-1' },
      payload: BUYER_CONTACT,
    });
    expect(response.statusCode).toBe(500);

    const logged = await eventually(async () => {
      const [row] = await app()
        .db.select()
        .from(errorLogs)
        .where(eq(errorLogs.requestId, 'req-personal-1'));
      return row;
    });
    // What went wrong stays: the statement, the database's code and its message.
    expect(logged.message).toMatch(/^Failed query: select \$1::int/);
    expect(logged.message).toContain('params: [redacted]');
    expect(logged.context).toMatchObject({
      causes: expect.stringContaining('invalid input syntax'),
    });
    const stored = JSON.stringify(logged);
    for (const value of Object.values(BUYER_CONTACT)) {
      expect(stored).not.toContain(value);
      expect(stored).not.toContain(value.split(' ')[0]);
    }
  });

  it('answers a 500 even when the error cannot be recorded', async () => {
    const failing = await buildTestApp({
      configure(built) {
        built.get('/api/test/explode', { config: { access: 'public' } }, async () => {
          throw new Error('first failure');
        });
      },
    });
    try {
      // The table is gone: recording fails, the answer must not.
      await failing.app.db.execute(sql`drop table error_logs`);
      const response = await failing.app.inject({ url: '/api/test/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ error_code: 'COMMON' });
    } finally {
      await failing.close();
    }
  });
});

describe('GET /api/error-logs', () => {
  it('is for administrators only', async () => {
    const signedOut = await app().inject({ url: '/api/error-logs' });
    expect(signedOut.statusCode).toBe(401);
    for (const account of [buyer, seller]) {
      const refused = await app().inject({
        url: '/api/error-logs',
        headers: bearer(account.token),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error_code: 'FORBIDDEN' });
      const one = await app().inject({
        url: '/api/error-logs/00000000-0000-4000-8000-000000000001',
        headers: bearer(account.token),
      });
      expect(one.statusCode).toBe(403);
    }
  });

  it('filters by source, level, text and time, newest first, page by page', async () => {
    const marker = `checkout-${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await report(
        aReport({
          message: `Checkout failed (${marker}) #${i}`,
          level: i === 4 ? 'warning' : 'error',
          url: `https://bazaar.test/cart?step=${i}`,
        }),
      );
      ids.push((response.json() as { id: string }).id);
    }

    const all: ErrorLogSummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list({ q: marker, limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      all.push(...page.items);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(all.map((item) => item.id)).toEqual([...ids].reverse());

    const warnings = await list({ q: marker, level: 'warning' });
    expect(warnings.items.map((item) => item.id)).toEqual([ids[4]]);
    expect((await list({ q: marker, source: 'api' })).items).toEqual([]);
    // The text is searched in the URL too, and % is not a wildcard.
    expect((await list({ q: 'cart?step=3' })).items.map((item) => item.id)).toContain(ids[3]);
    expect((await list({ q: '%' })).items).toEqual([]);

    const future = new Date(Date.now() + 3600_000).toISOString();
    const past = new Date(Date.now() - 3600_000).toISOString();
    expect((await list({ q: marker, from: future })).items).toEqual([]);
    expect((await list({ q: marker, from: past, to: future })).items).toHaveLength(5);
    expect((await list({ q: marker, to: past })).items).toEqual([]);
  });

  it('groups occurrences of the same error by fingerprint', async () => {
    const body = aReport({ message: 'Cannot read properties of undefined (reading "price") 17' });
    const first = await report(body);
    await report({ ...body, message: 'Cannot read properties of undefined (reading "price") 18' });
    const stored = await details((first.json() as { id: string }).id);
    expect(stored.occurrences.count).toBe(2);
    const same = await list({ fingerprint: stored.fingerprint });
    expect(same.items).toHaveLength(2);
  });

  it('refuses bad filters with 400 naming the field, and unknown ids with 404', async () => {
    const badLevel = await app().inject({
      url: '/api/error-logs?level=loud',
      headers: bearer(admin.token),
    });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json().fields[0].field).toBe('level');

    const backwards = await app().inject({
      url: `/api/error-logs?from=${new Date().toISOString()}&to=${new Date(Date.now() - 1000).toISOString()}`,
      headers: bearer(admin.token),
    });
    expect(backwards.statusCode).toBe(400);

    const badCursor = await app().inject({
      url: '/api/error-logs?cursor=nonsense',
      headers: bearer(admin.token),
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().fields[0].field).toBe('cursor');

    const missing = await app().inject({
      url: '/api/error-logs/00000000-0000-4000-8000-000000000001',
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the daily purge', () => {
  it('deletes error logs older than 90 days and keeps the others', async () => {
    const reportId = async (message: string) => {
      const response = await report(aReport({ message }));
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const expired = await reportId('expired long ago');
    const kept = await reportId('still kept');
    const moved = await app()
      .db.update(errorLogs)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
      .where(eq(errorLogs.id, expired))
      .returning({ id: errorLogs.id });
    expect(moved).toHaveLength(1);

    await app().jobs.send('error-logs.purge-expired', {});
    const ids = await eventually(async () => {
      const rows = await app().db.select({ id: errorLogs.id }).from(errorLogs);
      const left = rows.map((row) => row.id);
      return left.includes(expired) ? undefined : left;
    }, 15_000);
    expect(ids).toContain(kept);
  });
});
