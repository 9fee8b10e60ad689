import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { fromPageError, prefetchForPage, toPageError } from './page-error';

describe('page errors', () => {
  it('carries an api failure from a server page to the browser as plain data', () => {
    const error = new ApiError({
      status: 403,
      error_code: 'FORBIDDEN_COMMON',
      user_message: 'Not in your plan',
      more_info: { alert: 'dialog', summary: 'Upgrade first.' },
    });
    const pageError = toPageError(error);
    expect(JSON.parse(JSON.stringify(pageError))).toEqual(pageError);
    const again = fromPageError(pageError!);
    expect(again).toBeInstanceOf(ApiError);
    expect(again.envelope).toEqual(error.envelope);
    expect(again.handled).toBe(false);
  });

  it("keeps a plain error's message, and nothing for no error", () => {
    const pageError = toPageError(new Error('Render failed'));
    expect(pageError?.message).toBe('Render failed');
    expect(fromPageError(pageError!).message).toBe('Render failed');
    expect(toPageError(null)).toBeNull();
  });

  it('prefetches without throwing and returns the failure', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failure = new ApiError({ status: 500, error_code: 'COMMON', user_message: 'Down' });
    expect(
      await prefetchForPage(client, { queryKey: ['ok'], queryFn: () => Promise.resolve(1) }),
    ).toBeNull();
    expect(client.getQueryData(['ok'])).toBe(1);
    const pageError = await prefetchForPage(client, {
      queryKey: ['down'],
      queryFn: () => Promise.reject(failure),
    });
    expect(pageError).toMatchObject({ status: 500, user_message: 'Down' });
  });
});
