import { describe, expect, it } from 'vitest';
import {
  hasStatisticsFilters,
  noStatisticsFilters,
  showsMarketplace,
  statisticsFiltersFromSearchParams,
  statisticsFiltersToSearchParams,
} from './filters';

const SELLER = '0b5c3d4e-1f2a-4b6c-8d9e-0f1a2b3c4d5e';

describe('statistics filters', () => {
  it('read the address, keeping only what is valid', () => {
    const params = new URLSearchParams(
      `granularity=week&from=2026-11-01&to=2026-02-30&listing=nope&seller=${SELLER}`,
    );
    expect(statisticsFiltersFromSearchParams(params, 'ADMIN')).toEqual({
      granularity: 'week',
      from: '2026-11-01',
      to: null,
      listing: null,
      seller: SELLER,
      view: null,
    });
    // Only administrators choose a seller.
    expect(statisticsFiltersFromSearchParams(params, 'SELLER').seller).toBeNull();
    // Administrators see the marketplace unless they ask for the listings; sellers their listings.
    const listings = new URLSearchParams('view=listings');
    expect(statisticsFiltersFromSearchParams(listings, 'SUPER_ADMIN').view).toBe('listings');
    expect(statisticsFiltersFromSearchParams(listings, 'SELLER').view).toBeNull();
    expect(showsMarketplace(statisticsFiltersFromSearchParams(listings, 'ADMIN'), 'ADMIN')).toBe(
      false,
    );
    expect(showsMarketplace(noStatisticsFilters, 'ADMIN')).toBe(true);
    expect(showsMarketplace(noStatisticsFilters, 'SELLER')).toBe(false);
    expect(
      statisticsFiltersFromSearchParams(new URLSearchParams('granularity=year'), 'SELLER')
        .granularity,
    ).toBe('day');
  });

  it('write back only what differs from the defaults', () => {
    expect(statisticsFiltersToSearchParams(noStatisticsFilters).toString()).toBe('');
    expect(hasStatisticsFilters(noStatisticsFilters)).toBe(false);
    const filters = { ...noStatisticsFilters, granularity: 'month' as const, from: '2026-01-01' };
    expect(statisticsFiltersToSearchParams(filters).toString()).toBe(
      'granularity=month&from=2026-01-01',
    );
    expect(hasStatisticsFilters(filters)).toBe(true);
    // The view stays in the address but is not a filter to reset.
    const listings = { ...noStatisticsFilters, view: 'listings' as const };
    expect(statisticsFiltersToSearchParams(listings).toString()).toBe('view=listings');
    expect(hasStatisticsFilters(listings)).toBe(false);
  });
});
