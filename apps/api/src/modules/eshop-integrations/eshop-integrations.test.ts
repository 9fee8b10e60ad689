import {
  eshopCatalogMapping,
  eshopClaimAttachResponse,
  eshopConnectionList,
  eshopDeleteListingsResponse,
  eshopDetachResponse,
  eshopInstallResponse,
  eshopStoreProductsPage,
  ESHOP_REMOVED_BY_PLATFORM,
  notificationList,
  productImportRun,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eshopConnections,
  eshopInstallClaims,
  eshopInstallStates,
  eshopWebhookDeliveries,
} from '../../db/schema/eshop-integrations';
import { listings } from '../../db/schema/listings';
import {
  eventually,
  requestSender,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  demoShops,
  startShopifyStandIn,
  type ShopifyStandIn,
  type StandInShop,
} from '../../test/stand-ins/shopify-stand-in';
import { signWebhook } from './platforms/shopify/shopify-signatures';
import { noImportingCalls, recordImporting } from '../../test/recorded-importing';

const CLIENT_ID = 'bazaar-test-shopify';
const CLIENT_SECRET = 'shopify-test-secret';
const PUBLIC_URL = 'https://bazaar.example.test';
const COOKIE = 'bazaar_shopify_install';
const HARBOUR = 'harbour-goods.myshopify.com';
const LANTERN = 'lantern-supply.myshopify.com';

/** Extra small stores, for the plan's e-shop limit. */
const extraShops: StandInShop[] = Array.from({ length: 5 }, (_, i) => ({
  domain: `extra-${i + 1}.myshopify.com`,
  name: `Extra store ${i + 1}`,
  currency: 'EUR',
  products: [],
}));

/** What the e-shop module asked of importing (its calls recorded, not carried out). */
const importingCalls = noImportingCalls();

let standIn: ShopifyStandIn;
let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);

