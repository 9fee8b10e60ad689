import { describe, expect, it } from 'vitest';
import { decideRouteAccess } from './access';
import { accountTypes } from './enums';
import { accountMenus } from './menus';

describe('accountMenus', () => {
  it('lists the buyer menu of spec §2', () => {
    expect(accountMenus.BUYER.map((entry) => entry.label)).toEqual([
      'Profile Settings',
      'My Ads',
      'Slots',
      'Cart History',
      'PrePay History',
      'My Products added to Carts',
      'Feedbacks',
      'My People',
      'Sign Out',
    ]);
  });

  it('lists the seller menu of spec §2', () => {
    expect(accountMenus.SELLER.map((entry) => entry.label)).toEqual([
      'Profile Settings',
      'E-Shop Integration',
      'Cart History',
      'PrePay History',
      'My Subscription',
      'Manage My Listings',
      'Advertising',
      'Slots',
      'Importing',
      'My Products added to Carts',
      'Feedbacks',
      'Statistic',
      'Sign Out',
    ]);
  });

  it('gives admins and super admins the same administration menu', () => {
    expect(accountMenus.ADMIN).toEqual(accountMenus.SUPER_ADMIN);
    expect(accountMenus.ADMIN.at(0)?.label).toBe('User Manager');
    expect(accountMenus.ADMIN.at(-2)?.label).toBe('Catalogue Structure');
  });

  it('gives administrators the Advertising page they may use (spec §6)', () => {
    expect(accountMenus.ADMIN.map((entry) => entry.path)).toContain('/profile/advertising');
  });

  it('only links to pages the account type may open', () => {
    for (const type of accountTypes) {
      for (const entry of accountMenus[type]) {
        if (entry.path) expect(decideRouteAccess(entry.path, type)).toBe('allowed');
      }
    }
  });
});
