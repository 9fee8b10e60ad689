import { randomUUID } from 'node:crypto';
import {
  auditEntryPage,
  authSessionResponse,
  CHAT_NAMESPACE,
  favoriteIds,
  signInPage,
  VIEW_AS_MINUTES,
  viewingAsReadOnlyMessages,
  type AccountType,
  type ChatClientEvents,
  type ChatServerEvents,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import {
  requestSender,
  signIn,
  signUpAdmin,
  signUpBuyer,
  withRefreshCookie,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { connected, listenOnLoopback, openLiveSocket } from '../../test/live-sockets';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
let testApp: TestApp;
let app: App;
let admin: SignedIn;
let superAdmin: SignedIn;
const send = requestSender(() => app);

async function promoted(who: SignedIn, type: AccountType): Promise<SignedIn> {
  await app.db.update(users).set({ accountType: type }).where(eq(users.id, who.userId));
  return { ...who, type };
}

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  app = testApp.app;
  admin = await signUpAdmin(app);
  superAdmin = await promoted(await signUpBuyer(app), 'SUPER_ADMIN');
});

afterAll(async () => {
  await testApp?.close();
});

afterEach(() => clock.reset());

/** Starts viewing as `viewed`; the viewing's token as a caller of `send`. */
async function viewAs(viewed: { userId: string }, by: SignedIn = admin, ip = '203.0.113.7') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/users/${viewed.userId}/view-as`,
    headers: { authorization: `Bearer ${by.token}` },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return authSessionResponse.parse(response.json());
}

const stop = (viewing: { token: string }, ip = '203.0.113.8') =>
  app.inject({
    method: 'POST',
    url: '/api/view-as/stop',
    headers: { authorization: `Bearer ${viewing.token}` },
    remoteAddress: ip,
  });

async function trailOf(subjectId: string) {
  const response = await send('GET', `/api/admin/audit-entries?subject=${subjectId}`, superAdmin);
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

async function signInsOf(userId: string) {
  const response = await send('GET', `/api/admin/users/${userId}/sign-ins`, superAdmin);
  expect(response.statusCode, response.body).toBe(200);
  return signInPage.parse(response.json()).items;
}

describe('view as this user', () => {
  it('reads as the user, refuses every write with VIEWING_AS_IS_READ_ONLY, and stops', async () => {
    const buyer = await signUpBuyer(app);
    const seller = await signUpBuyer(app);
    const listing = await insertListing(app, seller.userId);
    const saved = await send('PUT', `/api/users/me/favorites/${listing.id}`, buyer);
    expect(saved.statusCode, saved.body).toBe(204);
    const signInsBefore = await signInsOf(buyer.userId);

    const viewing = await viewAs(buyer);
    expect(viewing).toMatchObject({ userId: buyer.userId, userType: 'BUYER' });
    expect(decodeJwt(viewing.token)).toMatchObject({
      sub: buyer.userId,
      act: { sub: admin.userId },
    });
    // JWT times are whole seconds.
    const lifetime = Date.parse(viewing.tokenExpiration) - clock.now().getTime();
    expect(Math.abs(lifetime - VIEW_AS_MINUTES * 60_000)).toBeLessThan(1_000);

    // Reads answer what the buyer sees.
    const me = await send('GET', '/api/users/me', viewing);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id: buyer.userId });
    const ids = await send('GET', '/api/users/me/favorites/ids', viewing);
    expect(favoriteIds.parse(ids.json()).ids).toEqual([listing.id]);

    // Writes are refused, signed-in and public routes alike, in the request's language.
    const write = await send('DELETE', `/api/users/me/favorites/${listing.id}`, viewing);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({
      status: 403,
      error_code: 'VIEWING_AS_IS_READ_ONLY',
      user_message: viewingAsReadOnlyMessages.en,
    });
    const german = await send('PUT', `/api/users/me/favorites/${listing.id}`, viewing, undefined, {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(german.json()).toMatchObject({ user_message: viewingAsReadOnlyMessages.de });
    const support = await send('POST', '/api/support-requests', viewing, {});
    expect(support.json()).toMatchObject({ error_code: 'VIEWING_AS_IS_READ_ONLY' });
    const password = await send('PUT', '/api/buyers/me/password', viewing, {});
    expect(password.json()).toMatchObject({ error_code: 'VIEWING_AS_IS_READ_ONLY' });
    // Nor may the viewing start another one, though its account were an administrator.
    const nested = await send('POST', `/api/admin/users/${seller.userId}/view-as`, viewing);
    expect(nested.statusCode).toBe(403);
    expect((await send('GET', '/api/users/me/favorites/ids', buyer)).json()).toEqual({
      ids: [listing.id],
    });

    // The buyer's own sessions and sign-in history are untouched; the admin's token still works.
    expect((await send('GET', '/api/users/me', buyer)).statusCode).toBe(200);
    expect(await signInsOf(buyer.userId)).toEqual(signInsBefore);
    expect((await send('GET', '/api/admin/users', admin)).statusCode).toBe(200);

    const stopped = await stop(viewing);
    expect(stopped.statusCode, stopped.body).toBe(204);
    expect((await send('GET', '/api/users/me', viewing)).statusCode).toBe(401);
    expect((await stop(viewing)).statusCode).toBe(401);
    expect((await send('GET', '/api/users/me', buyer)).statusCode).toBe(200);
    // With the administrator's own token there is nothing to stop, and nothing is recorded.
    expect((await stop(admin)).statusCode).toBe(204);

    const trail = await trailOf(buyer.userId);
    expect(
      trail
        .filter((entry) => entry.action.startsWith('account.view_as'))
        .map((entry) => ({ action: entry.action, actor: entry.actor.id, ip: entry.ip })),
    ).toEqual([
      { action: 'account.view_as_stop', actor: admin.userId, ip: '203.0.113.8' },
      { action: 'account.view_as_start', actor: admin.userId, ip: '203.0.113.7' },
    ]);
  });

  it('refuses every write route of the api, but those that end the viewing or the session', async () => {
    const viewing = await viewAs(await signUpBuyer(app));
    const endsIt = new Set(['POST /api/view-as/stop', 'POST /api/auth/sign-out']);
    const writes = app.declaredRoutes.filter(
      (route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method),
    );
    const notRefused: string[] = [];
    for (const route of writes) {
      const name = `${route.method} ${route.url}`;
      if (endsIt.has(name)) continue;
      const response = await app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
        headers: { authorization: `Bearer ${viewing.token}` },
        payload: {},
      });
      const refused =
        response.statusCode === 403 && response.json().error_code === 'VIEWING_AS_IS_READ_ONLY';
      if (!refused) notRefused.push(name);
    }
    expect(writes.length).toBeGreaterThan(100);
    expect(notRefused).toEqual(['POST /api/auth/refresh']);
    expect((await send('GET', '/api/users/me', viewing)).statusCode).toBe(200);
  });

  it("refuses the analytics beacon, whose token is in its address: the viewing is not the user's visit", async () => {
    const viewing = await viewAs(await signUpBuyer(app));
    const response = await app.inject({
      method: 'POST',
      url: `/api/analytics?token=${encodeURIComponent(viewing.token)}`,
      payload: { type: 'user/last-visited' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe('VIEWING_AS_IS_READ_ONLY');
  });

  it('lets an admin view buyers and sellers only, a super admin administrators too, nobody themselves', async () => {
    const otherAdmin = await signUpAdmin(app);
    const otherSuper = await promoted(await signUpBuyer(app), 'SUPER_ADMIN');
    const buyer = await signUpBuyer(app);

    for (const target of [otherAdmin, otherSuper, admin]) {
      const refused = await send('POST', `/api/admin/users/${target.userId}/view-as`, admin);
      expect(refused.statusCode, target.type).toBe(403);
      expect(refused.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    }
    const byBuyer = await send('POST', `/api/admin/users/${otherAdmin.userId}/view-as`, buyer);
    expect(byBuyer.statusCode).toBe(403);
    const self = await send('POST', `/api/admin/users/${superAdmin.userId}/view-as`, superAdmin);
    expect(self.statusCode).toBe(403);
    const missing = await send('POST', `/api/admin/users/${randomUUID()}/view-as`, admin);
    expect(missing.statusCode).toBe(404);

    const asAdmin = await viewAs(otherAdmin, superAdmin);
    expect((await send('GET', '/api/users/me', asAdmin)).json()).toMatchObject({
      id: otherAdmin.userId,
    });
    // An administrator's page answers the viewed administrator, but writes stay refused.
    const write = await send('POST', `/api/admin/users/${buyer.userId}/block`, asAdmin, {
      reason: 'Spam',
    });
    expect(write.json()).toMatchObject({ error_code: 'VIEWING_AS_IS_READ_ONLY' });

    // Demoting the viewing administrator ends the viewing at once.
    const viewing = await viewAs(buyer);
    await app.db.update(users).set({ accountType: 'BUYER' }).where(eq(users.id, admin.userId));
    try {
      expect((await send('GET', '/api/users/me', viewing)).statusCode).toBe(401);
    } finally {
      await app.db.update(users).set({ accountType: 'ADMIN' }).where(eq(users.id, admin.userId));
    }
  });

  it('ends when its time is up or when the administrator signs out', async () => {
    const buyer = await signUpBuyer(app);
    const viewing = await viewAs(buyer);
    clock.advanceSeconds(VIEW_AS_MINUTES * 60 - 5);
    expect((await send('GET', '/api/users/me', viewing)).statusCode).toBe(200);
    clock.advanceSeconds(10);
    expect((await send('GET', '/api/users/me', viewing)).statusCode).toBe(401);
    clock.reset();

    const administrator = await signIn(app, admin.email, admin.password);
    const second = await viewAs(buyer, administrator);
    // Refreshing with the administrator's cookie while viewing brings back their own token.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: {
        authorization: `Bearer ${second.token}`,
        ...withRefreshCookie(administrator.refreshToken),
      },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(authSessionResponse.parse(refreshed.json()).userId).toBe(admin.userId);
    const signedOut = await send('POST', '/api/auth/sign-out', second);
    expect(signedOut.statusCode).toBe(204);
    expect((await send('GET', '/api/users/me', second)).statusCode).toBe(401);
    expect((await send('GET', '/api/users/me', buyer)).statusCode).toBe(200);
    expect((await send('GET', '/api/users/me', admin)).statusCode).toBe(200);
  });

  it('listens on the live channel but refuses the events that would speak for the user', async () => {
    const port = await listenOnLoopback(app);
    const buyer = await signUpBuyer(app);
    const viewing = await viewAs(buyer);
    const socket = openLiveSocket<ChatServerEvents, ChatClientEvents>(
      port,
      CHAT_NAMESPACE,
      viewing.token,
    );
    try {
      await connected(socket);
      const typing = await socket
        .timeout(5_000)
        .emitWithAck('typing', { conversation_id: randomUUID() });
      expect(typing).toMatchObject({ status: 403, error_code: 'VIEWING_AS_IS_READ_ONLY' });
      const delivered = await socket
        .timeout(5_000)
        .emitWithAck('delivered', { conversation_id: randomUUID(), up_to: randomUUID() });
      expect(delivered).toMatchObject({ error_code: 'VIEWING_AS_IS_READ_ONLY' });
    } finally {
      socket.disconnect();
    }
  });
});
