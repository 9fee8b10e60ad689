import { describe, expect, it } from 'vitest';
import { storePlatforms } from '@bazaar/contracts';
import { entryPoints, entryPointTarget } from './entry-points';

describe('entryPointTarget', () => {
  it('hands a Shopify install over to the api with its signed query untouched', () => {
    const search = '?hmac=ab%2Fcd&shop=demo.myshopify.com&timestamp=1700000000';
    expect(entryPointTarget(['shopify', 'oauth2', 'authorize'], search)).toBe(
      `/api/eshop-integrations/shopify/oauth2/authorize${search}`,
    );
  });

  it("maps the web's big-commerce spelling to the platform's name", () => {
    expect(entryPointTarget(['big-commerce', 'load'], 'signed_payload_jwt=x')).toBe(
      '/api/eshop-integrations/bigcommerce/load?signed_payload_jwt=x',
    );
  });

  it("opens the seller's e-shop page to detach a Shopify store", () => {
    expect(entryPointTarget(['shopify', 'oauth2', 'detach'], '?shop=demo.myshopify.com')).toBe(
      '/profile/e-shop-integration',
    );
  });

  it('keeps an empty query empty', () => {
    expect(entryPointTarget(['shopline', 'integrate'], '')).toBe(
      '/api/eshop-integrations/shopline/integrate',
    );
  });

  it('refuses an address that is not an entry point', () => {
    expect(entryPointTarget(['shopify', 'oauth2'], '')).toBeNull();
    expect(entryPointTarget(['complete-account'], '?claim=x')).toBeNull();
    expect(entryPointTarget(['..', 'users'], '')).toBeNull();
  });

  it('has the six entry points of spec §2, covering every platform', () => {
    expect(entryPoints.map((entry) => `/app/${entry.web}`)).toEqual([
      '/app/shopify/oauth2/authorize',
      '/app/shopify/oauth2/detach',
      '/app/shopline/install',
      '/app/shopline/integrate',
      '/app/big-commerce/auth',
      '/app/big-commerce/load',
    ]);
    expect(new Set(entryPoints.map((entry) => entry.platform))).toEqual(new Set(storePlatforms));
  });
});
