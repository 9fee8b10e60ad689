import { describe, expect, it } from 'vitest';
import { homepageEntryBody, isScheduledAt, nextScheduleBoundary } from './homepage';

const at = (iso: string) => new Date(iso);

describe('homepage schedules', () => {
  it('shows an entry from its start (inclusive) until its end (exclusive)', () => {
    const schedule = { shows_from: '2030-05-01T00:00:00Z', shows_until: '2030-05-02T00:00:00Z' };
    expect(isScheduledAt(schedule, at('2030-04-30T23:59:59Z'))).toBe(false);
    expect(isScheduledAt(schedule, at('2030-05-01T00:00:00Z'))).toBe(true);
    expect(isScheduledAt(schedule, at('2030-05-01T23:59:59Z'))).toBe(true);
    expect(isScheduledAt(schedule, at('2030-05-02T00:00:00Z'))).toBe(false);
  });

  it('leaves a side open where it is null', () => {
    expect(isScheduledAt({ shows_from: null, shows_until: null }, at('1999-01-01T00:00:00Z'))).toBe(
      true,
    );
    const fromOnly = { shows_from: '2030-05-01T00:00:00Z', shows_until: null };
    expect(isScheduledAt(fromOnly, at('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isScheduledAt(fromOnly, at('2030-01-01T00:00:00Z'))).toBe(false);
    const untilOnly = { shows_from: null, shows_until: '2030-05-01T00:00:00Z' };
    expect(isScheduledAt(untilOnly, at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(isScheduledAt(untilOnly, at('2030-05-01T00:00:00Z'))).toBe(false);
  });

  it('finds the next moment an entry appears or leaves', () => {
    const schedules = [
      { shows_from: '2030-05-03T00:00:00Z', shows_until: null },
      { shows_from: '2030-04-01T00:00:00Z', shows_until: '2030-05-02T12:00:00Z' },
      { shows_from: null, shows_until: null },
    ];
    expect(nextScheduleBoundary(schedules, at('2030-05-01T00:00:00Z'))?.toISOString()).toBe(
      '2030-05-02T12:00:00.000Z',
    );
    expect(nextScheduleBoundary(schedules, at('2030-05-02T12:00:00Z'))?.toISOString()).toBe(
      '2030-05-03T00:00:00.000Z',
    );
    expect(nextScheduleBoundary(schedules, at('2030-06-01T00:00:00Z'))).toBeNull();
  });

  it('refuses an end that does not come after the start', () => {
    const result = homepageEntryBody.safeParse({
      kind: 'featured_listing',
      section: 'catalog',
      listing_id: '0b9d7a52-5d2c-4d0f-9a55-5d4f5e1f2a10',
      shows_from: '2030-05-02T00:00:00Z',
      shows_until: '2030-05-02T00:00:00Z',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['shows_until']);
  });

  it('accepts addresses of the marketplace and https links only', () => {
    const banner = (link: string) =>
      homepageEntryBody.safeParse({ kind: 'banner', locale: 'en', text: 'Sale', link }).success;
    expect(banner('/flea-market?sort=new')).toBe(true);
    expect(banner('https://example.com/sale')).toBe(true);
    expect(banner('//evil.example')).toBe(false);
    expect(banner('http://example.com')).toBe(false);
    expect(banner('javascript:alert(1)')).toBe(false);
  });
});
