import { describe, expect, it } from 'vitest';
import {
  hasStatisticsFilters,
  noStatisticsFilters,
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
    });
    // Only administrators choose a seller.
    expect(statisticsFiltersFromSearchParams(params, 'SELLER').seller).toBeNull();
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
  });
});
