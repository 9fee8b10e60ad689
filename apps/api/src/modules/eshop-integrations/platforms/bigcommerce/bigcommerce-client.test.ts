import { storeProduct } from '@bazaar/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startBigCommerceStandIn,
  type BigCommerceStandIn,
} from '../../../../test/stand-ins/bigcommerce-stand-in';
import { createBigCommerceClient, HOOK_SECRET_HEADER, PAGE_LIMIT } from './bigcommerce-client';
import { toMinorUnits } from './bigcommerce-catalog';

const clientId = 'bc-test-client';
const clientSecret = 'bc-test-secret-0123456789abcdef';
const callbacks = {
  auth: 'http://bazaar.test/app/big-commerce/auth',
  load: 'http://bazaar.test/app/big-commerce/load',
  uninstall: 'http://bazaar.test/api/eshop-integrations/bigcommerce/uninstall',
  removeUser: 'http://bazaar.test/api/eshop-integrations/bigcommerce/remove-user',
};
const webhookDestination = 'http://bazaar.test/api/eshop-integrations/bigcommerce/webhooks';

let standIn: BigCommerceStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function setUp(options: { rateLimitQuota?: number; rateLimitWindowMs?: number } = {}) {
  standIn = await startBigCommerceStandIn({ clientId, clientSecret, callbacks, ...options });
  const waits: number[] = [];
  const client = createBigCommerceClient({
    app: { clientId, clientSecret, appId: clientId, loginBase: standIn.url, apiBase: standIn.url },
    redirectUri: callbacks.auth,
    webhookDestination,
    sleep: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 300)));
    },
  });
  return { standIn, client, waits };
}