beforeAll(async () => {
  standIn = await startShopifyStandIn({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    shops: [...demoShops(), ...extraShops],
    appUrl: `${PUBLIC_URL}/app/shopify/oauth2/authorize`,
  });
  testApp = await buildTestApp({
    env: {
      PUBLIC_URL,
      SHOPIFY_CLIENT_ID: CLIENT_ID,
      SHOPIFY_CLIENT_SECRET: CLIENT_SECRET,
      SHOPIFY_SHOP_BASE_URL: standIn.shopBaseUrl,
      // The stand-in serves the products' pictures on this machine.
      IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  });
  recordImporting(app().importing, importingCalls, 2);
  // Webhooks arrive over HTTP, as Shopify sends them.
  await app().listen({ port: 0, host: '127.0.0.1' });
  const { port } = app().server.address() as AddressInfo;
  standIn.setWebhookUrl(`http://127.0.0.1:${port}/api/eshop-integrations/shopify/webhooks`);
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

const apiPath = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === COOKIE)?.value;

/** The merchant presses Install on the stand-in's consent screen; answers Shopify's redirect back. */
async function pressInstall(consentUrl: string): Promise<URL> {
  const consent = new URL(consentUrl);
  const page = await fetch(consent);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('>Install</button>');
  const form = new URLSearchParams();
  for (const name of ['client_id', 'scope', 'redirect_uri', 'state']) {
    form.set(name, consent.searchParams.get(name) ?? '');
  }
  const approved = await fetch(consent.origin + consent.pathname, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/app/shopify/oauth2/authorize`);
  return back;
}

/** The web page forwards Shopify's redirect to the api, with the browser's cookie. */
function callback(back: URL, cookie: string | undefined, search = back.search) {
  return app().inject({
    method: 'GET',
    url: `/api/eshop-integrations/shopify/oauth2/authorize${search}`,
    headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {},
  });
}

/** A seller connects `store` from Bazaar, through the consent screen; answers the last answer. */
async function connectFromBazaar(who: SignedIn, store: string) {
  const started = await send('POST', '/api/eshop-integrations/shopify/installs', who, { store });
  expect(started.statusCode, started.body).toBe(201);
  const { authorize_url } = eshopInstallResponse.parse(started.json());
  expect(
    authorize_url.startsWith(`${PUBLIC_URL}/api/eshop-integrations/shopify/oauth2/start?`),
  ).toBe(true);
  // The signed-in POST's answer sets the state cookie in the seller's own browser.
  const cookie = cookieOf(started);
  expect(cookie).toBeDefined();
  expect(started.headers['set-cookie']).toMatch(/HttpOnly/);
  expect(started.headers['set-cookie']).toMatch(/Path=\/api\/eshop-integrations\/shopify;/);
  const opened = await app().inject({
    method: 'GET',
    url: apiPath(authorize_url),
    headers: { cookie: `${COOKIE}=${cookie}` },
  });
  expect(opened.statusCode, opened.body).toBe(302);
  const back = await pressInstall(String(opened.headers.location));
  return callback(back, cookie);
}

async function connectionsOf(who: SignedIn) {
  const response = await send('GET', '/api/eshop-integrations/connections', who);
  expect(response.statusCode, response.body).toBe(200);
  return eshopConnectionList.parse(response.json()).connections;
}

async function connected(who: SignedIn, store: string) {
  const done = await connectFromBazaar(who, store);
  expect(done.statusCode, done.body).toBe(302);
  expect(done.headers.location).toBe(`${PUBLIC_URL}/profile/e-shop-integration?connected=shopify`);
  const connection = (await connectionsOf(who)).find(
    (c) => c.state === 'connected' && c.store_url.includes(store.split('.')[0]!),
  );
  expect(connection).toBeDefined();
  return connection!;
}

async function removalNotices(who: SignedIn) {
  const response = await send('GET', '/api/notifications/me', who);
  expect(response.statusCode, response.body).toBe(200);
  return notificationList
    .parse(response.json())
    .filter((n) => n.subtype === ESHOP_REMOVED_BY_PLATFORM);
}

async function liveRows(store: string) {
  return app().db.select().from(eshopConnections).where(eq(eshopConnections.storeKey, store));
}

/** A copy of the demo store under another domain, open in the Shopify stand-in. */
function openDemoShop(domain: string, name: string): StandInShop {
  const shop: StandInShop = { ...demoShops()[0]!, domain, name };
  standIn.shops.set(domain, shop);
  return shop;
}

/** Imports from a connected Shopify store through the importing module; the run once it ends. */
async function importFromStore(
  seller: SignedIn,
  connectionId: string,
  selection: { all: true } | { external_ids: string[] },
) {
  const started = await send('POST', '/api/products/me/imports/store', seller, {
    platform: 'shopify',
    connection_id: connectionId,
    selection,
  });
  expect(started.statusCode, started.body).toBe(201);
  const runUrl = `/api/products/me/imports/${productImportRun.parse(started.json()).id}`;
  return eventually(async () => {
    const current = productImportRun.parse((await send('GET', runUrl, seller)).json());
    return current.status === 'done' || current.status === 'failed' ? current : undefined;
  }, 60_000);
}

describe('the OpenAPI document', () => {
  it("describes the e-shop routes and Shopify's", async () => {
    const response = await app().inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys((response.json() as { paths: object }).paths)).toEqual(
      expect.arrayContaining([
        '/api/eshop-integrations/connections',
        '/api/eshop-integrations/{platform}/installs',
        '/api/eshop-integrations/shopify/oauth2/authorize',
        '/api/eshop-integrations/shopify/webhooks',
      ]),
    );
  });
});

describe('connecting a Shopify store from Bazaar', () => {
  it('goes from install through the consent screen to a connection, its grant sealed', async () => {
    const seller = await signUpSeller(app());
    const connection = await connected(seller, 'harbour-goods');
    expect(connection).toMatchObject({
      platform: 'shopify',
      store_name: 'Harbour Goods',
      state: 'connected',
      last_synced_at: null,
    });
    const [row] = await liveRows(HARBOUR);
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
    expect(row!.accessTokenSealed).not.toContain('shpat_');
    expect(row!.refreshTokenSealed).toMatch(/^v1\./);
    expect(row!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    const page = await send(
      'GET',
      `/api/eshop-integrations/connections/${connection.id}/products`,
      seller,
    );
    expect(page.statusCode, page.body).toBe(200);
    const products = eshopStoreProductsPage.parse(page.json());
    expect(products.total).toBe(4);
    expect(products.next_cursor).toBeNull();
    expect(products.products[0]).toMatchObject({
      external_id: 'gid://shopify/Product/7001',
      title: 'Harbour stoneware mug',
      currency: 'EUR',
      price_minor: 1850,
      variants_count: 2,
      quantity: 16,
    });
    expect(products.products[0]!.image_url).toMatch(
      /\/_media\/harbour-goods\.myshopify\.com\/7001-1\.png$/,
    );
    const picture = await fetch(products.products[0]!.image_url!);
    expect(picture.headers.get('content-type')).toBe('image/png');

    // Subscriptions see the store (no shopline discount for a Shopify store).
    expect(await app().eshopIntegrations.providersOf(seller.userId)).toEqual(['shopify']);

    // Another seller cannot read it.
    const other = await signUpSeller(app());
    const foreign = await send(
      'GET',
      `/api/eshop-integrations/connections/${connection.id}/products`,
      other,
    );
    expect(foreign.statusCode).toBe(404);

    // The importing module reads the store page by page through its source.
    const source = app().eshopIntegrations.storeSource();
    const first = await source.fetchPage(connection.id, null);
    expect(first.products.map((p) => p.external_id)).toHaveLength(4);
  });

  it('pages through a bigger store and refreshes an expired token first', async () => {
    const seller = await signUpSeller(app());
    const connection = await connected(seller, LANTERN);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const response = await send(
        'GET',
        `/api/eshop-integrations/connections/${connection.id}/products${query}`,
        seller,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = eshopStoreProductsPage.parse(response.json());
      seen.push(...page.products.map((p) => p.external_id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);

    const [before] = await liveRows(LANTERN);
    standIn.expireTokens(LANTERN);
    await app()
      .db.update(eshopConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(eshopConnections.id, connection.id));
    const again = await send(
      'GET',
      `/api/eshop-integrations/connections/${connection.id}/products`,
      seller,
    );
    expect(again.statusCode, again.body).toBe(200);
    const [after] = await liveRows(LANTERN);
    expect(after!.accessTokenSealed).not.toBe(before!.accessTokenSealed);
    expect(after!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a start link opened without the install cookie (another browser): 401, nothing attached', async () => {
    // Seller A begins an install naming a merchant's store and sends the merchant the link.
    const attacker = await signUpSeller(app());
    const started = await send('POST', '/api/eshop-integrations/shopify/installs', attacker, {
      store: 'extra-6.myshopify.com',
    });
    expect(started.statusCode, started.body).toBe(201);
    const link = apiPath(eshopInstallResponse.parse(started.json()).authorize_url);
    for (const cookie of [
      undefined,
      `${cookieOf(started)!.slice(0, -2)}xx`,
      // A cookie of another install of the attacker's, signed but for another state.
      cookieOf(
        await send('POST', '/api/eshop-integrations/shopify/installs', attacker, {
          store: 'extra-7.myshopify.com',
        }),
      ),
    ]) {
      const opened = await app().inject({
        method: 'GET',
        url: link,
        headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {},
      });
      expect(opened.statusCode).toBe(401);
      expect(opened.json()).toMatchObject({ status: 401, error_code: 'UNAUTHORIZED' });
      expect(opened.headers['set-cookie']).toBeUndefined();
      expect(opened.headers.location).toBeUndefined();
    }
    expect(await liveRows('extra-6.myshopify.com')).toHaveLength(0);
    expect(await connectionsOf(attacker)).toHaveLength(0);
  });

  it('refuses a callback with a wrong HMAC, state or cookie with 401 and stores nothing', async () => {
    const seller = await signUpSeller(app());
    const started = await send('POST', '/api/eshop-integrations/shopify/installs', seller, {
      store: 'extra-4.myshopify.com',
    });
    const cookie = cookieOf(started);
    const opened = await app().inject({
      method: 'GET',
      url: apiPath(eshopInstallResponse.parse(started.json()).authorize_url),
      headers: { cookie: `${COOKIE}=${cookie}` },
    });
    const back = await pressInstall(String(opened.headers.location));

    const tampered = new URLSearchParams(back.search);
    tampered.set('hmac', '0'.repeat(64));
    const wrongHmac = await callback(back, cookie, `?${tampered.toString()}`);
    expect(wrongHmac.statusCode).toBe(401);
    expect(wrongHmac.json()).toMatchObject({ status: 401, error_code: 'UNAUTHORIZED' });

    const otherShop = new URLSearchParams(back.search);
    otherShop.set('shop', 'extra-3.myshopify.com');
    expect((await callback(back, cookie, `?${otherShop.toString()}`)).statusCode).toBe(401);
    expect((await callback(back, undefined)).statusCode).toBe(401);
    expect((await callback(back, `${cookie!.slice(0, -2)}xx`)).statusCode).toBe(401);

    expect(await liveRows('extra-4.myshopify.com')).toHaveLength(0);
    expect(await connectionsOf(seller)).toHaveLength(0);

    // The untouched callback still works: nothing was used up by the refusals.
    const done = await callback(back, cookie);
    expect(done.statusCode, done.body).toBe(302);
    expect(await connectionsOf(seller)).toHaveLength(1);
    // The state is used once.
    expect((await callback(back, cookie)).statusCode).toBe(401);
  });

  it('refuses an install request that Shopify did not sign, or that is stale, and stores no state', async () => {
    const link = new URL(standIn.installLink(HARBOUR));
    const states = async () => (await app().db.select().from(eshopInstallStates)).length;
    const before = await states();
    const wrong = new URLSearchParams(link.search);
    wrong.set('hmac', 'f'.repeat(64));
    const stale = new URLSearchParams(link.search);
    stale.set('timestamp', String(Math.floor(Date.now() / 1000) - 3600));
    const notShopify = new URLSearchParams(link.search);
    notShopify.set('shop', 'evil.example.com');
    for (const query of [wrong, stale, notShopify]) {
      const response = await app().inject({
        method: 'GET',
        url: `/api/eshop-integrations/shopify/oauth2/authorize?${query.toString()}`,
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await states()).toBe(before);
  });

  it('answers a visitor NOT_SIGNED_IN and a buyer NOT_SELLER', async () => {
    const visitor = await send('POST', '/api/eshop-integrations/shopify/installs', undefined, {
      store: 'harbour-goods',
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_NOT_SIGNED_IN' });
    const buyer = await signUpBuyer(app());
    const refused = await send('POST', '/api/eshop-integrations/shopify/installs', buyer, {
      store: 'harbour-goods',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_NOT_SELLER' });
    const bad = await send(
      'POST',
      '/api/eshop-integrations/shopify/installs',
      await signUpSeller(app()),
      { store: 'shop.example.com' },
    );
    expect(bad.statusCode).toBe(400);
    expect((await send('GET', '/api/eshop-integrations/connections', buyer)).statusCode).toBe(403);
  });

  it("stops at the plan's e-shop limit", async () => {
    const seller = await signUpSeller(app());
    // The trial is on the Business plan: three stores.
    for (const shop of ['extra-1', 'extra-2', 'extra-3']) await connected(seller, shop);
    const fourth = await send('POST', '/api/eshop-integrations/shopify/installs', seller, {
      store: 'extra-5',
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ error_code: 'SUBSCRIPTION_LIMIT_REACHED' });
    expect(fourth.json().user_message).toContain('3 connected e-shops');
  });
});

describe('installing from Shopify, then completing the account', () => {
  async function installFromShopify(shop: string) {
    // The web's /app/shopify/oauth2/authorize forwards Shopify's request to the api.
    const link = new URL(standIn.installLink(shop));
    expect(link.pathname).toBe('/app/shopify/oauth2/authorize');
    const opened = await app().inject({
      method: 'GET',
      url: `/api/eshop-integrations/shopify/oauth2/authorize${link.search}`,
    });
    expect(opened.statusCode, opened.body).toBe(302);
    const back = await pressInstall(String(opened.headers.location));
    const done = await callback(back, cookieOf(opened));
    expect(done.statusCode, done.body).toBe(302);
    return new URL(String(done.headers.location));
  }

  it('keeps a claim that a seller attaches once; a buyer and a visitor are refused', async () => {
    const shop: StandInShop = {
      domain: 'claimed.myshopify.com',
      name: 'Claimed store',
      currency: 'GBP',
      products: [],
    };
    standIn.shops.set(shop.domain, shop);
    const target = await installFromShopify(shop.domain);
    expect(target.pathname).toBe('/app/complete-account');
    const claim = target.searchParams.get('claim')!;
    expect(claim).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [stored] = await app()
      .db.select()
      .from(eshopInstallClaims)
      .where(eq(eshopInstallClaims.storeKey, shop.domain));
    expect(stored!.accessTokenSealed).not.toContain('shpat_');

    const visitor = await send('POST', `/api/eshop-integrations/claims/${claim}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_NOT_SIGNED_IN' });
    const buyer = await send(
      'POST',
      `/api/eshop-integrations/claims/${claim}`,
      await signUpBuyer(app()),
    );
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_NOT_SELLER' });

    const seller = await signUpSeller(app());
    const attached = await send('POST', `/api/eshop-integrations/claims/${claim}`, seller);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(eshopClaimAttachResponse.parse(attached.json()).connection).toMatchObject({
      store_name: 'Claimed store',
      state: 'connected',
    });
    const again = await send('POST', `/api/eshop-integrations/claims/${claim}`, seller);
    expect(again.statusCode).toBe(410);

    // Opening the app from Shopify again updates the grant of the connected store.
    const reopened = await installFromShopify(shop.domain);
    expect(reopened.pathname).toBe('/profile/e-shop-integration');
    expect(await connectionsOf(seller)).toHaveLength(1);
  });

  it('answers ALREADY_ADDED to a second seller attaching the same store', async () => {
    const shop: StandInShop = {
      domain: 'contested.myshopify.com',
      name: 'Contested',
      currency: 'EUR',
      products: [],
    };
    standIn.shops.set(shop.domain, shop);
    const first = await signUpSeller(app());
    await connected(first, shop.domain);

    const second = await signUpSeller(app());
    const fromBazaar = await send('POST', '/api/eshop-integrations/shopify/installs', second, {
      store: shop.domain,
    });
    expect(fromBazaar.statusCode).toBe(409);
    expect(fromBazaar.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_ALREADY_ADDED' });

    // A claim left before the first seller attached the store cannot take it over either.
    await app()
      .db.update(eshopConnections)
      .set({ state: 'detached' })
      .where(eq(eshopConnections.storeKey, shop.domain));
    const target = await installFromShopify(shop.domain);
    const claim = target.searchParams.get('claim')!;
    await app()
      .db.update(eshopConnections)
      .set({ state: 'connected' })
      .where(eq(eshopConnections.storeKey, shop.domain));
    const taken = await send('POST', `/api/eshop-integrations/claims/${claim}`, second);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error_code: 'ESHOP_INTEGRATION_ALREADY_ADDED' });
    expect(await connectionsOf(second)).toHaveLength(0);
  });
});

