import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardToApi } from './api-proxy';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('API_URL', 'http://api.internal:4000');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('forwardToApi', () => {
  it('forwards method, path, query, headers and body to API_URL', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    const request = new Request('http://web.example/api/carts/assemble?x=1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer t',
        connection: 'keep-alive',
        expect: '100-continue',
      },
      body: JSON.stringify([{ product_id: 'p1' }]),
    });
    const response = await forwardToApi(request);

    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ ok: true });
    const [target, init] = fetchMock.mock.calls[0] ?? [];
    expect(target).toBe('http://api.internal:4000/api/carts/assemble?x=1');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer t');
    expect(headers.has('connection')).toBe(false);
    expect(headers.has('expect')).toBe(false);
    expect(headers.get('x-forwarded-host')).toBe('web.example');
    expect(await new Response(init?.body).text()).toBe('[{"product_id":"p1"}]');
  });

  it('passes every Set-Cookie of the answer on and drops stale encoding headers', async () => {
    const upstream = new Response('{}', {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    upstream.headers.append('set-cookie', 'a=1; Path=/');
    upstream.headers.append('set-cookie', 'b=2; Path=/');
    fetchMock.mockResolvedValue(upstream);
    const response = await forwardToApi(new Request('http://web.example/api/auth/verify'));
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.has('content-encoding')).toBe(false);
  });

  it('answers 502 with an error envelope in the visitor language when the api is unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await forwardToApi(
      new Request('http://web.example/api/ping', { headers: { 'accept-language': 'de-DE,de' } }),
    );
    expect(response.status).toBe(502);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 502, error_code: 'COMMON' });
    expect(body.user_message).toMatch(/Marktplatz/);
  });
});
