import { describe, expect, it } from 'vitest';
import { isAddPage, sellLocation } from './sell-location';

describe('sellLocation', () => {
  it('leads a business account to its Shop Hub products and a private user to Flea Market ads', () => {
    expect(sellLocation('SELLER', '/')).toBe('/shophub/add-product');
    expect(sellLocation('BUYER', '/')).toBe('/flea-market/add-product');
    expect(sellLocation('BUYER', '/profile/my-ads?x=1')).toBe('/flea-market/add-product');
  });

  it("leads to the division's own add page where the account may add", () => {
    expect(sellLocation('SELLER', '/services/cleaning')).toBe('/services/add-product');
    expect(sellLocation('BUYER', '/food')).toBe('/food/add-product');
    expect(sellLocation('BUYER', '/property/item/1')).toBe('/property/add-product');
    // Flea Market ads are for private users, Shop Hub products for businesses.
    expect(sellLocation('SELLER', '/flea-market')).toBe('/shophub/add-product');
    expect(sellLocation('BUYER', '/shophub/phones')).toBe('/flea-market/add-product');
  });

  it('offers administrators nothing', () => {
    expect(sellLocation('ADMIN', '/')).toBeNull();
    expect(sellLocation('SUPER_ADMIN', '/services')).toBeNull();
  });

  it('sends a visitor to sign in on the way to an add page: the division’s, else a private user’s', () => {
    expect(sellLocation(null, '/auto-market')).toBe(
      '/auth/sign-in?continue=%2Fauto-market%2Fadd-product',
    );
    expect(sellLocation(null, '/shophub/phones?sort=new')).toBe(
      '/auth/sign-in?continue=%2Fshophub%2Fadd-product',
    );
    expect(sellLocation(null, '/')).toBe('/auth/sign-in?continue=%2Fflea-market%2Fadd-product');
    expect(sellLocation(null, '/profile/my-ads')).toBe(
      '/auth/sign-in?continue=%2Fflea-market%2Fadd-product',
    );
  });
});

describe('isAddPage', () => {
  it('knows the divisions’ add pages and nothing else', () => {
    expect(isAddPage('/flea-market/add-product')).toBe(true);
    expect(isAddPage('/services/add-product')).toBe(true);
    expect(isAddPage('/flea-market')).toBe(false);
    expect(isAddPage('/profile/add-product')).toBe(false);
    expect(isAddPage('/flea-market/edit-product/1')).toBe(false);
  });
});