describe("Shopify's webhooks", () => {
  let seller: SignedIn;
  let connectionId: string;
  const shop: StandInShop = {
    ...demoShops()[0]!,
    domain: 'webhooks.myshopify.com',
    name: 'Webhook store',
  };

  beforeAll(async () => {
    standIn.shops.set(shop.domain, shop);
    seller = await signUpSeller(app());
    connectionId = (await connected(seller, shop.domain)).id;
  });

  it('applies a product update once, however often it is delivered', async () => {
    const delivery = await standIn.updateProduct(shop.domain, 7002, { price: '14.25' });
    expect(delivery.status).toBe(200);
    expect(await standIn.redeliver(delivery)).toBe(200);
    expect(await standIn.redeliver(delivery)).toBe(200);
    const applied = await eventually(
      () => (importingCalls.applied.length > 0 ? importingCalls.applied : undefined),
      15_000,
    );
    // Give a second job the time it would need to show up.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(importingCalls.applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ sellerId: seller.userId, connectionId });
    expect(applied[0]!.product.variants[0]!.price_minor).toBe(1425);
    const stored = await app()
      .db.select()
      .from(eshopWebhookDeliveries)
      .where(eq(eshopWebhookDeliveries.deliveryId, delivery.webhookId));
    expect(stored).toHaveLength(1);
  });

  it('removes a deleted product through importing', async () => {
    const delivery = await standIn.deleteProduct(shop.domain, 7004);
    expect(delivery.status).toBe(200);
    const removed = await eventually(
      () => (importingCalls.removed.length > 0 ? importingCalls.removed : undefined),
      15_000,
    );
    expect(removed).toEqual([
      { sellerId: seller.userId, connectionId, externalId: 'gid://shopify/Product/7004' },
    ]);
  });

  it('refuses a wrong signature with 401 and records nothing', async () => {
    const body = JSON.stringify({ id: 7001, admin_graphql_api_id: 'gid://shopify/Product/7001' });
    const deliver = (signature: string, id: string) =>
      app().inject({
        method: 'POST',
        url: '/api/eshop-integrations/shopify/webhooks',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'products/update',
          'x-shopify-shop-domain': shop.domain,
          'x-shopify-webhook-id': id,
          'x-shopify-hmac-sha256': signature,
        },
        payload: body,
      });
    const forged = await deliver(signWebhook(body, 'not the secret'), 'forged-1');
    expect(forged.statusCode).toBe(401);
    const reformatted = await deliver(signWebhook(`${body} `, CLIENT_SECRET), 'forged-2');
    expect(reformatted.statusCode).toBe(401);
    const deliveries = await app()
      .db.select()
      .from(eshopWebhookDeliveries)
      .where(eq(eshopWebhookDeliveries.deliveryId, 'forged-1'));
    expect(deliveries).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(importingCalls.applied).toHaveLength(0);

    // The privacy webhooks are answered (Bazaar keeps no customer data of a store).
    for (const topic of ['customers/data_request', 'customers/redact']) {
      const payload = JSON.stringify({ shop_domain: shop.domain, customer: { id: 1 } });
      const response = await app().inject({
        method: 'POST',
        url: '/api/eshop-integrations/shopify/webhooks',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-shop-domain': shop.domain,
          'x-shopify-webhook-id': `${topic}-1`,
          'x-shopify-hmac-sha256': signWebhook(payload, CLIENT_SECRET),
        },
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a captured app/uninstalled of another shop re-sent under this shop’s header', async () => {
    const deliveriesBefore = await app().db.$count(eshopWebhookDeliveries);
    // Another shop's uninstall, signed by Shopify with the app's secret as every webhook is.
    const captured = {
      id: 2,
      name: 'Another store',
      domain: 'another-store.myshopify.com',
      myshopify_domain: 'another-store.myshopify.com',
    };
    const replayed = await standIn.sendWebhook(shop.domain, 'app/uninstalled', captured);
    expect(replayed.status).toBe(401);
    // Nor does a body that names no shop, or a redaction of another shop.
    const nameless = await standIn.sendWebhook(shop.domain, 'app/uninstalled', { id: 1 });
    expect(nameless.status).toBe(401);
    const redact = await standIn.sendWebhook(shop.domain, 'shop/redact', {
      shop_id: 2,
      shop_domain: 'another-store.myshopify.com',
    });
    expect(redact.status).toBe(401);

    const [connection] = (await connectionsOf(seller)).filter((c) => c.id === connectionId);
    expect(connection!.state).toBe('connected');
    expect(importingCalls.paused).toEqual([]);
    expect(await app().db.$count(eshopWebhookDeliveries)).toBe(deliveriesBefore);
  });

  it('pauses the listings and tells the seller once when the app is uninstalled', async () => {
    const delivery = await standIn.uninstall(shop.domain);
    expect(delivery.status).toBe(200);
    expect(await standIn.redeliver(delivery)).toBe(200);
    // Shopify may also send a second uninstall under another id.
    const again = { id: 1, name: shop.name, myshopify_domain: shop.domain };
    expect((await standIn.sendWebhook(shop.domain, 'app/uninstalled', again)).status).toBe(200);

    expect(importingCalls.paused).toEqual([{ sellerId: seller.userId, connectionId }]);
    const [connection] = (await connectionsOf(seller)).filter((c) => c.id === connectionId);
    expect(connection!.state).toBe('removed_by_platform');
    const notices = await removalNotices(seller);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'eshop_integration',
      metadata: { eshop_id: connectionId },
    });
    const [row] = await liveRows(shop.domain);
    expect(row!.accessTokenSealed).toBeNull();
    expect(await app().eshopIntegrations.providersOf(seller.userId)).toEqual([]);

    // shop/redact, 48 hours later, finds nothing left to erase and answers.
    const payload = JSON.stringify({ shop_id: 1, shop_domain: shop.domain });
    const redact = await app().inject({
      method: 'POST',
      url: '/api/eshop-integrations/shopify/webhooks',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'shop/redact',
        'x-shopify-shop-domain': shop.domain,
        'x-shopify-webhook-id': 'redact-1',
        'x-shopify-hmac-sha256': signWebhook(payload, CLIENT_SECRET),
      },
      payload,
    });
    expect(redact.statusCode).toBe(200);

    // Connecting the store again brings the same connection back.
    const back = await connected(seller, shop.domain);
    expect(back.id).toBe(connectionId);
  });
});

