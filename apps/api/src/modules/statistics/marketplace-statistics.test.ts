import { randomUUID } from 'node:crypto';
import {
  marketplaceStatistics,
  statisticsSummary,
  type MarketplaceStatistics,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatConversations,
  listings,
  orders,
  reservations,
  serviceSlots,
  users,
} from '../../db/schema';
import {
  requestSender,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { createTestClock } from '../../test/test-clock';

/*
 * The administrators' marketplace statistics (issue 21) over a seeded March 2021: three weeks
 * starting on Monday 1 March, far from the "today" other tests' rows are made on.
 */

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let admin: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
const clock = createTestClock();

const WEEKS = '?from=2021-03-01&to=2021-03-21&granularity=week';
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  admin = await signUpAdmin(app());
  seller = await signUpSeller(app());
  otherSeller = await signUpSeller(app());
  const buyer = await signUpBuyer(app());
  const early = await signUpBuyer(app());
  const late = await signUpBuyer(app());
  const db = app().db;

  // Accounts: one a week, and one just before and one just after the range.
  for (const [account, createdAt] of [
    [seller, '2021-03-01T10:00:00Z'],
    [otherSeller, '2021-03-09T23:30:00Z'],
    [buyer, '2021-03-15T00:00:00Z'],
    [early, '2021-02-28T23:59:59Z'],
    [late, '2021-03-22T00:00:00Z'],
  ] as const) {
    await db
      .update(users)
      .set({ createdAt: at(createdAt) })
      .where(eq(users.id, account.userId));
  }

  // Listings: two in the first week (Shop Hub, Services), one in the second, one after.
  const lamp = await insertListing(app(), seller.userId, { section: 'catalog' });
  const yoga = await insertListing(app(), seller.userId, { section: 'services' });
  const bike = await insertListing(app(), otherSeller.userId, { section: 'flea-market' });
  const later = await insertListing(app(), otherSeller.userId, { section: 'food' });
  for (const [listing, createdAt] of [
    [lamp, '2021-03-02T08:00:00Z'],
    [yoga, '2021-03-07T23:59:59Z'],
    [bike, '2021-03-10T12:00:00Z'],
    [later, '2021-03-22T00:00:01Z'],
  ] as const) {
    await db
      .update(listings)
      .set({ createdAt: at(createdAt) })
      .where(eq(listings.id, listing.id));
  }

  // Orders: two in the first week (one of them cancelled: still placed), one in the third.
  const order = (createdAt: string, status: 'placed' | 'cancelled' = 'placed') => ({
    buyerId: buyer.userId,
    sellerId: seller.userId,
    status,
    contactName: 'Greta Lange',
    contactEmail: buyer.email,
    fulfilment: 'pickup' as const,
    totalMinor: 2_500,
    currency: 'EUR',
    idempotencyKey: randomUUID(),
    createdAt: at(createdAt),
  });
  await db
    .insert(orders)
    .values([
      order('2021-03-03T09:00:00Z'),
      order('2021-03-03T18:00:00Z', 'cancelled'),
      order('2021-03-16T11:00:00Z'),
    ]);

  // A reservation in the second week.
  const [slot] = await db
    .insert(serviceSlots)
    .values({
      listingId: yoga.id,
      startsAt: at('2021-03-12T09:00:00Z'),
      endsAt: at('2021-03-12T10:00:00Z'),
      seats: 4,
      seatsTaken: 1,
      manual: true,
    })
    .returning({ id: serviceSlots.id });
  await db.insert(reservations).values({
    slotId: slot!.id,
    listingId: yoga.id,
    providerId: seller.userId,
    customerId: buyer.userId,
    seats: 1,
    status: 'confirmed',
    note: '',
    idempotencyKey: randomUUID(),
    createdAt: at('2021-03-10T15:00:00Z'),
  });

  // Conversations: one in the first week, one in the third.
  const [low, high] = [seller.userId, buyer.userId].sort();
  await db.insert(chatConversations).values([
    {
      subjectKind: 'listing',
      subjectId: lamp.id,
      lowPartyId: low!,
      highPartyId: high!,
      startedBy: buyer.userId,
      createdAt: at('2021-03-04T10:00:00Z'),
    },
    {
      subjectKind: 'listing',
      subjectId: yoga.id,
      lowPartyId: low!,
      highPartyId: high!,
      startedBy: buyer.userId,
      createdAt: at('2021-03-20T10:00:00Z'),
    },
  ]);

  // Money: a top-up (not revenue), two subscription charges (the second refunded a week later)
  // and an advertising charge, each posted on its day (the ledger is append only: its clock).
  const ledger = app().ledger;
  const on = async <T>(iso: string, post: () => Promise<T>): Promise<T> => {
    clock.reset();
    clock.advance(Date.parse(iso) - Date.now());
    try {
      return await post();
    } finally {
      clock.reset();
    }
  };
  const key = () => `test:${randomUUID()}`;
  const eur = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
  await on('2021-03-01T12:00:00Z', () =>
    ledger.credit({
      userId: seller.userId,
      amount: eur(10_000),
      source: { authorId: admin.userId },
      idempotencyKey: key(),
      description: 'Top-up',
    }),
  );
  const charge = (iso: string, amount: number, purpose: 'subscription' | 'advertising') =>
    on(iso, () =>
      ledger.charge({
        userId: seller.userId,
        amount: eur(amount),
        purpose,
        idempotencyKey: key(),
        description: purpose,
      }),
    );
  await charge('2021-03-02T12:00:00Z', 1_999, 'subscription');
  const upgrade = await charge('2021-03-08T12:00:00Z', 999, 'subscription');
  await charge('2021-03-11T12:00:00Z', 500, 'advertising');
  await on('2021-03-16T12:00:00Z', () =>
    ledger.refund({ transactionId: upgrade.transactionId, idempotencyKey: key() }),
  );
});

