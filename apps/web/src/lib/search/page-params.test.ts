import { describe, expect, it } from 'vitest';
import { dayOf, oneOf, urlSearchParamsOf } from './page-params';

describe('urlSearchParamsOf', () => {
  it('keeps the first value of a repeated parameter and leaves out missing ones', () => {
    const params = urlSearchParamsOf({
      role: ['seller', 'buyer'],
      status: 'placed',
      buyer: undefined,
    });
    expect(params.toString()).toBe('role=seller&status=placed');
  });
});

describe('filter parameters', () => {
  it('reads a day only when it is a real date', () => {
    expect(dayOf('2026-02-28')).toBe('2026-02-28');
    expect(dayOf(' 2026-02-28 ')).toBe('2026-02-28');
    for (const text of [null, '', '2026-02-30', '2026-13-01', '28.02.2026']) {
      expect(dayOf(text)).toBeNull();
    }
  });

  it('reads one of a few values, and nothing else', () => {
    const sources = ['web', 'api'] as const;
    expect(oneOf(sources, 'api')).toBe('api');
    expect(oneOf(sources, 'mail')).toBeUndefined();
    expect(oneOf(sources, null)).toBeUndefined();
  });
});
