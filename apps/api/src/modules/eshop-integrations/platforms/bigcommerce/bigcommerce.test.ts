import {
  eshopClaimAttachResponse,
  eshopConnectionList,
  eshopInstallResponse,
  ESHOP_REMOVED_BY_PLATFORM,
  notificationList,
} from '@bazaar/contracts';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  eshopConnections,
  eshopInstallClaims,
  eshopWebhookDeliveries,
} from '../../../../db/schema/eshop-integrations';
import {
  eventually,
  requestSender,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  startBigCommerceStandIn,
  type BigCommerceStandIn,
  type OutgoingCall,
} from '../../../../test/stand-ins/bigcommerce-stand-in';
import { HOOK_SECRET_HEADER } from './bigcommerce-client';
import { noImportingCalls, recordImporting } from '../../../../test/recorded-importing';

const CLIENT_ID = 'bazaar-test-bigcommerce';
const CLIENT_SECRET = 'bigcommerce-test-secret-0123456789';
const PUBLIC_URL = 'https://bazaar.example.test';
const COOKIE = 'bazaar_bigcommerce_install';
const API = '/api/eshop-integrations/bigcommerce';
const NORTHWIND = 'nw8k2demo';
const KETTLE = 'kt5tdemo';

/** What the e-shop module asked of importing (its calls recorded, not carried out). */
const importingCalls = noImportingCalls();

let standIn: BigCommerceStandIn;
let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);

/** The api path of one of Bazaar's public addresses (the web forwards /app/big-commerce/*). */
function apiPath(address: string): string {
  const url = new URL(address);
  const path = url.pathname
    .replace(/^\/app\/big-commerce\/auth$/, `${API}/auth`)
    .replace(/^\/app\/big-commerce\/load$/, `${API}/load`);
  return `${path}${url.search}`;
}

