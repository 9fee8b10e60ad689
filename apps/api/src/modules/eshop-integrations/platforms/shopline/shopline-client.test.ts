import { storeProduct } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generatedShoplineStore,
  demoShoplineStores,
  startShoplineStandIn,
  type ShoplineStandIn,
} from '../../../../test/stand-ins/shopline-stand-in';
import { ShoplineApiError } from './shopline-admin-api';
import { createShoplineClient } from './shopline-client';

const appKey = 'test-app-key';
const appSecret = 'test-app-secret';
let standIn: ShoplineStandIn;

beforeAll(async () => {
  standIn = await startShoplineStandIn({
    appKey,
    appSecret,
    stores: [...demoShoplineStores(), generatedShoplineStore('many-products', 120)],
  });
});
afterAll(() => standIn.close());

const clientWith = (secret = appSecret) =>
  createShoplineClient({
    appKey,
    appSecret: secret,
    storeUrlTemplate: standIn.storeUrlTemplate,
    apiVersion: 'v20251201',
    scopes: ['read_products'],
    clock: { now: () => new Date() },
    pageSize: 50,
  });

/** Consent through the stand-in, then the code → token exchange. */
async function connect(handle: string) {
  const client = clientWith();
  const authorize = client.authorizeUrl(
    handle,
    'state-123',
    'https://bazaar.test/app/shopline/integrate',
  );
  const back = new URL(standIn.consent(handle, authorize));
  const tokens = await client.createToken(handle, back.searchParams.get('code')!);
  return { client, tokens, back };
}

describe('the SHOPLINE client against the stand-in', () => {
  it("sends the merchant to the store's consent page with our state as customField", () => {
    const url = new URL(clientWith().authorizeUrl('bazaar-demo', 'the-state', 'https://b.test/cb'));
    expect(url.pathname).toBe('/stores/bazaar-demo/admin/oauth-web/');
    const params = new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1));
    expect(Object.fromEntries(params)).toEqual({
      appKey,
      responseType: 'code',
      scope: 'read_products',
      redirectUri: 'https://b.test/cb',
      customField: 'the-state',
    });
  });

  it('exchanges a code for a ten-hour token once, and the store answers its identity', async () => {
    const { client, tokens, back } = await connect('bazaar-demo');
    expect(back.searchParams.get('customField')).toBe('state-123');
    expect(tokens.refreshToken).toBeNull();
    expect(tokens.accessTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(9.9 * 3600_000);
    expect(tokens.scopes).toEqual(['read_products']);
    await expect(client.createToken('bazaar-demo', back.searchParams.get('code')!)).rejects.toThrow(
      ShoplineApiError,
    );
    const shop = await client.shop('bazaar-demo', tokens);
    expect(shop).toEqual({
      identity: {
        storeKey: 'bazaar-demo',
        storeName: 'Bazaar Demo Outfitters',
        storeUrl: `${standIn.url}/stores/bazaar-demo`,
      },
      currency: 'USD',
    });
  });

  it('is refused a token with a wrong app secret (the sign does not match)', async () => {
    const authorize = clientWith().authorizeUrl('bazaar-demo', 's', 'https://b.test/cb');
    const code = new URL(standIn.consent('bazaar-demo', authorize)).searchParams.get('code')!;
    await expect(clientWith('wrong-secret').createToken('bazaar-demo', code)).rejects.toMatchObject(
      {
        status: 401,
      },
    );
  });

  it('refreshes the token with a signed request; the new one works', async () => {
    const { client, tokens } = await connect('bazaar-demo');
    const identity = (await client.shop('bazaar-demo', tokens)).identity;
    const before = standIn.tokensIssued('bazaar-demo');
    const fresh = await client.refreshTokens(identity, tokens);
    expect(standIn.tokensIssued('bazaar-demo')).toBe(before + 1);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    const page = await client.fetchProducts(identity, fresh, null);
    expect(page.products.length).toBeGreaterThan(0);
  });

  it('reads the demo products with collections, prices and pictures as store products', async () => {
    const { client, tokens } = await connect('bazaar-demo');
    const identity = { storeKey: 'bazaar-demo', storeName: 'x', storeUrl: 'https://x.test' };
    const page = await client.fetchProducts(identity, tokens, null);
    expect(page.total).toBe(6);
    expect(page.nextCursor).toBeNull();
    for (const product of page.products) expect(storeProduct.safeParse(product).success).toBe(true);
    const mug = page.products.find((p) => p.title === 'Enamel Mug')!;
    expect(mug.collections.map((c) => c.title).sort()).toEqual(['Kitchen', 'Outdoor']);
    expect(mug.variants.map((v) => v.price_minor)).toEqual([1200, 1200]);
    const picture = await fetch(mug.image_urls[0]!);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const one = await client.fetchProduct(identity, tokens, mug.external_id);
    expect(one).toEqual(mug);
    expect(await client.fetchProduct(identity, tokens, '999')).toBeNull();
    expect(await client.fetchProduct(identity, tokens, '../../x')).toBeNull();
  });

  it('follows the Link header through every page, each product once', async () => {
    const { client, tokens } = await connect('many-products');
    const identity = { storeKey: 'many-products', storeName: 'x', storeUrl: 'https://x.test' };
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await client.fetchProducts(identity, tokens, cursor);
      if (pages === 0) expect(page.total).toBe(120);
      else expect(page.total).toBeNull();
      seen.push(...page.products.map((p) => p.external_id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
  });

  it("is refused the API with another store's token", async () => {
    const { client, tokens } = await connect('tokyo-demo');
    const identity = { storeKey: 'bazaar-demo', storeName: 'x', storeUrl: 'https://x.test' };
    await expect(client.fetchProducts(identity, tokens, null)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuses a handle that is not one before any request', () => {
    expect(() => clientWith().authorizeUrl('evil.com/x', 's', 'https://b.test')).toThrow();
  });
});
