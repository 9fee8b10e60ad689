import { accountTypes, type AccountType } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPeople } from '../seed';
import { bearer, signIn, signInRequest } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { DeclaredRoute } from './auth';

let testApp: TestApp;
const tokens = new Map<AccountType, string>();

const demoEmail = (type: AccountType) =>
  demoPeople.find((person) => person.accountType === type && !person.blockedReason)!.email;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  for (const type of accountTypes) {
    tokens.set(type, (await signIn(testApp.app, demoEmail(type), DEMO_PASSWORD)).token);
  }
});

afterAll(async () => {
  await testApp?.close();
});

/** A concrete URL for a route pattern: any uuid for ids, a real channel, a file name for media. */
function concreteUrl(pattern: string): string {
  return pattern
    .replace(/:channel\b/g, 'email')
    .replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000001')
    .replace(/\*$/, 'nothing-here.webp');
}

const describeRoute = (route: DeclaredRoute) => `${route.method} ${route.url}`;

describe('route access', () => {
  it('every /api route declares who may call it', () => {
    const routes = testApp.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      expect(route.access, describeRoute(route)).toBeDefined();
    }
    const declared = new Set(routes.map(describeRoute));
    for (const expected of [
      'POST /api/auth/sign-up/user',
      'POST /api/auth/sign-up/business',
      'POST /api/auth/sign-in',
      'POST /api/auth/refresh',
      'POST /api/auth/sign-out',
      'POST /api/auth/verify',
      'POST /api/auth/direct',
      'POST /api/auth/direct/request',
      'POST /api/auth/restore-password',
      'POST /api/auth/reset-password',
      'GET /api/users/me',
      'POST /api/users/me/avatar',
      'DELETE /api/users/me/avatar',
      'POST /api/users/me/verification/:channel/initiate',
      'POST /api/users/me/verification/:channel/resend',
      'POST /api/users/me/verification/:channel/verify',
      'GET /api/sellers/me',
      'PATCH /api/sellers/me',
      'PUT /api/sellers/me/email',
      'PUT /api/sellers/me/password',
      'POST /api/sellers/me/pause',
      'POST /api/sellers/me/unpause',
      'DELETE /api/sellers/me',
      'POST /api/sellers/me/logo',
      'GET /api/buyers/me',
      'PATCH /api/buyers/me',
      'PUT /api/buyers/me/email',
      'PUT /api/buyers/me/password',
      'POST /api/buyers/me/pause',
      'POST /api/buyers/me/unpause',
      'DELETE /api/buyers/me',
      'POST /api/admin/users/:id/block',
      'POST /api/admin/users/:id/unblock',
      'POST /api/error-logs',
      'GET /api/error-logs',
      'GET /api/error-logs/:id',
      'POST /api/support-requests',
      'GET /api/support-requests',
      'PATCH /api/support-requests/:id',
      'GET /api/how-to-sell',
      'GET /api/users/me/comparison',
      'POST /api/users/me/comparison',
      'DELETE /api/users/me/comparison',
      'GET /api/comparison/listings',
      'GET /api/users/me/favorites',
      'GET /api/users/me/favorites/ids',
      'PUT /api/users/me/favorites/:listingId',
      'DELETE /api/users/me/favorites/:listingId',
      'GET /api/notifications/me',
      'PATCH /api/notifications/viewed',
      'GET /api/notifications/preferences',
      'PUT /api/notifications/preferences',
      'GET /api/admin/notifications',
      'POST /api/admin/notifications/preview',
      'POST /api/admin/notifications',
      'GET /api/admin/notifications/:id',
      'PUT /api/admin/notifications/:id',
      'POST /api/admin/notifications/:id/cancel',
      'GET /api/catalog/nodes',
      'GET /api/catalog/nodes/:id',
      'GET /api/showroom/listings',
      'GET /api/showroom/filters',
      'GET /api/showroom/cross-search',
      'GET /api/search',
      'GET /api/geo',
      'GET /api/geo/point',
      'GET /api/geo/zipcodes/:zipcode/autocomplete',
      'GET /api/products/:id',
      'POST /api/products/me/media',
      'POST /api/products/me/documents',
      'POST /api/products/me/catalog',
      'PATCH /api/products/me/flea-market/:id',
      'POST /api/products/me/property/:id/copy',
      'GET /api/admin/products',
      'POST /api/admin/products/:id/block',
      'POST /api/carts/assemble',
      'GET /api/carts',
      'POST /api/carts/items',
      'POST /api/carts/items/bulk',
      'PATCH /api/carts/items/:id',
      'DELETE /api/carts/items',
      'POST /api/carts/build',
      'DELETE /api/carts',
      'GET /api/products/me/in-carts',
      'POST /api/carts/:sellerId/checkout',
      'GET /api/orders/cart-history',
      'GET /api/orders/:id',
      'PATCH /api/orders/:id/status',
    ]) {
      expect(declared, expected).toContain(expected);
    }
  });

  it('covers every route of the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const declared = new Set(testApp.app.declaredRoutes.map(describeRoute));
    for (const [openApiPath, operations] of Object.entries(document.paths)) {
      // OpenAPI writes a parameter `{id}` and a wildcard `{*}` (an e-shop entry point's).
      const url = openApiPath.replace(/\{(\w+)\}/g, ':$1').replace('{*}', '*');
      for (const method of Object.keys(operations)) {
        expect(declared, `${method} ${openApiPath}`).toContain(`${method.toUpperCase()} ${url}`);
      }
    }
  });

  it('answers every route signed out, and as each account type, as it declared', async () => {
    const routes = testApp.app.declaredRoutes.filter(
      (route) => route.method !== 'HEAD' && route.access !== 'public',
    );
    expect(routes.length).toBeGreaterThanOrEqual(23);
    const outcomes: string[] = [];
    for (const route of routes) {
      const url = concreteUrl(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

      const signedOut = await testApp.app.inject({ method, url });
      expect(signedOut.statusCode, `${describeRoute(route)} signed out`).toBe(401);
      expect(signedOut.json().error_code).toBe('UNAUTHORIZED');

      for (const type of accountTypes) {
        const allowed = route.access === 'signed-in' || route.access.includes(type);
        const response = await testApp.app.inject({
          method,
          url,
          headers: bearer(tokens.get(type)!),
        });
        const label = `${describeRoute(route)} as ${type}`;
        if (allowed) {
          expect(response.statusCode, label).not.toBe(401);
          if (response.statusCode === 403) {
            expect(response.json().error_code, label).not.toBe('FORBIDDEN');
          }
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json().error_code, label).toBe('FORBIDDEN');
        }
        outcomes.push(`${label}: ${response.statusCode}`);
      }
    }
    expect(outcomes.length).toBe(routes.length * accountTypes.length);
  });

  it('refuses to start with an /api route that declares no access', async () => {
    await expect(
      buildTestApp({
        configure(app) {
          app.get('/api/forgotten', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/GET \/api\/forgotten must declare who may call it/);
  });

  it('serves public routes to everybody, with or without a usable token', async () => {
    expect((await testApp.app.inject({ url: '/api/listings' })).statusCode).toBe(200);
    const stale = await testApp.app.inject({
      url: '/api/listings',
      headers: bearer('not-a-token'),
    });
    expect(stale.statusCode).toBe(200);
  });
});

describe('demo accounts', () => {
  it('sign in with the demo password, every type', async () => {
    for (const person of demoPeople.filter((p) => !p.blockedReason)) {
      const response = await signInRequest(testApp.app, person.email, DEMO_PASSWORD);
      expect(response.statusCode, person.email).toBe(200);
      expect(response.json().userType).toBe(person.accountType);
    }
  });

  it('include a blocked buyer who signs in read-only and is told why', async () => {
    const response = await signInRequest(testApp.app, 'blocked@demo.bazaar.local', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const me = await testApp.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Repeated reports of fake listings',
    });
  });
});
