import { eshopInstallResponse, eshopStoreProductsPage } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eshopConnections } from '../../db/schema/eshop-integrations';
import { signUpBuyer, signUpSeller } from '../../test/accounts';
import type { StandInShop } from '../../test/stand-ins/shopify-stand-in';
import {
  apiPath,
  COOKIE,
  cookieOf,
  eshopTestApp,
  HARBOUR,
  LANTERN,
  PUBLIC_URL,
} from './eshop-integrations.test-kit';

/** Extra small stores, for the plan's e-shop limit. */
const extraShops: StandInShop[] = Array.from({ length: 5 }, (_, i) => ({
  domain: `extra-${i + 1}.myshopify.com`,
  name: `Extra store ${i + 1}`,
  currency: 'EUR',
  products: [],
}));

const { app, send, standIn, pressInstall, callback, connectionsOf, connected, liveRows } =
  eshopTestApp({ extraShops });

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
    standIn().expireTokens(LANTERN);
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

  // This app has Shopify's credentials only: SHOPLINE and BigCommerce are not configured.
  it('says a platform without credentials is not available, and sends its entry points to the web page saying so', async () => {
    const seller = await signUpSeller(app());
    const install = await send('POST', '/api/eshop-integrations/shopline/installs', seller, {
      store: 'harbour-goods',
    });
    expect(install.statusCode).toBe(404);
    expect(install.json()).toMatchObject({
      error_code: 'ESHOP_PLATFORM_NOT_AVAILABLE',
      user_message: 'SHOPLINE is not available on this marketplace.',
    });
    for (const [platform, entry] of [
      ['shopline', 'shopline/install?handle=harbour&sign=x'],
      ['bigcommerce', 'bigcommerce/load?signed_payload_jwt=x'],
      ['bigcommerce', 'bigcommerce/auth?code=x&context=stores/abc'],
    ] as const) {
      const opened = await send('GET', `/api/eshop-integrations/${entry}`);
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(`${PUBLIC_URL}/app/unavailable?platform=${platform}`);
    }
    // The configured platform keeps its own entry point: a bad signature is its 401, not the page.
    const shopify = await send('GET', '/api/eshop-integrations/shopify/oauth2/authorize?shop=x');
    expect(shopify.statusCode).not.toBe(302);
  });
});
