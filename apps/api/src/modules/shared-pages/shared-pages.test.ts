import { randomUUID } from 'node:crypto';
import {
  SHARED_PAGES_CHANGED_CHANNEL,
  sharedPagesChange,
  type CheckoutBody,
  type SharedPagesChange,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eventually,
  requestSender,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { redisRelay, testRedisAvailable, testRedisUrl } from '../../test/test-redis';
import { createSharedPagesAnnouncer } from './shared-pages-announcer';
import { changesAnySharedPage } from './shared-page-writes';
import { stockMoveChange } from './shared-pages.subscribers';

describe('changesAnySharedPage', () => {
  it('counts accepted writes that may show on a shared page', () => {
    expect(changesAnySharedPage('POST', '/api/admin/products/1/block', 200)).toBe(true);
    expect(changesAnySharedPage('PATCH', '/api/products/me/catalog/1', 200)).toBe(true);
    expect(changesAnySharedPage('DELETE', '/api/products/1', 204)).toBe(true);
    expect(changesAnySharedPage('PUT', '/api/admin/catalog/nodes/1/place', 200)).toBe(true);
  });

  it('leaves out reads, refused writes and private writes', () => {
    expect(changesAnySharedPage('GET', '/api/products/1', 200)).toBe(false);
    expect(changesAnySharedPage('HEAD', '/api/products/1', 200)).toBe(false);
    expect(changesAnySharedPage('POST', '/api/admin/products/1/block', 403)).toBe(false);
    expect(changesAnySharedPage('PATCH', '/api/products/me/catalog/1', 400)).toBe(false);
    expect(changesAnySharedPage('POST', '/api/carts/items', 200)).toBe(false);
    expect(changesAnySharedPage('POST', '/api/listings/1/views', 204)).toBe(false);
  });

  it('leaves checkouts and order status changes to the listings their events announce', () => {
    expect(changesAnySharedPage('POST', '/api/carts/seller-1/checkout', 201)).toBe(false);
    expect(changesAnySharedPage('PATCH', '/api/orders/1/status', 200)).toBe(false);
  });
});

describe('stockMoveChange', () => {
  const [a, b] = [randomUUID(), randomUUID()];

  it("names the order's listings while none sells out or comes back from sold out", () => {
    const lines = [
      { listingId: a, quantity: 2 },
      { listingId: b, quantity: 1 },
    ];
    const stock = new Map([
      [a, 3],
      [b, 5],
    ]);
    expect(stockMoveChange(lines, stock, 'taken')).toEqual({ listings: [a, b] });
    expect(stockMoveChange(lines, stock, 'given back')).toEqual({ listings: [a, b] });
  });

  it('announces everything when a listing sells out: its card says "Sold Out"', () => {
    const lines = [
      { listingId: a, quantity: 2 },
      { listingId: b, quantity: 1 },
    ];
    const stock = new Map([
      [a, 3],
      [b, 0],
    ]);
    expect(stockMoveChange(lines, stock, 'taken')).toEqual({ everything: true });
  });

  it('announces everything when stock comes back to a listing that was sold out', () => {
    const lines = [{ listingId: a, quantity: 2 }];
    expect(stockMoveChange(lines, new Map([[a, 2]]), 'given back')).toEqual({ everything: true });
    expect(stockMoveChange(lines, new Map([[a, 3]]), 'given back')).toEqual({ listings: [a] });
  });

  it('leaves out listings deleted since, and announces nothing when none is left', () => {
    const lines = [
      { listingId: a, quantity: 1 },
      { listingId: b, quantity: 1 },
    ];
    expect(stockMoveChange(lines, new Map([[a, 4]]), 'taken')).toEqual({ listings: [a] });
    expect(stockMoveChange(lines, new Map(), 'taken')).toBeNull();
  });
});

const redisAvailable = await testRedisAvailable();

const pickup: CheckoutBody = {
  contact: { name: 'Greta Lange', email: 'greta@example.test', phone: '+49 30 1234567' },
  fulfilment: 'pickup',
};

describe.skipIf(!redisAvailable)('announcements on Redis', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const send = requestSender(app);
  let listener: ReturnType<typeof createClient>;
  /** Every announcement heard since the test began (other test files may announce too). */
  let heard: SharedPagesChange[] = [];
  let seller: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    listener = createClient({ url: testRedisUrl });
    await listener.connect();
    await listener.subscribe(SHARED_PAGES_CHANGED_CHANNEL, (message) => {
      heard.push(sharedPagesChange.parse(JSON.parse(message)));
    });
    testApp = await buildTestApp({ env: { REDIS_URL: testRedisUrl } });
    seller = await signUpSeller(app());
    buyer = await signUpBuyer(app());
  });

  afterAll(async () => {
    await testApp?.close();
    await listener?.quit();
  });

  beforeEach(() => {
    heard = [];
  });

  const announcementsOf = (listingId: string) =>
    heard.filter((change) => 'listings' in change && change.listings.includes(listingId));

  async function placeOrder(listingId: string, quantity: number): Promise<string> {
    const added = await send(
      'POST',
      '/api/carts/items',
      buyer,
      { product_id: listingId, quantity },
      { 'idempotency-key': randomUUID() },
    );
    expect(added.statusCode, added.body).toBe(200);
    const placed = await send('POST', `/api/carts/${seller.userId}/checkout`, buyer, pickup, {
      'idempotency-key': randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return (placed.json() as { id: string }).id;
  }

  it('announces everything after an accepted write that may show on a shared page', async () => {
    const admin = await signUpAdmin(app());
    const listing = await insertListing(app(), seller.userId);
    heard = [];
    const blocked = await send('POST', `/api/admin/products/${listing.id}/block`, admin, {
      reason: 'Counterfeit goods',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await eventually(() => heard.find((change) => 'everything' in change));
  });

  it("announces a checkout as the item pages of the order's listings", async () => {
    const lantern = await insertListing(app(), seller.userId, { quantity: 5 });
    await placeOrder(lantern.id, 2);
    expect(await eventually(() => announcementsOf(lantern.id)[0])).toEqual({
      listings: [lantern.id],
    });
  });

  it('announces everything when a checkout sells a listing out, and when its stock comes back', async () => {
    const lastOne = await insertListing(app(), seller.userId, { quantity: 1 });
    const orderId = await placeOrder(lastOne.id, 1);
    await eventually(() => heard.find((change) => 'everything' in change));
    heard = [];
    const declined = await send('PATCH', `/api/orders/${orderId}/status`, seller, {
      status: 'declined',
      reason: 'Out of stock',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await eventually(() => heard.find((change) => 'everything' in change));
    expect(announcementsOf(lastOne.id)).toEqual([]);
  });

  it('announces the listings of an order declined or cancelled, which gives their stock back', async () => {
    const honey = await insertListing(app(), seller.userId, { section: 'food', quantity: 9 });
    const orderId = await placeOrder(honey.id, 1);
    await eventually(() => announcementsOf(honey.id)[0]);
    const accepted = await send('PATCH', `/api/orders/${orderId}/status`, seller, {
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cancelled = await send('PATCH', `/api/orders/${orderId}/status`, seller, {
      status: 'cancelled',
      reason: 'The bees are on strike',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The placing and the cancelling; accepting moved no stock.
    await eventually(() => (announcementsOf(honey.id).length === 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(announcementsOf(honey.id)).toHaveLength(2);
  });
});

describe.skipIf(!redisAvailable)('the announcer without Redis', () => {
  it('logs a warning instead of failing or waiting, and closes', async () => {
    const relay = await redisRelay();
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const announcer = await createSharedPagesAnnouncer({ redisUrl: relay.url, log });
    relay.goAway();
    await eventually(() => (warn.mock.calls.length > 0 ? true : undefined));
    const startedAt = Date.now();
    await announcer.announce({ everything: true });
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ change: { everything: true } }),
      expect.stringContaining('could not be announced'),
    );
    await announcer.close();
  });
});
