import { describe, expect, it } from 'vitest';
import { decideRouteAccess, findRouteRule, routeAccessTable } from './access';
import { accountTypes } from './enums';

describe('findRouteRule', () => {
  it('prefers a fixed segment over a parameter', () => {
    expect(findRouteRule('/shophub/add-product')?.pattern).toBe('/shophub/add-product');
    expect(findRouteRule('/shophub/electronics')?.pattern).toBe('/shophub/:section');
    expect(findRouteRule('/flea-market/latest-ads')?.pattern).toBe('/flea-market/latest-ads');
  });

  it('matches parameters and ignores the query string', () => {
    expect(findRouteRule('/profile/notifications/edit-notification/42?x=1')?.pattern).toBe(
      '/profile/notifications/edit-notification/:id',
    );
  });

  it('has no duplicate patterns', () => {
    const patterns = routeAccessTable.map((rule) => rule.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('decideRouteAccess', () => {
  it('lets everybody open public pages', () => {
    for (const type of [null, ...accountTypes]) {
      expect(decideRouteAccess('/shophub/item/abc', type)).toBe('allowed');
      expect(decideRouteAccess('/profile', type)).toBe('allowed');
    }
  });

  it('sends signed-out visitors to sign in on protected pages', () => {
    expect(decideRouteAccess('/favorites', null)).toBe('sign-in');
    expect(decideRouteAccess('/profile/settings', null)).toBe('sign-in');
  });

  it('follows the table of spec §6 for account types', () => {
    expect(decideRouteAccess('/shophub/add-product', 'SELLER')).toBe('allowed');
    expect(decideRouteAccess('/shophub/add-product', 'BUYER')).toBe('forbidden');
    expect(decideRouteAccess('/flea-market/edit-product/1', 'BUYER')).toBe('allowed');
    expect(decideRouteAccess('/flea-market/add-product', 'SELLER')).toBe('forbidden');
    expect(decideRouteAccess('/profile/user-manager', 'BUYER')).toBe('forbidden');
    expect(decideRouteAccess('/profile/user-manager', 'SUPER_ADMIN')).toBe('allowed');
    expect(decideRouteAccess('/logs', 'ADMIN')).toBe('allowed');
    expect(decideRouteAccess('/logs', 'SELLER')).toBe('forbidden');
    expect(decideRouteAccess('/profile/cart-history', 'ADMIN')).toBe('allowed');
    expect(decideRouteAccess('/profile/settings', 'ADMIN')).toBe('forbidden');
  });

  it('lets any signed-in account open the signed-in pages', () => {
    for (const type of accountTypes) {
      expect(decideRouteAccess('/notifications', type)).toBe('allowed');
      expect(decideRouteAccess('/user-agreement', type)).toBe('allowed');
    }
  });
});
