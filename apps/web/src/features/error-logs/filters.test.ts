import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasFilters,
  jobsViewFromSearchParams,
  jobsViewToSearchParams,
  toApiQuery,
} from './filters';

describe('error log filters', () => {
  it('read from the address and written back the same way', () => {
    const params = new URLSearchParams(
      'level=warning&source=web&q=%20checkout%20&from=2026-11-01&to=2026-11-22&fingerprint=0123456789abcdef0123456789abcdef',
    );
    const filters = filtersFromSearchParams(params);
    expect(filters).toEqual({
      source: 'web',
      level: 'warning',
      q: 'checkout',
      from: '2026-11-01',
      to: '2026-11-22',
      fingerprint: '0123456789abcdef0123456789abcdef',
    });
    expect(filtersToSearchParams(filters).toString()).toBe(
      'source=web&level=warning&q=checkout&from=2026-11-01&to=2026-11-22&fingerprint=0123456789abcdef0123456789abcdef',
    );
    expect(hasFilters(filters)).toBe(true);
  });

  it('leave out what is malformed', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('level=loud&source=db&from=yesterday&to=2026-13-45&fingerprint=xyz&q='),
    );
    expect(filters).toEqual({
      source: undefined,
      level: undefined,
      q: undefined,
      from: undefined,
      to: undefined,
      fingerprint: undefined,
    });
    expect(hasFilters(filters)).toBe(false);
    expect(filtersToSearchParams(filters).toString()).toBe('');
  });

  it('turn days into a UTC range that includes the whole last day', () => {
    expect(toApiQuery({ from: '2026-11-01', to: '2026-11-22' })).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    });
    expect(toApiQuery({ from: '2026-11-22', to: '2026-11-22' }).to).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    // Backwards: the end is dropped rather than refused.
    expect(toApiQuery({ from: '2026-11-22', to: '2026-11-01' }).to).toBeUndefined();
  });
});

describe('the jobs tab of /logs', () => {
  it('reads the tab and a well-formed queue name from the address', () => {
    expect(jobsViewFromSearchParams(new URLSearchParams('tab=jobs&queue=mailer.deliver'))).toEqual({
      tab: 'jobs',
      queue: 'mailer.deliver',
    });
    expect(jobsViewFromSearchParams(new URLSearchParams('tab=jobs&queue=DROP TABLE'))).toEqual({
      tab: 'jobs',
      queue: undefined,
    });
    expect(jobsViewFromSearchParams(new URLSearchParams('source=web')).tab).toBe('errors');
    expect(jobsViewToSearchParams('mailer.deliver').toString()).toBe(
      'tab=jobs&queue=mailer.deliver',
    );
  });
});
