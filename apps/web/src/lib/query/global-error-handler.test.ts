import { describe, expect, it, vi } from 'vitest';
import { ApiError, clientErrorCodes } from '../api-client';
import { createBrowserQueryClient } from './browser-query-client';
import { type ErrorTexts } from './error-message';
import { createGlobalErrorHandler } from './global-error-handler';

const texts: ErrorTexts = {
  unknown: 'Unknown error',
  network: 'Unreachable',
  timeout: 'Too slow',
  invalidResponse: 'Unreadable',
};

function setup() {
  const notify = vi.fn<(message: string) => void>();
  const handle = createGlobalErrorHandler({ notify, texts: () => texts });
  return { notify, handle };
}

const envelopeError = () =>
  new ApiError({ status: 409, error_code: 'CONFLICT', user_message: 'Already reserved' });

describe('global error handler', () => {
  it("shows the api's user_message and marks the error handled", () => {
    const { notify, handle } = setup();
    const error = envelopeError();
    handle(error);
    expect(notify).toHaveBeenCalledWith('Already reserved');
    expect(error.handled).toBe(true);
  });

  it('shows an error only once', () => {
    const { notify, handle } = setup();
    const error = envelopeError();
    handle(error);
    handle(error);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('skips errors the caller already handles', () => {
    const { notify, handle } = setup();
    handle(
      new ApiError(
        { status: 400, error_code: 'VALIDATION', user_message: 'Bad' },
        { handled: true },
      ),
    );
    handle(envelopeError(), { skipGlobalErrorHandler: true });
    expect(notify).not.toHaveBeenCalled();
  });

  it("falls back to the error's own message, then to 'Unknown error'", () => {
    const { notify, handle } = setup();
    handle(new Error('Plain failure'));
    handle(new Error(''));
    handle('not even an error');
    expect(notify.mock.calls.map(([message]) => message)).toEqual([
      'Plain failure',
      'Unknown error',
      'Unknown error',
    ]);
  });

  it('explains failures that happened before the api answered', () => {
    const { notify, handle } = setup();
    handle(new ApiError({ status: 0, error_code: clientErrorCodes.network, user_message: '' }));
    handle(new ApiError({ status: 0, error_code: clientErrorCodes.timeout, user_message: '' }));
    expect(notify.mock.calls.map(([message]) => message)).toEqual(['Unreachable', 'Too slow']);
  });
});

describe('browser query client', () => {
  it('uses the browser defaults of the spec', () => {
    const client = createBrowserQueryClient(() => undefined);
    expect(client.getDefaultOptions().queries).toMatchObject({
      retry: false,
      refetchOnMount: true,
      refetchOnReconnect: true,
      refetchOnWindowFocus: false,
      staleTime: 0,
      gcTime: 600_000,
    });
  });

  it('sends query failures to the global handler once, without retrying', async () => {
    const onError = vi.fn();
    const client = createBrowserQueryClient(onError);
    const queryFn = vi.fn(() => Promise.reject(envelopeError()));
    await client.prefetchQuery({ queryKey: ['failing'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
  });
});
