import {
  eshopConnectionList,
  eshopInstallResponse,
  ESHOP_REMOVED_BY_PLATFORM,
  notificationList,
  productImportRun,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { eshopConnections } from '../../db/schema/eshop-integrations';
import { eventually, requestSender, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { noImportingCalls, recordImporting } from '../../test/recorded-importing';
import {
  demoShops,
  startShopifyStandIn,
  type ShopifyStandIn,
  type StandInShop,
} from '../../test/stand-ins/shopify-stand-in';

const CLIENT_ID = 'bazaar-test-shopify';
export const CLIENT_SECRET = 'shopify-test-secret';
export const PUBLIC_URL = 'https://bazaar.example.test';
export const COOKIE = 'bazaar_shopify_install';
export const HARBOUR = 'harbour-goods.myshopify.com';
export const LANTERN = 'lantern-supply.myshopify.com';

/** An api path of an absolute address the api answered. */
export const apiPath = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

/** The install state cookie an answer set. */
export const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === COOKIE)?.value;

/**
 * The api an e-shop test file runs against, built in the file's `beforeAll` beside a Shopify
 * stand-in of its own (the demo stores and `extraShops`), and the steps of connecting a store.
 * The e-shop module's calls of importing are recorded, not carried out, and emptied before each
 * case.
 */
export function eshopTestApp({ extraShops = [] }: { extraShops?: StandInShop[] } = {}) {
  let standIn: ShopifyStandIn;
  let testApp: TestApp;
  const app = () => testApp.app;
  const send = requestSender(app);
  /** What the e-shop module asked of importing (its calls recorded, not carried out). */
  const importingCalls = noImportingCalls();
  /** From now on importing's calls are recorded again (after a case that let it import). */
  const recordImportingCalls = () => recordImporting(app().importing, importingCalls, 2);

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
    recordImportingCalls();
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

  /** A seller connects `store` from Bazaar; answers the connection, checked to be live. */
  async function connected(who: SignedIn, store: string) {
    const done = await connectFromBazaar(who, store);
    expect(done.statusCode, done.body).toBe(302);
    expect(done.headers.location).toBe(
      `${PUBLIC_URL}/profile/e-shop-integration?connected=shopify`,
    );
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

  return {
    app,
    send,
    /** The Shopify stand-in (started in `beforeAll`). */
    standIn: () => standIn,
    importingCalls,
    recordImportingCalls,
    pressInstall,
    callback,
    connectionsOf,
    connected,
    removalNotices,
    liveRows,
    openDemoShop,
    importFromStore,
  };
}
