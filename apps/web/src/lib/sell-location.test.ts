import { describe, expect, it } from 'vitest';
import { sellLocation } from './sell-location';

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

  it('sends a visitor to sign in, then on to an add page every seller may use, else back', () => {
    expect(sellLocation(null, '/auto-market')).toBe(
      '/auth/sign-in?continue=%2Fauto-market%2Fadd-product',
    );
    expect(sellLocation(null, '/shophub/phones?sort=new')).toBe(
      '/auth/sign-in?continue=%2Fshophub%2Fphones%3Fsort%3Dnew',
    );
    expect(sellLocation(null, '/')).toBe('/auth/sign-in?continue=%2F');
  });
});
