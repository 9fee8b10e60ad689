import { randomUUID } from 'node:crypto';
import {
  advertisingImpressions,
  errorEnvelopeSchema,
  order as orderSchema,
  type Order,
} from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { BROWSER, statisticsRequests } from '../../test/statistics-requests';

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
const { view, summary, listingRows } = statisticsRequests(app);
let admin: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAdmin(app());
});

afterAll(async () => {
  await testApp?.close();
});

async function placeOrder(buyer: SignedIn, listingId: string, sellerId: string, quantity = 1) {
  const added = await send(
    'POST',
    '/api/carts/items',
    buyer,
    { product_id: listingId, quantity },
    { 'idempotency-key': randomUUID() },
  );
  expect(added.statusCode, added.body).toBe(200);
  const response = await send(
    'POST',
    `/api/carts/${sellerId}/checkout`,
    buyer,
    { contact: { name: 'Greta Lange', email: buyer.email }, fulfilment: 'pickup', note: '' },
    { 'idempotency-key': randomUUID() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return orderSchema.parse(response.json()) as Order;
}

describe('the statistics of listings', () => {
  it('count cart adds and orders with revenue and conversion, for the seller only', async () => {
    const seller = await signUpSeller(app());
    const other = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    const lamp = await insertListing(app(), seller.userId, {
      title: 'Brass lamp',
      priceMinor: 2_500,
      quantity: 10,
    });
    const chair = await insertListing(app(), seller.userId, {
      title: '=Chair, oak',
      priceMinor: 4_000,
    });
    const theirs = await insertListing(app(), other.userId, { title: 'Their kettle' });

    await view(lamp.id, { ip: '192.0.2.1' });
    await view(lamp.id, { ip: '192.0.2.2' });
    await view(chair.id, { ip: '192.0.2.3' });
    await view(theirs.id, { ip: '192.0.2.4' });
    await placeOrder(buyer, lamp.id, seller.userId, 2);

    // Cart adds arrive through the outbox, after the add's answer.
    await eventually(async () => {
      const rows = await listingRows(seller);
      return rows.items.find((row) => row.listing_id === lamp.id)?.cart_adds === 1 || undefined;
    });
    const { items } = await listingRows(seller);
    expect(items.map((row) => row.title)).toEqual(['Brass lamp', '=Chair, oak']);
    expect(items[0]).toMatchObject({
      views: 2,
      cart_adds: 1,
      orders: 1,
      conversion: 0.5,
      revenue_minor: 5_000,
      spend_minor: 0,
      clicks: 0,
    });
    expect(items[1]).toMatchObject({ views: 1, orders: 0, conversion: 0 });

    const totals = (await summary(seller, '?granularity=week')).totals;
    expect(totals).toMatchObject({ views: 3, cart_adds: 1, orders: 1, revenue_minor: 5_000 });
    const one = await summary(seller, `?listing=${chair.id}`);
    expect(one.totals.views).toBe(1);

    // Another seller's listing is not theirs to read.
    const refused = await send('GET', `/api/statistics?listing=${theirs.id}`, seller);
    expect(refused.statusCode).toBe(404);
    const otherSeller = await send('GET', `/api/statistics?seller=${other.userId}`, seller);
    expect(otherSeller.statusCode).toBe(403);
  });

  it('shows administrators every seller, or one', async () => {
    const seller = await signUpSeller(app());
    const listing = await insertListing(app(), seller.userId, { title: 'Admin-visible stool' });
    await view(listing.id, { ip: '192.0.2.50' });

    const all = await listingRows(admin);
    expect(all.items.some((row) => row.listing_id === listing.id)).toBe(true);
    const one = await listingRows(admin, `?seller=${seller.userId}`);
    expect(one.items.map((row) => row.listing_id)).toEqual([listing.id]);
    expect(one.items[0]!.seller.id).toBe(seller.userId);
    expect((await summary(admin, `?seller=${seller.userId}`)).totals.views).toBe(1);
  });

  it('refuses buyers and visitors', async () => {
    const buyer = await signUpBuyer(app());
    for (const url of [
      '/api/statistics',
      '/api/statistics/listings',
      '/api/statistics/listings/export',
    ]) {
      const response = await send('GET', url, buyer);
      expect(response.statusCode, url).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).error_code).toBe('FORBIDDEN');
      expect((await send('GET', url)).statusCode, url).toBe(401);
    }
  });

  it('checks the period and groups days into weeks and months', async () => {
    const seller = await signUpSeller(app());
    const backwards = await send('GET', '/api/statistics?from=2026-03-10&to=2026-03-01', seller);
    expect(backwards.statusCode).toBe(400);
    const tooLong = await send('GET', '/api/statistics?from=2020-01-01&to=2026-01-01', seller);
    expect(tooLong.statusCode).toBe(400);
    const months = await summary(seller, '?from=2026-01-15&to=2026-03-02&granularity=month');
    expect(months.series.map((point) => point.period)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    const weeks = await summary(seller, '?from=2026-03-04&to=2026-03-16&granularity=week');
    expect(weeks.series.map((point) => point.period)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
  });

  it('exports the per-listing table as CSV, formulas defused', async () => {
    const seller = await signUpSeller(app());
    const listing = await insertListing(app(), seller.userId, { title: '=HYPERLINK("x")' });
    await view(listing.id, { ip: '192.0.2.77' });
    const response = await send('GET', '/api/statistics/listings/export', seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Listing,Seller,Views,Clicks,Added to cart,Orders,Conversion (%),Revenue,Promotion spend,Currency,Listing id',
    );
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",.*,1,0,0,0,0\.00,0\.00,0\.00,EUR,/);
    expect(lines).toHaveLength(2);
  });
});

describe('promotion figures', () => {
  it("come from the advertising module: the listing's ad views, clicks and spend", async () => {
    const seller = await signUpSeller(app());
    const listing = await insertListing(app(), seller.userId, { title: 'Promoted bench' });
    const other = await insertListing(app(), seller.userId, { title: 'Plain bench' });
    await app().ledger.credit({
      userId: seller.userId,
      amount: { amount_minor: 5_000, currency: 'EUR' },
      source: { authorId: admin.userId },
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Test credit',
    });
    const created = await send('POST', '/api/advertising/campaigns', seller, {
      listing_id: listing.id,
      placement: 'home',
      pricing: 'cpc',
      bid_minor: 60,
      daily_budget_minor: 500,
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = (created.json() as { id: string }).id;
    // Two visitors see the ad, and both open it with the impression token the view answered.
    for (const ip of ['203.0.113.71', '203.0.113.72']) {
      const beacon = (url: string, payload: Record<string, unknown>) =>
        app().inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          headers: { 'user-agent': BROWSER },
          payload,
        });
      const seen = await beacon('/api/advertising/views', { campaign_ids: [campaignId] });
      expect(seen.statusCode, seen.body).toBe(200);
      const [impression] = advertisingImpressions.parse(seen.json()).impressions;
      const opened = await beacon('/api/advertising/clicks', {
        campaign_id: campaignId,
        impression: impression?.token,
      });
      expect(opened.statusCode, opened.body).toBe(204);
    }

    const { items } = await listingRows(seller);
    const promoted = items.find((row) => row.listing_id === listing.id);
    expect(promoted).toMatchObject({ clicks: 2, spend_minor: 120 });
    expect((await summary(seller)).totals).toMatchObject({ clicks: 2, spend_minor: 120 });
    expect((await summary(seller, `?listing=${other.id}`)).totals.spend_minor).toBe(0);
  });
});
