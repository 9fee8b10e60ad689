import { randomBytes } from 'node:crypto';
import {
  ESHOP_REMOVED_BY_PLATFORM,
  eshopConnectionList,
  notificationList,
} from '@bazaar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  eshopConnections,
  eshopInstallClaims,
  eshopInstallStates,
  eshopWebhookDeliveries,
} from '../../../../db/schema';
import { API_PREFIX } from '../../../../http/api-prefix';
import { rowsOf } from '../../../../db/client';
import {
  bearer,
  signIn,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  demoShoplineStores,
  productWebhookPayload,
  startShoplineStandIn,
  type ShoplineStandIn,
} from '../../../../test/stand-ins/shopline-stand-in';
import { createTestClock } from '../../../../test/test-clock';
import { signedQueryString } from './shopline-signature';
import { SHOPLINE_WEBHOOK_PATH } from './shopline-addresses';
import { shoplineStoreKey } from './shopline.routes';

/*
 * SHOPLINE's install flow and webhooks through the real app and the e-shop integrations' core,
 * against the SHOPLINE stand-in (ADR 0065): from the store's admin and from Bazaar, refusals
 * that store nothing, deliveries handled once, the app's removal, and a ten-hour token renewed
 * with a signed request before it runs out.
 */

const appKey = 'bazaar-test-shopline-app';
const appSecret = 'bazaar-test-shopline-secret';
const publicUrl = 'http://localhost:3000';
const clock = createTestClock();