describe('managing a connection', () => {
  it('syncs now, remembers the catalog mapping, and detaches (the grant removed, listings paused)', async () => {
    const shop = openDemoShop('managed.myshopify.com', 'Managed');
    const seller = await signUpSeller(app());
    const connection = await connected(seller, shop.domain);
    const url = `/api/eshop-integrations/connections/${connection.id}`;

    const sync = await send('POST', `${url}/sync`, seller);
    expect(sync.statusCode, sync.body).toBe(202);
    await eventually(
      async () => ((await connectionsOf(seller))[0]!.last_synced_at ? true : undefined),
      15_000,
    );
    expect(importingCalls.applied.filter((a) => a.connectionId === connection.id)).toHaveLength(4);

    const empty = await send('GET', `${url}/catalog-mapping`, seller);
    expect(eshopCatalogMapping.parse(empty.json())).toEqual({
      rules: [],
      default_catalog_node_id: null,
    });
    const mapping = {
      rules: [
        {
          source: 'product_type' as const,
          value: 'Mugs',
          catalog_node_id: '00000000-0000-4000-8000-000000000001',
        },
        {
          source: 'collection' as const,
          value: 'gid://shopify/Collection/502',
          catalog_node_id: '00000000-0000-4000-8000-000000000002',
        },
      ],
      default_catalog_node_id: '00000000-0000-4000-8000-000000000003',
    };
    expect((await send('PUT', `${url}/catalog-mapping`, seller, mapping)).statusCode).toBe(200);
    expect((await send('GET', `${url}/catalog-mapping`, seller)).json()).toEqual(mapping);
    const source = app().eshopIntegrations.storeSource();
    const board = await source.fetchOne(connection.id, 'gid://shopify/Product/7003');
    expect(await source.catalogNodeFor(connection.id, board!)).toBe(
      '00000000-0000-4000-8000-000000000002',
    );
    const mug = await source.fetchOne(connection.id, 'gid://shopify/Product/7001');
    expect(await source.catalogNodeFor(connection.id, mug!)).toBe(
      '00000000-0000-4000-8000-000000000001',
    );
    const other = await signUpSeller(app());
    expect((await send('PUT', `${url}/catalog-mapping`, other, mapping)).statusCode).toBe(404);

    expect((await send('DELETE', url, other)).statusCode).toBe(404);
    const detached = await send('DELETE', url, seller);
    expect(detached.statusCode, detached.body).toBe(200);
    expect(eshopDetachResponse.parse(detached.json())).toMatchObject({
      connection: { id: connection.id, state: 'detached' },
      listings_paused: 2,
    });
    expect(standIn.installed(shop.domain)).toBe(false);
    // Shopify's app/uninstalled after the removal finds the connection detached: no notice.
    await eventually(
      () => standIn.deliveries.find((d) => d.shop === shop.domain && d.topic === 'app/uninstalled'),
      5_000,
    );
    expect(await removalNotices(seller)).toHaveLength(0);
    expect((await send('DELETE', url, seller)).statusCode).toBe(409);
  });
});