afterAll(async () => {
  await testApp?.close();
});

async function figures(query: string, who: SignedIn = admin): Promise<MarketplaceStatistics> {
  const response = await send('GET', `/api/statistics/marketplace${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return marketplaceStatistics.parse(response.json());
}

describe('the marketplace statistics of administrators', () => {
  it('count accounts, listings, orders, reservations, conversations and revenue per week', async () => {
    const answer = await figures(WEEKS);
    expect(answer).toMatchObject({
      from: '2021-03-01',
      to: '2021-03-21',
      granularity: 'week',
      currency: 'EUR',
    });
    expect(answer.series.map((point) => point.period)).toEqual([
      '2021-03-01',
      '2021-03-08',
      '2021-03-15',
    ]);
    const [first, second, third] = answer.series;
    expect(first).toMatchObject({
      sign_ups: 1,
      sign_ups_by_type: { BUYER: 0, SELLER: 1, ADMIN: 0, SUPER_ADMIN: 0 },
      new_listings: 2,
      new_listings_by_division: { catalog: 1, services: 1, 'flea-market': 0, food: 0 },
      orders: 2,
      reservations: 0,
      conversations: 1,
      subscription_revenue_minor: 1_999,
      advertising_revenue_minor: 0,
    });
    expect(second).toMatchObject({
      sign_ups: 1,
      sign_ups_by_type: { SELLER: 1 },
      new_listings: 1,
      new_listings_by_division: { 'flea-market': 1 },
      orders: 0,
      reservations: 1,
      conversations: 0,
      subscription_revenue_minor: 999,
      advertising_revenue_minor: 500,
    });
    // The refund of the second week's charge lowers the week it was made in.
    expect(third).toMatchObject({
      sign_ups: 1,
      sign_ups_by_type: { BUYER: 1 },
      new_listings: 0,
      orders: 1,
      reservations: 0,
      conversations: 1,
      subscription_revenue_minor: -999,
      advertising_revenue_minor: 0,
    });
    expect(answer.totals).toMatchObject({
      sign_ups: 3,
      sign_ups_by_type: { BUYER: 1, SELLER: 2 },
      new_listings: 3,
      new_listings_by_division: { catalog: 1, services: 1, 'flea-market': 1, food: 0 },
      orders: 3,
      reservations: 1,
      conversations: 2,
      subscription_revenue_minor: 1_999,
      advertising_revenue_minor: 500,
    });
  });

  it('cut the same figures into days and months, with zeros where nothing happened', async () => {
    const days = await figures('?from=2021-03-01&to=2021-03-21');
    expect(days.granularity).toBe('day');
    expect(days.series).toHaveLength(21);
    const day = (period: string) => days.series.find((point) => point.period === period)!;
    expect(day('2021-03-07')).toMatchObject({ new_listings: 1, sign_ups: 0 });
    expect(day('2021-03-09')).toMatchObject({ sign_ups: 1 });
    expect(day('2021-03-10')).toMatchObject({ sign_ups: 0, new_listings: 1, reservations: 1 });
    expect(day('2021-03-05')).toMatchObject({ sign_ups: 0, orders: 0, new_listings: 0 });
    expect(days.totals).toEqual((await figures(WEEKS)).totals);

    const months = await figures('?from=2021-02-01&to=2021-03-31&granularity=month');
    expect(months.series.map((point) => point.period)).toEqual(['2021-02-01', '2021-03-01']);
    expect(months.series[0]).toMatchObject({ sign_ups: 1, new_listings: 0 });
    expect(months.series[1]).toMatchObject({
      sign_ups: 4,
      new_listings: 4,
      subscription_revenue_minor: 1_999,
    });
  });

  it('export the series as CSV, one row per period', async () => {
    const response = await send('GET', `/api/statistics/marketplace/export${WEEKS}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="marketplace-statistics-2021-03-01-2021-03-21.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      [
        'Period start',
        'Sign-ups',
        'Sign-ups: Buyers',
        'Sign-ups: Sellers',
        'Sign-ups: Administrators',
        'Sign-ups: Super administrators',
        'New listings',
        'New listings: Shop Hub',
        'New listings: Flea Market',
        'New listings: Food',
        'New listings: Automarket',
        'New listings: Property',
        'New listings: Services',
        'Orders',
        'Reservations',
        'Conversations',
        'Subscription revenue',
        'Advertising revenue',
        'Currency',
      ].join(','),
    );
    expect(lines.slice(1, -1)).toEqual([
      '2021-03-01,1,0,1,0,0,2,1,0,0,0,0,1,2,0,1,19.99,0.00,EUR',
      '2021-03-08,1,0,1,0,0,1,0,1,0,0,0,0,0,1,0,9.99,5.00,EUR',
      '2021-03-15,1,1,0,0,0,0,0,0,0,0,0,0,1,0,1,-9.99,0.00,EUR',
    ]);
  });

  it('default to the last 30 days by day', async () => {
    const answer = await figures('');
    expect(answer.granularity).toBe('day');
    expect(answer.series).toHaveLength(30);
    expect(answer.to).toBe(new Date().toISOString().slice(0, 10));
    // Today's accounts are this file's (signed up in beforeAll) and moved away, but the admin.
    expect(answer.totals.sign_ups).toBeGreaterThanOrEqual(1);
  });

  it('refuse a bad period and more periods than one answer holds', async () => {
    for (const [query, field] of [
      ['?from=2021-03-21&to=2021-03-01', 'to'],
      ['?from=2021-02-30', 'from'],
      ['?granularity=year', 'granularity'],
      ['?from=2019-01-01&to=2021-03-01&granularity=week', 'from'],
      ['?from=2020-01-01&to=2021-03-01', 'granularity'],
    ] as const) {
      const response = await send('GET', `/api/statistics/marketplace${query}`, admin);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json(), query).toMatchObject({ status: 400, error_code: 'VALIDATION' });
      expect(response.body, query).toContain(field);
      const exported = await send('GET', `/api/statistics/marketplace/export${query}`, admin);
      expect(exported.statusCode, query).toBe(400);
    }
    // The same year and a quarter fits in weeks.
    const weeks = await figures('?from=2020-01-01&to=2021-03-01&granularity=week');
    expect(weeks.series).toHaveLength(62);
  });

  it('are for administrators only: sellers keep their own view, visitors sign in', async () => {
    for (const path of ['/api/statistics/marketplace', '/api/statistics/marketplace/export']) {
      expect((await send('GET', path, seller)).statusCode).toBe(403);
      expect((await send('GET', path, otherSeller)).statusCode).toBe(403);
      expect((await app().inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
    const own = await send('GET', '/api/statistics', seller);
    expect(own.statusCode, own.body).toBe(200);
    expect(statisticsSummary.parse(own.json()).series).toHaveLength(30);
  });
});
