import { describe, expect, it } from 'vitest';
import { mayChangeSharedPages, sharedPagesChange } from './shared-pages';

describe('mayChangeSharedPages', () => {
  it('counts listing, seller, order, checkout and admin writes, and unknown ones', () => {
    for (const url of [
      '/api/products/me/catalog/1',
      '/api/admin/products/1/block',
      '/api/sellers/me/logo',
      '/api/users/me/avatar',
      '/api/orders/1/status',
      '/api/carts/seller-1/checkout',
      // A review, its reply and hiding it change the seller's rating on cards and item pages.
      '/api/feedbacks',
      '/api/feedbacks/1/reply',
      '/api/admin/feedbacks/1/hidden',
      // Pages are rendered with their ads: a campaign started, paused or stopped shows at once.
      '/api/advertising/campaigns',
      '/api/advertising/campaigns/1',
      '/api/advertising/campaigns/1/stop',
      '/api/listings/1',
      // A provider's schedule and slots: rare, and counted.
      '/api/services/1/schedule',
      '/api/services/1/slots',
      '/api/something-new',
    ]) {
      expect(mayChangeSharedPages(url), url).toBe(true);
    }
  });

  it("leaves out sessions, carts, a visitor's own lists, chat, reports and the ad beacons", () => {
    for (const url of [
      '/api/auth/refresh',
      '/api/auth/sign-in',
      '/api/view-as/stop',
      '/api/carts/items',
      '/api/carts',
      '/api/users/me/favorites/1',
      '/api/users/me/comparison',
      '/api/error-logs',
      '/api/notifications/viewed',
      '/api/support-requests',
      '/api/users/me/followed-sellers/1',
      '/api/feedbacks/1/reports',
      '/api/chat/messages',
      '/api/chat/conversations/1/read',
      // The view beacon of every page must not clear the cache.
      '/api/advertising/views',
      '/api/advertising/clicks',
      // Free seats are fetched in the browser: bookings never change a cached page.
      '/api/services/slots/1/reservations',
      '/api/services/reservations/1',
      '/api/services/slots/1/waitlist',
      '/api/services/1/waitlist',
    ]) {
      expect(mayChangeSharedPages(url), url).toBe(false);
    }
  });

  it('leaves out the reports every page sends: an item page view and the analytics beacon', () => {
    expect(mayChangeSharedPages('/api/listings/4f1c/views')).toBe(false);
    expect(mayChangeSharedPages('/api/analytics?token=abc')).toBe(false);
  });
});

describe('sharedPagesChange', () => {
  const id = '0b5c8f3e-4d1a-4c2b-9a7e-5f6d7e8f9a0b';

  it('reads the two kinds of announcement', () => {
    expect(sharedPagesChange.parse({ listings: [id] })).toEqual({ listings: [id] });
    expect(sharedPagesChange.parse({ everything: true })).toEqual({ everything: true });
  });

  it('refuses anything else', () => {
    for (const message of [
      {},
      { listings: [] },
      { listings: ['not-an-id'] },
      { listings: [id], everything: true },
      { everything: false },
      'everything',
      null,
    ]) {
      expect(sharedPagesChange.safeParse(message).success, JSON.stringify(message)).toBe(false);
    }
  });
});