describe('the whole way, through the importing module', () => {
  it('imports the store, a product update changes the price, uninstall pauses the listings', async () => {
    vi.restoreAllMocks();
    try {
      const shop = openDemoShop('journey.myshopify.com', 'Journey');
      const seller = await signUpSeller(app());
      const connection = await connected(seller, shop.domain);

      const run = await importFromStore(seller, connection.id, { all: true });
      expect(run, JSON.stringify(run)).toMatchObject({ status: 'done', total: 4, created: 4 });
      const priceOf = async (title: string) =>
        (await app().db.select().from(listings).where(eq(listings.ownerId, seller.userId))).find(
          (listing) => listing.title === title,
        );
      expect((await priceOf('Linen tea towel'))!.priceMinor).toBe(1200);

      const delivery = await standIn.updateProduct(shop.domain, 7002, { price: '13.40' });
      expect(delivery.status).toBe(200);
      await eventually(
        async () => ((await priceOf('Linen tea towel'))!.priceMinor === 1340 ? true : undefined),
        15_000,
      );

      expect((await standIn.uninstall(shop.domain)).status).toBe(200);
      const statuses = await app()
        .db.select({ status: listings.status })
        .from(listings)
        .where(eq(listings.ownerId, seller.userId));
      expect(statuses).toHaveLength(4);
      expect(statuses.every((row) => row.status === 'paused')).toBe(true);
      expect(await removalNotices(seller)).toHaveLength(1);

      // The removed dialog's "Delete listings": every listing imported from the store goes.
      const listingsUrl = `/api/eshop-integrations/connections/${connection.id}/listings`;
      const stranger = await signUpSeller(app());
      expect((await send('DELETE', listingsUrl, stranger)).statusCode).toBe(404);
      const deleted = await send('DELETE', listingsUrl, seller);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(eshopDeleteListingsResponse.parse(deleted.json())).toEqual({ listings_deleted: 4 });
      expect(
        await app().db.select().from(listings).where(eq(listings.ownerId, seller.userId)),
      ).toEqual([]);
      expect((await connectionsOf(seller))[0]).toMatchObject({
        store_key: shop.domain,
        state: 'removed_by_platform',
        products_imported: 0,
      });
      const again = await send('DELETE', listingsUrl, seller);
      expect(eshopDeleteListingsResponse.parse(again.json())).toEqual({ listings_deleted: 0 });
    } finally {
      recordImporting(app().importing, importingCalls, 2);
    }
  });

  it('counts the imported products; a webhook updates only a product the seller imported', async () => {
    vi.restoreAllMocks();
    try {
      const shop = openDemoShop('by-hand.myshopify.com', 'By hand');
      const seller = await signUpSeller(app());
      const connection = await connected(seller, shop.domain);
      expect(connection.products_imported).toBe(0);

      // The seller chooses one product by hand.
      const run = await importFromStore(seller, connection.id, {
        external_ids: ['gid://shopify/Product/7002'],
      });
      expect(run).toMatchObject({ status: 'done', created: 1 });
      const listed = (await connectionsOf(seller)).find((c) => c.id === connection.id);
      expect(listed?.products_imported).toBe(1);
      const ownListings = () =>
        app().db.select().from(listings).where(eq(listings.ownerId, seller.userId));

      // An update of a product never imported creates nothing; the imported one is updated.
      expect((await standIn.updateProduct(shop.domain, 7001, { price: '19.00' })).status).toBe(200);
      expect((await standIn.updateProduct(shop.domain, 7002, { price: '13.40' })).status).toBe(200);
      await eventually(
        async () => ((await ownListings())[0]?.priceMinor === 1340 ? true : undefined),
        15_000,
      );
      // The re-sync goes through every product of the store: still only the one chosen.
      expect(
        (await send('POST', `/api/eshop-integrations/connections/${connection.id}/sync`, seller))
          .statusCode,
      ).toBeLessThan(300);
      await eventually(async () => {
        const [row] = await liveRows(shop.domain);
        return row?.lastSyncedAt ? true : undefined;
      }, 15_000);
      const after = await ownListings();
      expect(after.map((listing) => listing.title)).toEqual(['Linen tea towel']);
      expect((await connectionsOf(seller)).find((c) => c.id === connection.id)).toMatchObject({
        products_imported: 1,
      });
    } finally {
      recordImporting(app().importing, importingCalls, 2);
    }
  });
});
