import { describe, expect, it } from 'vitest';
import {
  prepayFiltersFromSearchParams,
  prepayFiltersToSearchParams,
  prepayHistoryApiQuery,
} from './filters';

const USER = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('prepay history filters', () => {
  it('reads type, days and (for administrators) the account from the address', () => {
    const params = new URLSearchParams({
      type: 'refund',
      from: '2026-11-01',
      to: '2026-11-30',
      user: USER,
    });
    expect(prepayFiltersFromSearchParams(params, 'ADMIN')).toEqual({
      type: 'refund',
      from: '2026-11-01',
      to: '2026-11-30',
      user: USER,
    });
    expect(prepayFiltersFromSearchParams(params, 'SELLER').user).toBeNull();
  });

  it('drops values that are no type or no day', () => {
    const params = new URLSearchParams({ type: 'gift', from: '2026-02-30', to: 'soon' });
    expect(prepayFiltersFromSearchParams(params, 'SELLER')).toEqual({
      type: null,
      from: null,
      to: null,
      user: null,
    });
  });

  it('writes back only what is set, and asks the api the same', () => {
    const filters = { type: 'top_up' as const, from: null, to: '2026-11-30', user: null };
    expect(prepayFiltersToSearchParams(filters).toString()).toBe('type=top_up&to=2026-11-30');
    expect(prepayHistoryApiQuery(filters)).toEqual({
      type: 'top_up',
      from: undefined,
      to: '2026-11-30',
      user_id: undefined,
    });
  });
});