/** The stand-in's server-to-server calls reach the app as they would over the internet. */
async function deliver(call: OutgoingCall) {
  const response = await app().inject({
    method: call.method,
    url: apiPath(call.url),
    headers: call.headers,
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  return { status: response.statusCode, body: response.body };
}

beforeAll(async () => {
  standIn = await startBigCommerceStandIn({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    callbacks: {
      auth: `${PUBLIC_URL}/app/big-commerce/auth`,
      load: `${PUBLIC_URL}/app/big-commerce/load`,
      uninstall: `${PUBLIC_URL}${API}/uninstall`,
      removeUser: `${PUBLIC_URL}${API}/remove-user`,
    },
    deliver,
  });
  testApp = await buildTestApp({
    env: {
      PUBLIC_URL,
      BIGCOMMERCE_CLIENT_ID: CLIENT_ID,
      BIGCOMMERCE_CLIENT_SECRET: CLIENT_SECRET,
      BIGCOMMERCE_LOGIN_BASE: standIn.url,
      BIGCOMMERCE_API_BASE: standIn.url,
    },
  });
  recordImporting(app().importing, importingCalls, 1);
});

afterAll(async () => {
  await testApp?.close();
  await standIn?.close();
});

beforeEach(() => {
  importingCalls.applied.length = 0;
  importingCalls.removed.length = 0;
  importingCalls.paused.length = 0;
});

const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === COOKIE)?.value;

/** The merchant presses Install on the stand-in's page; answers BigCommerce's redirect back. */
async function pressInstall(installUrl: string, store: string): Promise<string> {
  const page = await fetch(installUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('>Install</button>');
  const approved = await fetch(installUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ store }).toString(),
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  const back = approved.headers.get('location')!;
  expect(back.startsWith(`${PUBLIC_URL}/app/big-commerce/auth?`)).toBe(true);
  return back;
}

const installPage = () => `${standIn.url}/app/${CLIENT_ID}/install`;

async function authCallback(back: string, cookie?: string) {
  return app().inject({
    method: 'GET',
    url: apiPath(back),
    ...(cookie ? { cookies: { [COOKIE]: cookie } } : {}),
  });
}

async function connectionsOf(who: SignedIn) {
  const response = await send('GET', '/api/eshop-integrations/connections', who);
  expect(response.statusCode, response.body).toBe(200);
  return eshopConnectionList.parse(response.json()).connections;
}

async function rowsOf(storeHash: string) {
  return app().db.select().from(eshopConnections).where(eq(eshopConnections.storeKey, storeHash));
}

async function countOf(table: typeof eshopInstallClaims | typeof eshopWebhookDeliveries) {
  const [row] = await app().db.select({ n: count() }).from(table);
  return row!.n;
}

async function removalNotices(who: SignedIn) {
  const response = await send('GET', '/api/notifications/me', who);
  expect(response.statusCode, response.body).toBe(200);
  return notificationList
    .parse(response.json())
    .filter((n) => n.subtype === ESHOP_REMOVED_BY_PLATFORM);
}

describe('BigCommerce', () => {
  let northwindSeller: SignedIn;
  let kettleSeller: SignedIn;

  it('installs from BigCommerce: the code is exchanged, hooks registered, the store claimed', async () => {
    const back = await pressInstall(installPage(), NORTHWIND);
    const done = await authCallback(back);
    expect(done.statusCode, done.body).toBe(302);
    const location = new URL(done.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/app/complete-account`);
    const claim = location.searchParams.get('claim')!;
    expect(await rowsOf(NORTHWIND)).toHaveLength(0);

    // The token exchange was BigCommerce's: client id, code, context, redirect_uri, grant type.
    expect(standIn.tokenRequests.at(-1)).toMatchObject({
      client_id: CLIENT_ID,
      grant_type: 'authorization_code',
      redirect_uri: `${PUBLIC_URL}/app/big-commerce/auth`,
      context: `stores/${NORTHWIND}`,
    });
    expect(
      standIn
        .hooks(NORTHWIND)
        .map((h) => h.scope)
        .sort(),
    ).toEqual(['store/product/created', 'store/product/deleted', 'store/product/updated']);
    expect(standIn.hooks(NORTHWIND)[0]!.destination).toBe(`${PUBLIC_URL}${API}/webhooks`);

    // The code was used: the same callback again is refused and changes nothing.
    const claims = await countOf(eshopInstallClaims);
    const replayed = await authCallback(back);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ status: 401, error_code: 'UNAUTHORIZED' });
    expect(await countOf(eshopInstallClaims)).toBe(claims);

    northwindSeller = await signUpSeller(app());
    const attached = await send('POST', `/api/eshop-integrations/claims/${claim}`, northwindSeller);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(eshopClaimAttachResponse.parse(attached.json()).connection).toMatchObject({
      platform: 'bigcommerce',
      store_name: 'Northwind Outfitters',
      store_url: 'https://nw8k2demo.stand-in.example',
      state: 'connected',
    });
  });

  it('installs from Bazaar: the state cookie carries the seller through BigCommerce', async () => {
    kettleSeller = await signUpSeller(app());
    const started = await send('POST', `${API}/installs`, kettleSeller, {
      store: `https://store-${KETTLE}.mybigcommerce.com/manage`,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { authorize_url } = eshopInstallResponse.parse(started.json());
    expect(authorize_url.startsWith(`${PUBLIC_URL}${API}/install?state=`)).toBe(true);

    // The signed-in POST's answer sets the state cookie in the seller's own browser.
    const cookie = cookieOf(started);
    expect(cookie).toBeDefined();
    expect(started.headers['set-cookie']).toMatch(/Path=\/api\/eshop-integrations\/bigcommerce;/);
    const opened = await app().inject({
      method: 'GET',
      url: apiPath(authorize_url),
      cookies: { [COOKIE]: cookie! },
    });
    expect(opened.statusCode, opened.body).toBe(302);
    expect(opened.headers.location).toBe(installPage());

    const back = await pressInstall(opened.headers.location as string, KETTLE);
    const done = await authCallback(back, cookie);
    expect(done.statusCode, done.body).toBe(302);
    expect(done.headers.location).toBe(
      `${PUBLIC_URL}/profile/e-shop-integration?connected=bigcommerce`,
    );
    expect(await connectionsOf(kettleSeller)).toEqual([
      expect.objectContaining({ platform: 'bigcommerce', store_name: 'Kettle & Tea' }),
    ]);

    // The store source reads the store's catalog through the BigCommerce client.
    const [row] = await rowsOf(KETTLE);
    const page = await app().eshopIntegrations.storeSource().fetchPage(row!.id, null);
    expect(page.total).toBe(7);
    expect(page.products[0]).toMatchObject({ currency: 'EUR', vendor: 'Kettle & Tea' });
  });

  it('refuses an auth callback whose code BigCommerce does not know, storing nothing', async () => {
    const claims = await countOf(eshopInstallClaims);
    const forged = await app().inject({
      method: 'GET',
      url: `${API}/auth?code=forged&scope=store_v2_products&context=stores/${NORTHWIND}`,
    });
    expect(forged.statusCode).toBe(401);
    expect(await countOf(eshopInstallClaims)).toBe(claims);
    const malformed = await app().inject({
      method: 'GET',
      url: `${API}/auth?code=x&scope=y&context=users/12`,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('opens the app on load with a verified signed payload, and refuses a bad or replayed one', async () => {
    const deliveries = await countOf(eshopWebhookDeliveries);
    for (const bad of [
      await standIn.signedPayload(NORTHWIND, {}, 'not-the-client-secret'),
      await standIn.signedPayload(NORTHWIND, { aud: 'another-app' }),
      await standIn.signedPayload(NORTHWIND, { iss: 'someone' }),
      await standIn.signedPayload(NORTHWIND, { exp: Math.floor(Date.now() / 1000) - 3600 }),
      await standIn.signedPayload(NORTHWIND, { sub: 'users/1' }),
    ]) {
      const refused = await app().inject({
        method: 'GET',
        url: `${API}/load?signed_payload_jwt=${bad}`,
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ error_code: 'UNAUTHORIZED' });
    }
    expect(await countOf(eshopWebhookDeliveries)).toBe(deliveries);

    const loadUrl = await standIn.loadUrl(NORTHWIND);
    const opened = await app().inject({ method: 'GET', url: apiPath(loadUrl) });
    expect(opened.statusCode, opened.body).toBe(302);
    expect(opened.headers.location).toBe(
      `${PUBLIC_URL}/profile/e-shop-integration?store=bigcommerce`,
    );
    const replayed = await app().inject({ method: 'GET', url: apiPath(loadUrl) });
    expect(replayed.statusCode).toBe(401);
  });

  it('keeps a listing current: a product webhook delivered three times has one effect', async () => {
    const [row] = await rowsOf(NORTHWIND);
    const createdAt = Math.floor(Date.now() / 1000);
    standIn.stores.get(NORTHWIND)!.products.find((p) => p.id === 101)!.price = 149;
    for (let i = 0; i < 3; i++) {
      const [delivery] = await standIn.sendProductWebhook(NORTHWIND, 'store/product/updated', 101, {
        createdAt,
      });
      expect(delivery!.status, delivery!.body).toBe(200);
    }
    const applied = await eventually(
      () => (importingCalls.applied.length > 0 ? importingCalls.applied : undefined),
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ sellerId: northwindSeller.userId, connectionId: row!.id });
    expect(applied[0]!.product).toMatchObject({ external_id: '101', title: 'Storm Shell Jacket' });
    expect(applied[0]!.product.variants[0]!.price_minor).toBe(14900);

    await standIn.deleteProduct(NORTHWIND, 103);
    const removed = await eventually(
      () => (importingCalls.removed.length > 0 ? importingCalls.removed : undefined),
      15_000,
    );
    expect(removed).toEqual([
      { sellerId: northwindSeller.userId, connectionId: row!.id, externalId: '103' },
    ]);
  });

  it('refuses a webhook without the store hook secret, recording nothing', async () => {
    const deliveries = await countOf(eshopWebhookDeliveries);
    const forged = await standIn.sendProductWebhook(NORTHWIND, 'store/product/updated', 102, {
      headers: { [HOOK_SECRET_HEADER]: 'guessed' },
    });
    expect(forged.map((d) => d.status)).toEqual([401]);
    // Another store's secret does not open this store's webhooks.
    const kettleSecret = standIn.hooks(KETTLE)[0]!.headers[HOOK_SECRET_HEADER]!;
    const borrowed = await standIn.sendProductWebhook(NORTHWIND, 'store/product/updated', 102, {
      headers: { [HOOK_SECRET_HEADER]: kettleSecret },
    });
    expect(borrowed.map((d) => d.status)).toEqual([401]);
    const bare = await app().inject({
      method: 'POST',
      url: `${API}/webhooks`,
      payload: {
        scope: 'store/product/updated',
        producer: `stores/${NORTHWIND}`,
        created_at: 1,
        data: { type: 'product', id: 102 },
      },
    });
    expect(bare.statusCode).toBe(401);
    expect(await countOf(eshopWebhookDeliveries)).toBe(deliveries);
  });

  it('accepts remove-user, and on uninstall pauses the listings and tells the seller once', async () => {
    expect((await standIn.sendRemoveUser(NORTHWIND)).status).toBe(200);

    const forged = await app().inject({
      method: 'GET',
      url: `${API}/uninstall?signed_payload_jwt=${await standIn.signedPayload(NORTHWIND, {}, 'wrong-secret')}`,
    });
    expect(forged.statusCode).toBe(401);
    expect((await rowsOf(NORTHWIND))[0]!.state).toBe('connected');

    const token = await standIn.signedPayload(NORTHWIND);
    const uninstall = await app().inject({
      method: 'GET',
      url: `${API}/uninstall?signed_payload_jwt=${token}`,
    });
    expect(uninstall.statusCode, uninstall.body).toBe(200);
    const [row] = await rowsOf(NORTHWIND);
    expect(row!.state).toBe('removed_by_platform');
    expect(importingCalls.paused).toEqual([
      { sellerId: northwindSeller.userId, connectionId: row!.id },
    ]);
    const notices = await removalNotices(northwindSeller);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'eshop_integration',
      metadata: { eshop_id: row!.id },
    });

    // The same token again is refused; a second, fresh uninstall changes nothing more.
    const replayed = await app().inject({
      method: 'GET',
      url: `${API}/uninstall?signed_payload_jwt=${token}`,
    });
    expect(replayed.statusCode).toBe(401);
    expect((await standIn.sendUninstall(NORTHWIND)).status).toBe(200);
    expect(await removalNotices(northwindSeller)).toHaveLength(1);
    // The other store is untouched.
    expect((await rowsOf(KETTLE))[0]!.state).toBe('connected');
  });

  it('refuses a start link opened without the install cookie (another browser): 401, nothing attached', async () => {
    // Seller A begins an install naming a merchant's store and sends the merchant the link.
    const attacker = await signUpSeller(app());
    const started = await send('POST', `${API}/installs`, attacker, { store: 'victim9store' });
    expect(started.statusCode, started.body).toBe(201);
    const link = apiPath(eshopInstallResponse.parse(started.json()).authorize_url);
    const another = await send('POST', `${API}/installs`, attacker, { store: 'victim8store' });
    for (const cookie of [
      undefined,
      `${cookieOf(started)!.slice(0, -2)}xx`,
      // Signed, but for another state.
      cookieOf(another),
    ]) {
      const opened = await app().inject({
        method: 'GET',
        url: link,
        ...(cookie ? { cookies: { [COOKIE]: cookie } } : {}),
      });
      expect(opened.statusCode).toBe(401);
      expect(opened.json()).toMatchObject({ status: 401, error_code: 'UNAUTHORIZED' });
      expect(opened.headers['set-cookie']).toBeUndefined();
      expect(opened.headers.location).toBeUndefined();
    }
    expect(await rowsOf('victim9store')).toHaveLength(0);
    expect(await connectionsOf(attacker)).toHaveLength(0);
  });

  it('refuses a buyer starting an install, and a second seller taking a connected store', async () => {
    const buyer = await signUpBuyer(app());
    const asBuyer = await send('POST', `${API}/installs`, buyer, { store: KETTLE });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_NOT_SELLER' });
    const visitor = await send('POST', `${API}/installs`, undefined, { store: KETTLE });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_NOT_SIGNED_IN' });
    const second = await signUpSeller(app());
    const taken = await send('POST', `${API}/installs`, second, { store: KETTLE });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_ALREADY_ADDED' });
    expect(kettleSeller).toBeDefined();
  });
});
