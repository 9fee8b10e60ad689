import { eshopClaimAttachResponse } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eshopConnections,
  eshopInstallClaims,
  eshopInstallStates,
} from '../../db/schema/eshop-integrations';
import { signUpBuyer, signUpSeller } from '../../test/accounts';
import type { StandInShop } from '../../test/stand-ins/shopify-stand-in';
import { cookieOf, eshopTestApp, HARBOUR } from './eshop-integrations.test-kit';

const { app, send, standIn, pressInstall, callback, connectionsOf, connected } = eshopTestApp();

describe('installing from Shopify, then completing the account', () => {
  async function installFromShopify(shop: string) {
    // The web's /app/shopify/oauth2/authorize forwards Shopify's request to the api.
    const link = new URL(standIn().installLink(shop));
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

  it('refuses an install request that Shopify did not sign, or that is stale, and stores no state', async () => {
    const link = new URL(standIn().installLink(HARBOUR));
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

  it('keeps a claim that a seller attaches once; a buyer and a visitor are refused', async () => {
    const shop: StandInShop = {
      domain: 'claimed.myshopify.com',
      name: 'Claimed store',
      currency: 'GBP',
      products: [],
    };
    standIn().shops.set(shop.domain, shop);
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
    standIn().shops.set(shop.domain, shop);
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
