import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '@bazaar/contracts';
import { apiQuery, apiRequest, ApiError, buildApiUrl, clientErrorCodes } from './api-client';
import { type RequestContext } from './request-context';

const context: RequestContext = {
  locale: 'de',
  token: 'secret-token',
  deviceType: 'mobile',
  appContext: { scope: 'internal' },
};

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function sentRequest(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('API_URL', 'http://api.test:4000/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('apiRequest', () => {
  it('calls the api at API_URL on the server, with the query string', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await apiRequest('/listings', {
      context,
      query: { section: 'food', limit: 8, cursor: undefined },
    });
    expect(sentRequest().url).toBe('http://api.test:4000/api/listings?section=food&limit=8');
  });

  it('sends the language, bearer token, device type and request-context headers', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('/ping', { context });
    const { headers } = sentRequest();
    expect(headers.get('accept-language')).toBe('de');
    expect(headers.get('authorization')).toBe('Bearer secret-token');
    expect(headers.get('x-device-type')).toBe('mobile');
    expect(JSON.parse(headers.get('x-app-request-context') ?? '')).toEqual({ scope: 'internal' });
  });

  it("passes a server render's request id on to the api, and logs it when the api fails", async () => {
    const requestId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await apiRequest('/ping', { context: { ...context, requestId } });
    expect(sentRequest().headers.get('x-request-id')).toBe(requestId);
    expect(logged).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: 500, error_code: 'COMMON', user_message: 'x' }, 500),
    );
    await expect(apiRequest('/ping', { context: { ...context, requestId } })).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(`api GET /ping answered 500 [request ${requestId}]`);
    logged.mockRestore();
  });

  it('sends no request id without one (the browser: the web server gives it one)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('/ping', { context });
    expect(sentRequest().headers.has('x-request-id')).toBe(false);
  });

  it('sends no Authorization header when no token is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('/ping', { context: { ...context, token: null } });
    expect(sentRequest().headers.has('authorization')).toBe(false);
  });

  it('sends bodies as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiRequest('/users/me/comparison', { method: 'POST', body: { include: ['a'] }, context });
    const { init, headers } = sentRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"include":["a"]}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('validates the answer with the contract schema', async () => {
    const schema = z.object({ version: z.string() });
    fetchMock.mockResolvedValueOnce(jsonResponse({ version: '1.0.0', extra: true }));
    await expect(apiRequest('/ping', { schema, context })).resolves.toEqual({ version: '1.0.0' });

    fetchMock.mockResolvedValueOnce(jsonResponse({ version: 1 }));
    const failure = await apiRequest('/ping', { schema, context }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ error_code: clientErrorCodes.invalidResponse, handled: false });
  });

  it('throws an ApiError carrying the error envelope, not handled by default', async () => {
    const envelope = {
      status: 403,
      error_code: 'FORBIDDEN_COMMON',
      user_message: 'Not for you',
      more_info: { alert: 'dialog', summary: 'Ask an admin' },
    };
    fetchMock.mockResolvedValue(jsonResponse(envelope, 403));
    const error = await apiRequest('/logs', { context }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError).toMatchObject({ ...envelope, handled: false, message: 'Not for you' });
    expect(apiError.envelope).toEqual(envelope);
  });

  it('marks the failure handled when the caller says it handles it', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse({ status: 409, error_code: 'CONFLICT', user_message: 'Taken' }, 409),
      ),
    );
    await expect(apiRequest('/x', { context, handled: true })).rejects.toMatchObject({
      handled: true,
    });
    await expect(apiRequest('/x', { context, skipGlobalHandler: true })).rejects.toMatchObject({
      handled: true,
    });
  });

  it('turns an answer that is not an envelope into an ApiError with its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x', { context })).rejects.toMatchObject({
      status: 502,
      error_code: clientErrorCodes.http,
      user_message: '',
    });
  });

  it('turns a network failure into a NETWORK_ERROR ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiRequest('/x', { context })).rejects.toMatchObject({
      status: 0,
      error_code: clientErrorCodes.network,
      handled: false,
    });
  });

  it('gives up after the 180000 ms request time-out', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiRequest('/slow', { context }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(sentRequest().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({
      error_code: clientErrorCodes.timeout,
      status: 0,
    });
  });

  it('treats a cancellation by the caller as handled', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiRequest('/x', { context, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    await expect(pending).resolves.toMatchObject({
      error_code: clientErrorCodes.aborted,
      handled: true,
    });
  });
});

describe('apiQuery', () => {
  it('answers {status, data} with the envelope on failure instead of throwing', async () => {
    const envelope = { status: 404, error_code: 'NOT_FOUND', user_message: 'No such listing' };
    fetchMock.mockResolvedValue(jsonResponse(envelope, 404));
    await expect(apiQuery('/listings/1', { context })).resolves.toEqual({
      ok: false,
      status: 404,
      data: envelope,
    });
  });

  it('answers the data and status on success', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ version: '1' }, 200));
    await expect(apiQuery('/ping', { context })).resolves.toEqual({
      ok: true,
      status: 200,
      data: { version: '1' },
    });
  });
});

describe('buildApiUrl', () => {
  it('uses the default api address when API_URL is unset', () => {
    vi.stubEnv('API_URL', '');
    expect(buildApiUrl('ping')).toBe('http://127.0.0.1:4000/api/ping');
  });

  it('repeats array parameters and leaves out empty ones', () => {
    expect(buildApiUrl('/x', { id: ['a', 'b'], empty: null })).toBe(
      'http://api.test:4000/api/x?id=a&id=b',
    );
  });
});
