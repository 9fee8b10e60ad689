import { describe, expect, it, vi } from 'vitest';
import { ApiError, clientErrorCodes } from '../api-client';
import { createBrowserQueryClient, rethrowsToErrorBoundary } from './browser-query-client';
import { type ErrorTexts } from './error-message';
import { createGlobalErrorHandler, decideErrorDisplay } from './global-error-handler';

const texts: ErrorTexts = {
  unknown: 'Unknown error',
  network: 'Unreachable',
  timeout: 'Too slow',
  invalidResponse: 'Unreadable',
};

function setup() {
  const notify = vi.fn<(message: string) => void>();
  const alert = vi.fn<(alert: { title: string; content?: string }) => void>();
  const handle = createGlobalErrorHandler({ notify, alert, texts: () => texts });
  return { notify, alert, handle };
}

const forbiddenCommon = (alert?: string) =>
  new ApiError({
    status: 403,
    error_code: 'FORBIDDEN_COMMON',
    user_message: 'Your plan does not include this',
    more_info: { ...(alert ? { alert } : {}), summary: 'Upgrade to list more than 20 products.' },
  });

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

describe('FORBIDDEN_COMMON alerts', () => {
  it('opens a small dialog with user_message as title and summary as content', () => {
    const { notify, alert, handle } = setup();
    const error = forbiddenCommon('dialog');
    handle(error);
    expect(alert).toHaveBeenCalledWith({
      title: 'Your plan does not include this',
      content: 'Upgrade to list more than 20 products.',
    });
    expect(notify).not.toHaveBeenCalled();
    expect(error.handled).toBe(true);
  });

  it('is a toast without the dialog marker, or with another code or status', () => {
    expect(decideErrorDisplay(forbiddenCommon(), texts)).toEqual({
      kind: 'toast',
      message: 'Your plan does not include this',
    });
    const forbidden = new ApiError({
      status: 403,
      error_code: 'FORBIDDEN',
      user_message: 'No',
      more_info: { alert: 'dialog' },
    });
    expect(decideErrorDisplay(forbidden, texts).kind).toBe('toast');
    const conflict = new ApiError({
      status: 409,
      error_code: 'FORBIDDEN_COMMON',
      user_message: 'No',
      more_info: { alert: 'dialog' },
    });
    expect(decideErrorDisplay(conflict, texts).kind).toBe('toast');
  });

  it('offers a top-up for an expired subscription and a plan change at the limit', () => {
    const expired = new ApiError({
      status: 402,
      error_code: 'SUBSCRIPTION_IS_EXPIRED',
      user_message: 'Your subscription has expired.',
    });
    expect(decideErrorDisplay(expired, texts)).toEqual({
      kind: 'dialog',
      title: 'Your subscription has expired.',
      action: { label: 'Top up balance', href: '/profile/prepay-history', dismissLabel: 'Close' },
    });
    const limit = new ApiError({
      status: 403,
      error_code: 'SUBSCRIPTION_LIMIT_REACHED',
      user_message: 'Your plan allows 2 active listings.',
    });
    expect(decideErrorDisplay(limit, texts)).toMatchObject({
      kind: 'dialog',
      action: { label: 'Change plan', href: '/profile/my-subscription' },
    });
  });

  it('falls back to a toast when no dialog can be opened', () => {
    const notify = vi.fn<(message: string) => void>();
    createGlobalErrorHandler({ notify, texts: () => texts })(forbiddenCommon('dialog'));
    expect(notify).toHaveBeenCalledWith('Your plan does not include this');
  });
});

describe('rethrowing query errors', () => {
  const forbidden = new ApiError({ status: 403, error_code: 'FORBIDDEN', user_message: 'No' });

  it('sends a 403 FORBIDDEN of a query without data to the error boundary', () => {
    expect(rethrowsToErrorBoundary(forbidden, { state: { data: undefined } })).toBe(true);
  });

  it('keeps data already shown, and leaves other failures to the toast', () => {
    expect(rethrowsToErrorBoundary(forbidden, { state: { data: { id: 1 } } })).toBe(false);
    expect(rethrowsToErrorBoundary(envelopeError(), { state: { data: undefined } })).toBe(false);
  });

  it('does not toast a failure the error boundary shows', async () => {
    const onError = vi.fn();
    const client = createBrowserQueryClient(onError);
    await client.prefetchQuery({
      queryKey: ['forbidden'],
      queryFn: () => Promise.reject(forbidden),
    });
    expect(onError).not.toHaveBeenCalled();
    expect(client.getDefaultOptions().queries?.throwOnError).toBe(rethrowsToErrorBoundary);
  });
});

describe('browser query client', () => {
  it('uses the browser defaults of the spec', async () => {
    const client = createBrowserQueryClient(() => undefined);
    expect(client.getDefaultOptions().queries).toMatchObject({
      retry: false,
      refetchOnReconnect: true,
      refetchOnWindowFocus: false,
      staleTime: 0,
      gcTime: 600_000,
    });
    // Refetch on mount is a function of the query (ADR 0036): true for what the browser fetched.
    await client.prefetchQuery({ queryKey: ['fetched'], queryFn: () => Promise.resolve(1) });
    const fetched = client.getQueryCache().find({ queryKey: ['fetched'] })!;
    const refetchOnMount = client.getDefaultOptions().queries?.refetchOnMount;
    expect(typeof refetchOnMount === 'function' ? refetchOnMount(fetched) : refetchOnMount).toBe(
      true,
    );
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
