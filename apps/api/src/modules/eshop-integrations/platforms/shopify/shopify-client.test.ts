import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startShopifyStandIn,
  type ShopifyStandIn,
} from '../../../../test/stand-ins/shopify-stand-in';
import { createShopifyClient } from './shopify-client';
import { decimalToMinor } from './shopify-money';

const SHOP = 'lantern-supply.myshopify.com';
let standIn: ShopifyStandIn;

beforeAll(async () => {
  // A bucket that holds one page's cost: the second page has to wait for it to refill.
  standIn = await startShopifyStandIn({
    clientId: 'client',
    clientSecret: 'secret',
    bucket: { maximum: 130, restorePerSecond: 200 },
  });
});

afterAll(async () => {
  await standIn?.close();
});

async function grantedClient(sleeps: number[]) {
  const client = createShopifyClient({
    clientId: 'client',
    clientSecret: 'secret',
    shopBaseUrl: standIn.shopBaseUrl,
    apiVersion: '2025-10',
    scopes: ['read_products'],
    sleep: async (ms) => {
      sleeps.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  const consent = new URL(client.authorizeUrl(SHOP, 'state-1', 'https://bazaar.example.test/back'));
  const approved = await fetch(`${consent.origin}${consent.pathname}`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: 'client',
      scope: 'read_products',
      redirect_uri: 'https://bazaar.example.test/back',
      state: 'state-1',
    }),
    redirect: 'manual',
  });
  const code = new URL(approved.headers.get('location')!).searchParams.get('code')!;
  const tokens = await client.exchangeCode(SHOP, code);
  return { client, tokens };
}

describe("Shopify's client", () => {
  it('exchanges a code for an expiring offline token and refreshes it', async () => {
    const { client, tokens } = await grantedClient([]);
    expect(tokens.accessToken).toMatch(/^shpat_/);
    expect(tokens.refreshToken).toMatch(/^shprt_/);
    expect(tokens.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3000_000);
    expect(tokens.scopes).toEqual(['read_products']);
    const identity = await client.shopIdentity(SHOP, tokens);
    expect(identity).toMatchObject({ storeKey: SHOP, storeName: 'Lantern Supply' });
    const fresh = await client.refreshTokens!(identity, tokens);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    // The old refresh token was used up.
    await expect(client.refreshTokens!(identity, tokens)).rejects.toThrow(/400/);
    await expect(client.exchangeCode(SHOP, 'not-a-code')).rejects.toThrow();
  });

  it('pages by cursor and waits for the cost bucket between pages', async () => {
    const sleeps: number[] = [];
    const { client, tokens } = await grantedClient(sleeps);
    const identity = { storeKey: SHOP, storeName: 'Lantern Supply', storeUrl: 'https://x.example' };
    const ids: string[] = [];
    let cursor: string | null = null;
    let total: number | null = null;
    do {
      const page = await client.fetchProducts(identity, tokens, cursor);
      total ??= page.total;
      ids.push(...page.products.map((p) => p.external_id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(total).toBe(23);
    expect(new Set(ids).size).toBe(23);
    expect(sleeps.length).toBeGreaterThan(0);
    const one = await client.fetchProduct(identity, tokens, 'gid://shopify/Product/8001');
    expect(one).toMatchObject({
      currency: 'USD',
      variants: [{ price_minor: 2000 }, { price_minor: 2650 }],
    });
    expect(await client.fetchProduct(identity, tokens, 'gid://shopify/Product/1')).toBeNull();
  });

  it('removes the grant, after which the token no longer works', async () => {
    const { client, tokens } = await grantedClient([]);
    const identity = { storeKey: SHOP, storeName: 'Lantern Supply', storeUrl: 'https://x.example' };
    await client.revokeGrant(identity, tokens);
    await expect(client.fetchProducts(identity, tokens, null)).rejects.toThrow(/401/);
    // Revoking again finds it gone, which is fine.
    await client.revokeGrant(identity, tokens);
  });
});

describe('prices in minor units', () => {
  it("follows the currency's exponent and rounds half up", () => {
    expect(decimalToMinor('19.99', 'EUR')).toBe(1999);
    expect(decimalToMinor('20', 'USD')).toBe(2000);
    expect(decimalToMinor('0.5', 'EUR')).toBe(50);
    expect(decimalToMinor('1500', 'JPY')).toBe(1500);
    expect(decimalToMinor('1500.6', 'JPY')).toBe(1501);
    expect(decimalToMinor('1.2345', 'BHD')).toBe(1235);
    expect(() => decimalToMinor('-1.00', 'EUR')).toThrow();
  });
});
