import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  listingFigures,
  mergeListingDays,
  periodsBetween,
  periodStart,
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
