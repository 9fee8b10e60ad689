import { describe, expect, it } from 'vitest';
import { installRefusalOf, shownByGlobalHandler, storeInputOf } from './install-errors';

describe('installRefusalOf', () => {
  it("reads the spec's integration codes", () => {
    expect(installRefusalOf('ESHOP_INTEGRATION_NOT_SIGNED_IN', 401)).toEqual({ kind: 'sign-in' });
    expect(installRefusalOf('ESHOP_INTEGRATION_NOT_SELLER', 403)).toEqual({ kind: 'not-seller' });
    expect(installRefusalOf('ESHOP_INTEGRATION_ALREADY_ADDED', 409)).toEqual({
      kind: 'already-added',
    });
  });

  it('says a platform without an app on this marketplace is not available, not that a link expired', () => {
    expect(installRefusalOf('ESHOP_PLATFORM_NOT_AVAILABLE', 404)).toEqual({
      kind: 'platform-unavailable',
    });
  });

  it('takes an unknown or expired claim for one to install again', () => {
    expect(installRefusalOf('NOT_FOUND', 404)).toEqual({ kind: 'claim-expired' });
    expect(installRefusalOf('VALIDATION_ERROR', 400)).toEqual({ kind: 'other' });
  });

  it("leaves the plan's refusals to the global plan dialog", () => {
    expect(shownByGlobalHandler('SUBSCRIPTION_LIMIT_REACHED')).toBe(true);
    expect(shownByGlobalHandler('ESHOP_INTEGRATION_NOT_SELLER')).toBe(false);
  });
});

describe('storeInputOf', () => {
  it('keeps only the host of a pasted Shopify address', () => {
    expect(storeInputOf('shopify', ' https://My-Shop.myshopify.com/admin?x=1 ')).toBe(
      'my-shop.myshopify.com',
    );
    expect(storeInputOf('shopify', 'demo.myshopify.com.')).toBe('demo.myshopify.com');
  });

  it("keeps a SHOPLINE store's handle", () => {
    expect(storeInputOf('shopline', 'https://My-Shop.myshopline.com/admin')).toBe('my-shop');
    expect(storeInputOf('shopline', 'my-shop')).toBe('my-shop');
  });

  it("finds a BigCommerce store's hash", () => {
    expect(storeInputOf('bigcommerce', 'https://store-AbC123.mybigcommerce.com/')).toBe('abc123');
    expect(storeInputOf('bigcommerce', 'https://store.bigcommerce.com/manage/stores/xyz9/x')).toBe(
      'xyz9',
    );
    expect(storeInputOf('bigcommerce', 'abc123')).toBe('abc123');
  });
});