let standIn: ShoplineStandIn;
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  standIn = await startShoplineStandIn({
    appKey,
    appSecret,
    appUrl: `${publicUrl}/app/shopline/install`,
    stores: [
      ...demoShoplineStores(),
      { ...demoShoplineStores()[0]!, handle: 'hooks-demo', name: 'Hooks Demo' },
    ],
    now: () => clock.now(),
    async deliverWebhook(body, headers) {
      const response = await app().inject({
        method: 'POST',
        url: `${API_PREFIX}${SHOPLINE_WEBHOOK_PATH}`,
        headers,
        payload: body,
      });
      return response.statusCode;
    },
  });
  testApp = await buildTestApp({
    clock,
    env: {
      PUBLIC_URL: publicUrl,
      SHOPLINE_APP_KEY: appKey,
      SHOPLINE_APP_SECRET: appSecret,
      SHOPLINE_STORE_BASE_URL: standIn.storeUrlTemplate,
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await standIn?.close();
});
beforeEach(() => clock.reset());

/** What the web's /app/shopline/… page forwards to: the api route with the same query. */
function apiPath(webUrl: string) {
  const url = new URL(webUrl);
  if (url.origin !== publicUrl) return `${url.pathname}${url.search}`;
  return `${API_PREFIX}/eshop-integrations/shopline/${url.pathname.split('/').pop()}${url.search}`;
}

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!;

const count = (
  table:
    | typeof eshopInstallStates
    | typeof eshopInstallClaims
    | typeof eshopConnections
    | typeof eshopWebhookDeliveries,
) => app().db.$count(table);

/** Sync-product jobs queued for a product (the webhook's effect). */
async function syncJobsFor(externalId: string) {
  const result = await app().db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'eshop-integrations.sync-product' and data->>'externalId' = ${externalId}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The merchant installs from the store's admin, consents, and SHOPLINE calls back. */
async function installFromStore(handle: string) {
  const install = await app().inject({ method: 'GET', url: apiPath(standIn.installUrl(handle)) });
  expect(install.statusCode, install.body).toBe(302);
  const cookie = cookieOf(install);
  const callback = standIn.consent(handle, install.headers.location!);
  const back = await app().inject({ method: 'GET', url: apiPath(callback), headers: { cookie } });
  return { install, callback, cookie, back };
}

/** A seller connects a store from Bazaar: installs → start → consent → callback. */
async function connectFromBazaar(seller: SignedIn, handle: string) {
  const started = await app().inject({
    method: 'POST',
    url: `${API_PREFIX}/eshop-integrations/shopline/installs`,
    headers: bearer(seller.token),
    payload: { store: `${handle}.myshopline.com` },
  });
  expect(started.statusCode, started.body).toBe(201);
  // The signed-in POST's answer sets the state cookie in the seller's own browser.
  const cookie = cookieOf(started);
  expect(String(started.headers['set-cookie'])).toMatch(
    /Path=\/api\/eshop-integrations\/shopline;.*HttpOnly/,
  );
  const start = await app().inject({
    method: 'GET',
    url: apiPath(started.json<{ authorize_url: string }>().authorize_url),
    headers: { cookie },
  });
  expect(start.statusCode, start.body).toBe(302);
  const callback = standIn.consent(handle, start.headers.location!);
  return app().inject({ method: 'GET', url: apiPath(callback), headers: { cookie } });
}

async function connectionsOf(seller: SignedIn) {
  const response = await app().inject({
    method: 'GET',
    url: `${API_PREFIX}/eshop-integrations/connections`,
    headers: bearer(seller.token),
  });
  return eshopConnectionList.parse(response.json()).connections;
}

describe('installing the SHOPLINE app', () => {
  it('from the store: signed request → consent → callback → a claim the new seller attaches', async () => {
    const { install, back } = await installFromStore('bazaar-demo');
    const consent = new URL(install.headers.location!);
    expect(`${consent.origin}${consent.pathname}`).toBe(
      `${standIn.url}/stores/bazaar-demo/admin/oauth-web/`,
    );
    expect(String(install.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(back.statusCode, back.body).toBe(302);
    const claim = /^http:\/\/localhost:3000\/app\/complete-account\?claim=([\w-]+)$/.exec(
      back.headers.location!,
    )?.[1];
    expect(claim).toBeDefined();

    const seller = await signUpSeller(app());
    const attached = await app().inject({
      method: 'POST',
      url: `${API_PREFIX}/eshop-integrations/claims/${claim}`,
      headers: bearer(seller.token),
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(await connectionsOf(seller)).toEqual([
      expect.objectContaining({
        platform: 'shopline',
        store_name: 'Bazaar Demo Outfitters',
        store_url: `${standIn.url}/stores/bazaar-demo`,
        state: 'connected',
      }),
    ]);
    // The grant is kept sealed, never as the token itself.
    const [row] = await app()
      .db.select()
      .from(eshopConnections)
      .where(eq(eshopConnections.sellerId, seller.userId));
    expect(row!.accessTokenSealed).toBeTruthy();
    expect(row!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 9 * 3600_000);
  });

  it('from Bazaar: the signed-in seller’s store connects and lists its products', async () => {
    const seller = await signUpSeller(app());
    const back = await connectFromBazaar(seller, 'tokyo-demo');
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers.location).toBe(
      `${publicUrl}/profile/e-shop-integration?connected=shopline`,
    );
    const [connection] = await connectionsOf(seller);
    expect(connection).toMatchObject({ store_name: 'Tokyo Demo Goods', state: 'connected' });
    const products = await app().inject({
      method: 'GET',
      url: `${API_PREFIX}/eshop-integrations/connections/${connection!.id}/products`,
      headers: bearer(seller.token),
    });
    expect(products.statusCode, products.body).toBe(200);
    expect(products.json()).toMatchObject({
      total: 1,
      next_cursor: null,
      products: [{ title: 'Tenugui Towel', currency: 'JPY', price_minor: 1200 }],
    });
  });

  it('refuses an install request with a wrong sign, a stale timestamp or another app’s key: 401, nothing stored', async () => {
    const states = await count(eshopInstallStates);
    const good = standIn.installUrl('bazaar-demo');
    const urls = [
      good.replace('handle=bazaar-demo', 'handle=tokyo-demo'),
      standIn.installUrl('bazaar-demo', { timestamp: Date.now() - 11 * 60_000 }),
      `${publicUrl}/app/shopline/install?${signedQueryString(
        { appkey: 'another-app', handle: 'bazaar-demo', timestamp: String(Date.now()) },
        appSecret,
      )}`,
      good.replace(/&sign=[0-9a-f]+/, ''),
    ];
    for (const url of urls) {
      const response = await app().inject({ method: 'GET', url: apiPath(url) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, error_code: 'UNAUTHORIZED' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await count(eshopInstallStates)).toBe(states);
  });

  it('refuses a callback with a wrong sign or without the browser’s state cookie: 401, no token, nothing stored', async () => {
    const install = await app().inject({
      method: 'GET',
      url: apiPath(standIn.installUrl('bazaar-demo')),
    });
    const cookie = cookieOf(install);
    const callback = standIn.consent('bazaar-demo', install.headers.location!);
    const before = {
      tokens: standIn.tokensIssued('bazaar-demo'),
      claims: await count(eshopInstallClaims),
      connections: await count(eshopConnections),
    };
    const tampered = callback.replace(
      /sign=([0-9a-f])/,
      (_match, first: string) => `sign=${first === 'a' ? 'b' : 'a'}`,
    );
    const other = await app().inject({
      method: 'GET',
      url: apiPath(standIn.installUrl('bazaar-demo')),
    });
    for (const [url, headers] of [
      [tampered, { cookie }],
      [callback, {}],
      [callback, { cookie: cookieOf(other) }],
    ] as const) {
      const response = await app().inject({ method: 'GET', url: apiPath(url), headers });
      expect(response.statusCode).toBe(401);
    }
    expect(standIn.tokensIssued('bazaar-demo')).toBe(before.tokens);
    expect(await count(eshopInstallClaims)).toBe(before.claims);
    expect(await count(eshopConnections)).toBe(before.connections);
    // The genuine callback in the browser that started it still works.
    const ok = await app().inject({ method: 'GET', url: apiPath(callback), headers: { cookie } });
    expect(ok.statusCode).toBe(302);
  });

  it('refuses a start link opened without the install cookie (another browser): 401, nothing attached', async () => {
    // Seller A begins an install naming a merchant's store and sends the merchant the link.
    const attacker = await signUpSeller(app());
    const started = await app().inject({
      method: 'POST',
      url: `${API_PREFIX}/eshop-integrations/shopline/installs`,
      headers: bearer(attacker.token),
      payload: { store: 'victim-shop' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const link = apiPath(started.json<{ authorize_url: string }>().authorize_url);
    const another = await app().inject({
      method: 'POST',
      url: `${API_PREFIX}/eshop-integrations/shopline/installs`,
      headers: bearer(attacker.token),
      payload: { store: 'victim-shop-2' },
    });
    const before = { connections: await count(eshopConnections) };
    for (const headers of [
      {},
      { cookie: `${cookieOf(started).slice(0, -2)}xx` },
      // Signed, but for another state.
      { cookie: cookieOf(another) },
    ]) {
      const opened = await app().inject({ method: 'GET', url: link, headers });
      expect(opened.statusCode).toBe(401);
      expect(opened.json()).toMatchObject({ status: 401, error_code: 'UNAUTHORIZED' });
      expect(opened.headers['set-cookie']).toBeUndefined();
      expect(opened.headers.location).toBeUndefined();
    }
    expect(await count(eshopConnections)).toBe(before.connections);
    expect(await connectionsOf(attacker)).toHaveLength(0);
  });

  it('answers a buyer ESHOP_INTEGRATION_NOT_SELLER and a store a seller typed wrong VALIDATION', async () => {
    const buyer = await signUpBuyer(app());
    const asBuyer = await app().inject({
      method: 'POST',
      url: `${API_PREFIX}/eshop-integrations/shopline/installs`,
      headers: bearer(buyer.token),
      payload: { store: 'bazaar-demo' },
    });
    expect(asBuyer.json()).toMatchObject({
      status: 403,
      error_code: 'ESHOP_INTEGRATION_NOT_SELLER',
    });
    const seller = await signUpSeller(app());
    const wrong = await app().inject({
      method: 'POST',
      url: `${API_PREFIX}/eshop-integrations/shopline/installs`,
      headers: bearer(seller.token),
      payload: { store: 'evil.example.com/x' },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe("SHOPLINE's webhooks", () => {
  let seller: SignedIn;
  beforeAll(async () => {
    seller = await signUpSeller(app());
    const back = await connectFromBazaar(seller, 'hooks-demo');
    expect(back.headers.location).toBe(
      `${publicUrl}/profile/e-shop-integration?connected=shopline`,
    );
  });

  it('handles a product update delivered three times once', async () => {
    const mugId = '16049619743346320200470003';
    const payload = productWebhookPayload(standIn, 'hooks-demo', mugId);
    const webhookId = randomBytes(12).toString('hex');
    for (let i = 0; i < 3; i += 1) {
      const sent = await standIn.sendWebhook('hooks-demo', 'products/update', payload, {
        webhookId,
      });
      expect(sent.status).toBe(200);
    }
    expect(await syncJobsFor(mugId)).toBe(1);
    expect(
      await app().db.$count(
        eshopWebhookDeliveries,
        and(
          eq(eshopWebhookDeliveries.platform, 'shopline'),
          eq(eshopWebhookDeliveries.deliveryId, webhookId),
        ),
      ),
    ).toBe(1);
  });

  it('refuses a wrong HMAC with 401 and changes nothing', async () => {
    const deliveries = await count(eshopWebhookDeliveries);
    const sent = await standIn.sendWebhook(
      'hooks-demo',
      'products/update',
      { id: '16049619743346320200470004' },
      { secret: 'not-the-app-secret' },
    );
    expect(sent.status).toBe(401);
    const unsigned = await app().inject({
      method: 'POST',
      url: `${API_PREFIX}${SHOPLINE_WEBHOOK_PATH}`,
      headers: {
        'content-type': 'application/json',
        'x-shopline-topic': 'products/update',
        'x-shopline-webhook-id': 'unsigned-1',
        'x-shopline-shop-domain': 'hooks-demo.myshopline.com',
      },
      payload: JSON.stringify({ id: '16049619743346320200470004' }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await count(eshopWebhookDeliveries)).toBe(deliveries);
    expect(await syncJobsFor('16049619743346320200470004')).toBe(0);
  });

  it('queues a deleted product’s removal', async () => {
    const sent = await standIn.sendWebhook('hooks-demo', 'products/delete', {
      id: '16049619743346320200470006',
    });
    expect(sent.status).toBe(200);
    expect(await syncJobsFor('16049619743346320200470006')).toBe(1);
  });

  it('renews the ten-hour token with a signed request before it runs out', async () => {
    const [connection] = await connectionsOf(seller);
    const issued = standIn.tokensIssued('hooks-demo');
    clock.advance(9 * 3600_000 + 58 * 60_000);
    const products = await app().inject({
      method: 'GET',
      url: `${API_PREFIX}/eshop-integrations/connections/${connection!.id}/products`,
      headers: bearer((await signIn(app(), seller.email, seller.password)).token),
    });
    expect(products.statusCode, products.body).toBe(200);
    expect(products.json<{ total: number }>().total).toBe(6);
    expect(standIn.tokensIssued('hooks-demo')).toBe(issued + 1);
  });

  it('refuses a captured uninstall of another store re-sent under this store’s header', async () => {
    const [connection] = await connectionsOf(seller);
    const deliveries = await count(eshopWebhookDeliveries);
    // Another store's uninstall, signed by SHOPLINE with the app's secret as every webhook is.
    const captured = {
      appkey: appKey,
      handle: 'tokyo-demo',
      name: 'Tokyo Demo Goods',
      operate: 'UNINSTALL',
      store_id: '16723697290',
      merchant_id: '2000001234',
    };
    const replayed = await standIn.sendWebhook(
      'hooks-demo',
      'apps/installed_uninstalled',
      captured,
    );
    expect(replayed.status).toBe(401);
    // An uninstall that names no store, or another app's, proves nothing either.
    const { handle: _handle, ...nameless } = captured;
    for (const body of [nameless, { ...captured, handle: 'hooks-demo', appkey: 'another-app' }]) {
      const sent = await standIn.sendWebhook('hooks-demo', 'apps/installed_uninstalled', body);
      expect(sent.status).toBe(401);
    }
    expect((await connectionsOf(seller))[0]).toMatchObject({
      id: connection!.id,
      state: 'connected',
    });
    expect(await count(eshopWebhookDeliveries)).toBe(deliveries);
    // A product's body names the product's own handle, not a store: it is handled.
    const productId = '16049619743346320200470005';
    const product = await standIn.sendWebhook('hooks-demo', 'products/update', {
      id: productId,
      handle: 'enamel-camp-mug',
    });
    expect(product.status).toBe(200);
    expect(await syncJobsFor(productId)).toBe(1);
  });

  it('uninstalling pauses the store: removed_by_platform and one notification with eshop_id', async () => {
    const [connection] = await connectionsOf(seller);
    expect((await standIn.uninstall('hooks-demo')).status).toBe(200);
    expect((await standIn.uninstall('hooks-demo')).status).toBe(200);
    expect((await connectionsOf(seller))[0]).toMatchObject({
      id: connection!.id,
      state: 'removed_by_platform',
    });
    const notices = await app().inject({
      method: 'GET',
      url: `${API_PREFIX}/notifications/me`,
      headers: bearer(seller.token),
    });
    const removed = notificationList
      .parse(notices.json())
      .filter((n) => n.subtype === ESHOP_REMOVED_BY_PLATFORM);
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      type: 'eshop_integration',
      metadata: expect.objectContaining({ eshop_id: connection!.id }) as unknown,
    });
  });
});

describe('the store a seller types', () => {
  it('is a handle, a myshopline.com domain or its address', () => {
    expect(shoplineStoreKey('open001')).toBe('open001');
    expect(shoplineStoreKey(' Open001.myshopline.com ')).toBe('open001');
    expect(shoplineStoreKey('https://open001.myshopline.com/admin')).toBe('open001');
    expect(shoplineStoreKey('evil.example.com')).toBeNull();
    expect(shoplineStoreKey('-x')).toBeNull();
  });
});
