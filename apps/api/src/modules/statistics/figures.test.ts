import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  listingFigures,
  marketplaceSeriesOf,
  mergeListingDays,
  periodsBetween,
  periodStart,
  resolveMarketplaceWindow,
  resolvePeriod,
  seriesOf,
} from './figures';

describe('periods', () => {
  it('starts weeks on Mondays and months on the 1st', () => {
    expect(periodStart('2026-11-24', 'day')).toBe('2026-11-24');
    expect(periodStart('2026-11-24', 'week')).toBe('2026-11-23'); // a Tuesday
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(periodStart('2026-11-24', 'month')).toBe('2026-11-01');
  });

  it('lists every period of a range, across a year end', () => {
    expect(periodsBetween('2026-12-30', '2027-01-02', 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(periodsBetween('2026-11-15', '2027-02-01', 'month')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });

  it('defaults to the last 30 days and refuses backwards or overlong periods', () => {
    expect(resolvePeriod({}, '2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(resolvePeriod({ from: '2026-11-01' }, '2026-11-24')).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
    });
    expect(resolvePeriod({ from: '2026-11-02', to: '2026-11-01' }, '2026-11-24')).toHaveProperty(
      'error',
    );
    expect(resolvePeriod({ from: '2020-01-01', to: '2026-11-01' }, '2026-11-24')).toHaveProperty(
      'error',
    );
  });
});

describe('figures', () => {
  const rows = mergeListingDays(
    [
      { listingId: 'a', day: '2026-11-23', views: 10, cartAdds: 2 },
      { listingId: 'b', day: '2026-11-24', views: 4 },
    ],
    [{ listingId: 'a', day: '2026-11-23', orders: 1, revenueMinor: 1_999 }],
    [{ listingId: 'a', day: '2026-11-24', clicks: 3, spendMinor: 120 }],
  );

  it('merges the sources into one row per listing and day', () => {
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.listingId === 'a' && row.day === '2026-11-23')).toMatchObject({
      views: 10,
      cartAdds: 2,
      orders: 1,
      revenueMinor: 1_999,
    });
  });

  it('adds up totals with the conversion, null without views', () => {
    expect(figuresOf(rows)).toEqual({
      views: 14,
      clicks: 3,
      cart_adds: 2,
      orders: 1,
      conversion: 0.0714,
      revenue_minor: 1_999,
      spend_minor: 120,
    });
    expect(figuresOf([]).conversion).toBeNull();
  });

  it('fills every period, and ranks listings by views', () => {
    const series = seriesOf(rows, '2026-11-22', '2026-11-24', 'day');
    expect(series.map((point) => [point.period, point.views])).toEqual([
      ['2026-11-22', 0],
      ['2026-11-23', 10],
      ['2026-11-24', 4],
    ]);
    expect(
      seriesOf(rows, '2026-11-22', '2026-11-24', 'week').map((p) => [p.period, p.views]),
    ).toEqual([
      ['2026-11-16', 0],
      ['2026-11-23', 14],
    ]);
    expect(listingFigures(rows).map((row) => [row.listingId, row.views, row.spend_minor])).toEqual([
      ['a', 10, 120],
      ['b', 4, 0],
    ]);
  });
});

describe('the marketplace window', () => {
  it('takes the last 30 days by default and keeps the granularity asked for', () => {
    expect(resolveMarketplaceWindow({ granularity: 'week' }, '2026-11-25')).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
      granularity: 'week',
    });
  });

  it('allows 366 points and refuses the 367th', () => {
    expect(
      resolveMarketplaceWindow(
        { from: '2024-01-01', to: '2024-12-31', granularity: 'day' },
        '2026-11-25',
      ),
    ).toMatchObject({ from: '2024-01-01', to: '2024-12-31' });
    expect(
      resolveMarketplaceWindow(
        { from: '2024-01-01', to: '2025-01-01', granularity: 'day' },
        '2026-11-25',
      ),
    ).toMatchObject({ field: 'granularity' });
    // Two years fit in weeks and months.
    expect(
      resolveMarketplaceWindow(
        { from: '2024-01-01', to: '2025-12-31', granularity: 'week' },
        '2026-11-25',
      ),
    ).toMatchObject({ granularity: 'week' });
  });

  it('passes on the errors of the period', () => {
    expect(
      resolveMarketplaceWindow(
        { from: '2026-02-02', to: '2026-02-01', granularity: 'month' },
        '2026-11-25',
      ),
    ).toMatchObject({ field: 'to' });
    expect(
      resolveMarketplaceWindow(
        { from: '2020-01-01', to: '2026-01-01', granularity: 'month' },
        '2026-11-25',
      ),
    ).toMatchObject({ field: 'from' });
  });
});

describe('the marketplace series', () => {
  const none = {
    signUps: [],
    newListings: [],
    orders: [],
    reservations: [],
    conversations: [],
    charges: [],
  };

  it('fills every period, adds rows up by kind, and nets refunds', () => {
    const { series, totals } = marketplaceSeriesOf(
      {
        ...none,
        signUps: [
          { period: '2026-11-02', accountType: 'SELLER', count: 2 },
          { period: '2026-11-02', accountType: 'BUYER', count: 5 },
          { period: '2026-11-16', accountType: 'ADMIN', count: 1 },
        ],
        newListings: [
          { period: '2026-11-09', section: 'food', count: 3 },
          { period: '2026-11-09', section: 'property', count: 1 },
        ],
        orders: [{ period: '2026-11-16', count: 4 }],
        charges: [
          { period: '2026-11-02', purpose: 'subscription', amountMinor: 1_999 },
          { period: '2026-11-09', purpose: 'subscription', amountMinor: -999 },
          { period: '2026-11-09', purpose: 'advertising', amountMinor: 250 },
        ],
      },
      '2026-11-02',
      '2026-11-22',
      'week',
    );
    expect(series.map((point) => point.period)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(series[0]).toMatchObject({
      sign_ups: 7,
      sign_ups_by_type: { BUYER: 5, SELLER: 2, ADMIN: 0, SUPER_ADMIN: 0 },
      new_listings: 0,
      subscription_revenue_minor: 1_999,
    });
    expect(series[1]).toMatchObject({
      new_listings: 4,
      new_listings_by_division: { food: 3, property: 1, catalog: 0 },
      subscription_revenue_minor: -999,
      advertising_revenue_minor: 250,
    });
    expect(series[2]).toMatchObject({ sign_ups: 1, orders: 4, reservations: 0 });
    expect(totals).toMatchObject({
      sign_ups: 8,
      new_listings: 4,
      orders: 4,
      subscription_revenue_minor: 1_000,
      advertising_revenue_minor: 250,
    });
  });

  it('leaves out rows of periods outside the range', () => {
    const { series, totals } = marketplaceSeriesOf(
      {
        ...none,
        conversations: [
          { period: '2026-10-01', count: 9 },
          { period: '2026-11-01', count: 2 },
        ],
      },
      '2026-11-01',
      '2026-11-30',
      'month',
    );
    expect(series).toEqual([expect.objectContaining({ period: '2026-11-01', conversations: 2 })]);
    expect(totals.conversations).toBe(2);
  });
});
