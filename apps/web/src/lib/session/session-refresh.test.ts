import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, registerSessionRefresher, type SessionRefreshOutcome } from '../api-client';
import { registerRequestContextSource, type RequestContext } from '../request-context';

const fetchMock = vi.fn<typeof fetch>();
let token: string | null = 'old-token';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const unauthorized = () =>
  jsonResponse({ status: 401, error_code: 'UNAUTHORIZED', user_message: 'Sign in again' }, 401);

beforeEach(() => {
  fetchMock.mockReset();
  token = 'old-token';
  vi.stubGlobal('fetch', fetchMock);
  // The api client renews sessions in the browser only.
  vi.stubGlobal('window', {});
  registerRequestContextSource((): RequestContext => ({
    locale: 'en',
    token,
    deviceType: 'desktop',
    appContext: { scope: 'internal' },
  }));
});

afterEach(() => {
  registerSessionRefresher(null);
  registerRequestContextSource(null);
  vi.unstubAllGlobals();
});

function authorizationOf(call: number) {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('authorization');
}

describe('a refused token', () => {
  it('renews the session once and repeats the request with the new token', async () => {
    const refresher = vi.fn(async (): Promise<SessionRefreshOutcome> => {
      token = 'new-token';
      return 'renewed';
    });
    registerSessionRefresher(refresher);
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(jsonResponse({ a: 1 }));
    await expect(apiRequest('/users/me')).resolves.toEqual({ a: 1 });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(authorizationOf(0)).toBe('Bearer old-token');
    expect(authorizationOf(1)).toBe('Bearer new-token');
  });

  it('also renews on 410', async () => {
    registerSessionRefresher(async () => 'renewed');
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ status: 410, error_code: 'SESSION_EXPIRED', user_message: 'Gone' }, 410),
      )
      .mockResolvedValueOnce(jsonResponse({ ok: true }));
    await expect(apiRequest('/users/me')).resolves.toEqual({ ok: true });
  });

  it('retries only once', async () => {
    const refresher = vi.fn(async (): Promise<SessionRefreshOutcome> => 'renewed');
    registerSessionRefresher(refresher);
    fetchMock.mockImplementation(() => Promise.resolve(unauthorized()));
    await expect(apiRequest('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('marks the failure handled when the session ended (the user was told)', async () => {
    registerSessionRefresher(async () => 'signed-out');
    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(apiRequest('/users/me')).rejects.toMatchObject({ status: 401, handled: true });
  });

  it('leaves the failure to the global handler when no session could be renewed', async () => {
    registerSessionRefresher(async () => 'failed');
    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(apiRequest('/users/me')).rejects.toMatchObject({ status: 401, handled: false });
  });

  it('never renews for the auth calls themselves (wrong password, dead refresh token)', async () => {
    const refresher = vi.fn(async (): Promise<SessionRefreshOutcome> => 'renewed');
    registerSessionRefresher(refresher);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { status: 401, error_code: 'INVALID_CREDENTIALS', user_message: 'Wrong email or password' },
        401,
      ),
    );
    await expect(apiRequest('/auth/sign-in', { method: 'POST', body: {} })).rejects.toMatchObject({
      error_code: 'INVALID_CREDENTIALS',
    });
    expect(refresher).not.toHaveBeenCalled();
  });
});

describe('a token known to have expired (a returning visitor)', () => {
  const expiredToken = (() => {
    const claims = {
      sub: '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b41',
      sid: '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b42',
      type: 'BUYER',
      exp: Math.floor(Date.now() / 1000) - 3600,
    };
    return `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
  })();

  it('is renewed before the request is sent, so the api never refuses it', async () => {
    token = expiredToken;
    const refresher = vi.fn(async (): Promise<SessionRefreshOutcome> => {
      token = 'new-token';
      return 'renewed';
    });
    registerSessionRefresher(refresher);
    fetchMock.mockResolvedValueOnce(jsonResponse({ a: 1 }));
    await expect(apiRequest('/users/me')).resolves.toEqual({ a: 1 });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authorizationOf(0)).toBe('Bearer new-token');
  });

  it('is not sent at all when the session ended instead', async () => {
    token = expiredToken;
    registerSessionRefresher(async () => {
      token = null;
      return 'signed-out';
    });
    await expect(apiRequest('/users/me')).rejects.toMatchObject({ status: 401, handled: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