/** Clicks Install on the stand-in's consent page; answers the auth callback's query. */
async function install(standIn: BigCommerceStandIn, installUrl: string, store: string) {
  const page = await fetch(installUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Install');
  const response = await fetch(installUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ store }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(callbacks.auth);
  return {
    code: back.searchParams.get('code')!,
    scope: back.searchParams.get('scope')!,
    context: back.searchParams.get('context')!,
  };
}

describe('the BigCommerce client against the stand-in', () => {
  it('exchanges the auth callback code for the store token, once', async () => {
    const { standIn, client } = await setUp();
    const query = await install(standIn, client.installUrl(), 'nw8k2demo');
    expect(query.context).toBe('stores/nw8k2demo');
    const grant = await client.exchangeCode(query);
    expect(grant.storeHash).toBe('nw8k2demo');
    expect(grant.tokens).toMatchObject({ refreshToken: null, accessTokenExpiresAt: null });
    expect(grant.tokens.scopes).toContain('store_v2_products_read_only');
    expect(standIn.tokenRequests[0]).toMatchObject({
      client_id: clientId,
      grant_type: 'authorization_code',
      redirect_uri: callbacks.auth,
      context: 'stores/nw8k2demo',
    });
    // A code is good for one exchange.
    await expect(client.exchangeCode(query)).rejects.toThrow(/400/);
    expect(await client.storeIdentity('nw8k2demo', grant.tokens)).toEqual({
      storeKey: 'nw8k2demo',
      storeName: 'Northwind Outfitters',
      storeUrl: 'https://nw8k2demo.stand-in.example',
    });
  });

  it('reads the catalog as normalized store products, with variants, pictures and names', async () => {
    const { standIn, client } = await setUp();
    const grant = await client.exchangeCode(
      await install(standIn, client.installUrl(), 'nw8k2demo'),
    );
    const identity = await client.storeIdentity('nw8k2demo', grant.tokens);
    const page = await client.fetchProducts(identity, grant.tokens, null);
    expect(page).toMatchObject({ total: 4, nextCursor: null });
    for (const product of page.products) expect(storeProduct.parse(product)).toEqual(product);
    const jacket = page.products.find((p) => p.external_id === '101')!;
    expect(jacket).toMatchObject({
      title: 'Storm Shell Jacket',
      vendor: 'Northwind',
      product_type: 'Jackets',
      collections: [{ id: '21', title: 'Jackets' }],
      status: 'active',
      currency: 'USD',
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    expect(jacket.variants).toEqual([
      { external_id: '1011', title: 'S', sku: 'NW-JKT-STORM-S', price_minor: 12950, quantity: 4 },
      { external_id: '1012', title: 'M', sku: 'NW-JKT-STORM-M', price_minor: 12950, quantity: 7 },
      { external_id: '1013', title: 'L', sku: 'NW-JKT-STORM-L', price_minor: 13450, quantity: 2 },
    ]);
    expect(jacket.image_urls).toHaveLength(2);
    const pictureResponse = await fetch(jacket.image_urls[0]!);
    expect(pictureResponse.headers.get('content-type')).toBe('image/png');
    expect(page.products.find((p) => p.external_id === '104')).toMatchObject({
      status: 'draft',
      vendor: null,
    });
    expect(await client.fetchProduct(identity, grant.tokens, '102')).toMatchObject({
      title: 'Ridge Hiking Boots',
      variants: [{ quantity: 12, price_minor: 8900 }],
    });
    expect(await client.fetchProduct(identity, grant.tokens, '999')).toBeNull();
  });

  it('pages with page/limit until the last page', async () => {
    const { standIn, client } = await setUp();
    const store = standIn.stores.get('kt5tdemo')!;
    store.products = Array.from({ length: PAGE_LIMIT * 2 + 3 }, (_, i) => ({
      ...store.products[0]!,
      id: 5000 + i,
      name: `Tea ${i}`,
      variants: [{ ...store.products[0]!.variants[0]!, id: 9000 + i }],
    }));
    const grant = await client.exchangeCode(
      await install(standIn, client.installUrl(), 'kt5tdemo'),
    );
    const identity = await client.storeIdentity('kt5tdemo', grant.tokens);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await client.fetchProducts(identity, grant.tokens, cursor);
      expect(page.total).toBe(PAGE_LIMIT * 2 + 3);
      seen.push(...page.products.map((p) => p.external_id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(PAGE_LIMIT * 2 + 3);
    expect(page0Currency(await client.fetchProduct(identity, grant.tokens, '5000'))).toBe('EUR');
  });

  it('waits for the rate-limit window when few requests are left, and retries a 429', async () => {
    const { standIn, client, waits } = await setUp({ rateLimitQuota: 3, rateLimitWindowMs: 200 });
    const grant = await client.exchangeCode(
      await install(standIn, client.installUrl(), 'kt5tdemo'),
    );
    const identity = {
      storeKey: 'kt5tdemo',
      storeName: 'Kettle & Tea',
      storeUrl: 'https://x.example',
    };
    for (let i = 0; i < 4; i++) {
      await expect(client.fetchProduct(identity, grant.tokens, '201')).resolves.not.toBeNull();
    }
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(200);
  });

  it('registers the product webhooks with the store hook secret, once, and removes them on detach', async () => {
    const { standIn, client } = await setUp();
    const grant = await client.exchangeCode(
      await install(standIn, client.installUrl(), 'nw8k2demo'),
    );
    await client.registerWebhooks('nw8k2demo', grant.tokens);
    await client.registerWebhooks('nw8k2demo', grant.tokens);
    const hooks = standIn.hooks('nw8k2demo');
    expect(hooks.map((h) => h.scope).sort()).toEqual([
      'store/product/created',
      'store/product/deleted',
      'store/product/updated',
    ]);
    for (const hook of hooks) {
      expect(hook.destination).toBe(webhookDestination);
      expect(client.isHookSecret('nw8k2demo', hook.headers[HOOK_SECRET_HEADER])).toBe(true);
      expect(client.isHookSecret('kt5tdemo', hook.headers[HOOK_SECRET_HEADER])).toBe(false);
    }
    expect(client.isHookSecret('nw8k2demo', undefined)).toBe(false);
    expect(client.isHookSecret('nw8k2demo', 'guess')).toBe(false);
    const identity = await client.storeIdentity('nw8k2demo', grant.tokens);
    await client.revokeGrant(identity, grant.tokens);
    expect(standIn.hooks('nw8k2demo')).toEqual([]);
  });

  it('refuses a store API call without the store token', async () => {
    const { client } = await setUp();
    const tokens = {
      accessToken: 'not-a-token',
      refreshToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scopes: [],
    };
    await expect(
      client.fetchProducts(
        { storeKey: 'nw8k2demo', storeName: 'x', storeUrl: 'https://x.example' },
        tokens,
        null,
      ),
    ).rejects.toThrow(/401/);
  });
});

describe('toMinorUnits', () => {
  it('follows the currency minor unit', () => {
    expect(toMinorUnits(12.5, 'USD')).toBe(1250);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1200, 'JPY')).toBe(1200);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(toMinorUnits(0, 'USD')).toBe(0);
  });
});

function page0Currency(product: { currency: string } | null): string | undefined {
  return product?.currency;
}
