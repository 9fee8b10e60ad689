import { describe, expect, it } from 'vitest';
import { urlSearchParamsOf } from './page-params';

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
