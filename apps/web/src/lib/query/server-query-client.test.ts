import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import {
  createServerQueryClient,
  isRetryableOnServer,
  serverRetryDelay,
} from './server-query-client';

describe('server query client', () => {
  it('treats data as fresh for 5 minutes', () => {
    expect(createServerQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });

  it('keeps no timer after a request, so its data goes with the request', async () => {
    vi.useFakeTimers();
    try {
      const client = createServerQueryClient();
      await client.prefetchQuery({ queryKey: ['listing', 'a1'], queryFn: () => ({ id: 'a1' }) });
      expect(client.getQueryData(['listing', 'a1'])).toEqual({ id: 'a1' });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries up to 3 times', () => {
    const retry = createServerQueryClient().getDefaultOptions().queries?.retry;
    expect(typeof retry).toBe('function');
    const network = new ApiError({ status: 0, error_code: 'NETWORK_ERROR', user_message: '' });
    const decide = retry as (count: number, error: unknown) => boolean;
    expect([0, 1, 2, 3].map((count) => decide(count, network))).toEqual([true, true, true, false]);
  });

  it('does not retry answers the api refused on purpose', () => {
    expect(
      isRetryableOnServer(new ApiError({ status: 404, error_code: 'NOT_FOUND', user_message: '' })),
    ).toBe(false);
    expect(
      isRetryableOnServer(new ApiError({ status: 503, error_code: 'COMMON', user_message: '' })),
    ).toBe(true);
  });

  it('waits exponentially longer between retries, at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(serverRetryDelay)).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
  });
});
