import { randomUUID } from 'node:crypto';
import {
  NOTIFICATIONS_NAMESPACE,
  notification as notificationSchema,
  type Notification,
  type NotificationsClientEvents,
  type NotificationsServerEvents,
} from '@bazaar/contracts';
import { decodeJwt } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  eventually,
  requestSender,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { twoApiInstances } from '../../test/api-instances';
import { connected, listenOnLoopback, openLiveSocket, refusal } from '../../test/live-sockets';
import { createTestClock } from '../../test/test-clock';

type NotificationsSocket = Socket<NotificationsServerEvents, NotificationsClientEvents>;

const clock = createTestClock();
let testApp: TestApp;
let port: number;
const app = () => testApp.app;
const send = requestSender(app);
const sockets: NotificationsSocket[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  port = await listenOnLoopback(app());
});

afterEach(() => {
  clock.reset();
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await testApp?.close();
});

/** A browser tab's socket on the notifications namespace at `onPort`. */
function openSocket(token: string | undefined, onPort = port): NotificationsSocket {
  const socket = openLiveSocket<NotificationsServerEvents, NotificationsClientEvents>(
    onPort,
    NOTIFICATIONS_NAMESPACE,
    token,
  );
  sockets.push(socket);
  return socket;
}

async function signedInSocket(who: SignedIn, onPort = port) {
  const socket = openSocket(who.token, onPort);
  await connected(socket);
  const messages: Notification[] = [];
  const viewed: string[][] = [];
  socket.on('message', (message) => messages.push(notificationSchema.parse(message)));
  socket.on('viewed', ({ ids }) => viewed.push(ids));
  return { socket, messages, viewed };
}

/** The buyer puts one of the seller's listings into the cart and checks out. */
async function checkOut(instance: App, buyer: SignedIn, seller: SignedIn) {
  const listing = await insertListing(instance, seller.userId, { quantity: 3 });
  const post = (url: string, payload: unknown) =>
    instance.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': randomUUID() },
      payload: payload as Record<string, unknown>,
    });
  const added = await post('/api/carts/items', { product_id: listing.id, quantity: 1 });
  expect(added.statusCode, added.body).toBe(200);
  const ordered = await post(`/api/carts/${seller.userId}/checkout`, {
    contact: { name: 'Greta Lange', email: 'greta@example.test', phone: '+49 30 1234567' },
    fulfilment: 'pickup',
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
}

describe('the live channel', () => {
  it('refuses a socket without a token, with a forged one or with an expired one', async () => {
    const seller = await signUpSeller(app());

    expect(await refusal(openSocket(undefined))).toMatchObject({
      status: 401,
      error_code: 'UNAUTHORIZED',
    });

    const [header, payload] = seller.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not our signature').toString('base64url')}`;
    expect(await refusal(openSocket(forged))).toMatchObject({ error_code: 'UNAUTHORIZED' });

    clock.advanceSeconds(testApp.config.auth.accessTokenTtlSeconds + 1);
    expect(await refusal(openSocket(seller.token))).toMatchObject({ error_code: 'UNAUTHORIZED' });
  });

  it('disconnects a socket when its access token expires', async () => {
    const seller = await signUpSeller(app());
    const expiresAt = (decodeJwt(seller.token).exp ?? 0) * 1000;
    // Shortly before the token expires: admitted, then disconnected by the server. The clock runs
    // on in real time, so the margin leaves a busy machine time for the handshake.
    clock.advance(expiresAt - 2_000 - clock.now().getTime());
    const socket = openSocket(seller.token);
    await connected(socket);
    const reason = await new Promise((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });

  it('pushes a new order’s notification to every tab of its seller and to nobody else', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    const firstTab = await signedInSocket(seller);
    const secondTab = await signedInSocket(seller);
    const buyersTab = await signedInSocket(buyer);

    await checkOut(app(), buyer, seller);

    const [pushed] = await eventually(() =>
      firstTab.messages.length > 0 ? firstTab.messages : undefined,
    );
    await eventually(() => (secondTab.messages.length > 0 ? true : undefined));
    // What was pushed is what the list answers: stored first, then pushed.
    const listed = await send('GET', '/api/notifications/me', seller);
    expect(listed.json()).toEqual([pushed]);
    expect(pushed).toMatchObject({ code: 'order_placed', viewed: false });
    expect(secondTab.messages).toEqual([pushed]);
    // The buyer's tab gets its own order's confirmation (issue 35), never the seller's notice.
    await eventually(() => (buyersTab.messages.length > 0 ? true : undefined));
    expect(buyersTab.messages.map((message) => message.code)).toEqual(['order_confirmed']);

    const marked = await send('PATCH', '/api/notifications/viewed', seller, [{ id: pushed!.id }]);
    expect(marked.statusCode, marked.body).toBe(200);
    await eventually(() =>
      firstTab.viewed.length > 0 && secondTab.viewed.length > 0 ? true : undefined,
    );
    expect(firstTab.viewed).toEqual([[pushed!.id]]);
    expect(secondTab.viewed).toEqual([[pushed!.id]]);
    expect(buyersTab.viewed).toEqual([]);
  });

  it('pushes nothing of a category the account keeps out of the app', async () => {
    const buyer = await signUpBuyer(app());
    const saved = await send('PUT', '/api/notifications/preferences', buyer, {
      account: { in_app: false, mail: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tab = await signedInSocket(buyer);

    await app().notifications.notify(buyer.userId, { type: 'account', title: 'Mail only' });
    // Pushes go in order: the one after it arrives, the one kept out of the app never came.
    await app().notifications.notify(buyer.userId, { type: 'request', title: 'In the app' });
    await eventually(() => (tab.messages.length > 0 ? true : undefined));
    expect(tab.messages.map((message) => message.title)).toEqual(['In the app']);
  });
});

describe('the live channel across api instances', () => {
  it('pushes a notification created through one instance to a socket on another', async (context) => {
    const instances = await twoApiInstances();
    if (!instances) {
      context.skip();
      return;
    }
    const { first, secondPort } = instances;
    try {
      const seller = await signUpSeller(first.app);
      const buyer = await signUpBuyer(first.app);
      const tab = await signedInSocket(seller, secondPort);

      await checkOut(first.app, buyer, seller);

      const [pushed] = await eventually(() => (tab.messages.length > 0 ? tab.messages : undefined));
      expect(pushed).toMatchObject({ code: 'order_placed' });
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await instances.close();
    }
  });
});
