import type { z } from 'zod';
import type { BigCommerceApp } from '../../../../config';
import type { StoreTokens } from '../../platform';
import { STORE_HASH } from './signed-payload';

/**
 * How Bazaar talks to a BigCommerce store (ADR 0066): the store API (`/stores/{hash}/v3/…`,
 * `X-Auth-Token`) over HTTP to the configured base (BigCommerce itself or the local stand-in).
 *
 * Rate limits: every answer tells `X-Rate-Limit-Requests-Left` and `X-Rate-Limit-Time-Reset-Ms`;
 * when few requests are left, the next request to that store waits for the window to reset, and
 * a 429 is retried after the time it names (a few times at most).
 */

/** Below this many requests left in the window, the client waits for the reset. */
const LOW_REQUESTS_LEFT = 2;
const MAX_WAIT_MS = 30_000;
const MAX_429_RETRIES = 3;
export const REQUEST_TIMEOUT_MS = 20_000;

export class BigCommerceApiError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`BigCommerce answered ${status} to ${what}`);
    this.name = 'BigCommerceApiError';
  }
}

export interface BigCommerceStoreApi {
  /** A request to the store API; a 404 answers `{ status: 404, json: null }`, other failures throw. */
  request(
    storeHash: string,
    tokens: StoreTokens,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }>;
  /** A GET whose answer must have `schema`'s shape; null when not found. */
  get<T>(
    schema: z.ZodType<T>,
    storeHash: string,
    tokens: StoreTokens,
    path: string,
  ): Promise<T | null>;
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

export function createBigCommerceStoreApi(
  app: BigCommerceApp,
  sleep: (ms: number) => Promise<void>,
  now: () => Date,
): BigCommerceStoreApi {
  /** Per store: when the rate-limit window lets requests through again. */
  const resumeAt = new Map<string, number>();

  /** Remembers when the store's window lets the next request through. */
  function pace(storeHash: string, response: Response): void {
    const left = headerNumber(response.headers, 'x-rate-limit-requests-left');
    const resetMs = headerNumber(response.headers, 'x-rate-limit-time-reset-ms');
    if (response.status === 429 || (left !== null && left < LOW_REQUESTS_LEFT)) {
      resumeAt.set(storeHash, now().getTime() + Math.min(resetMs ?? 1_000, MAX_WAIT_MS));
    } else {
      resumeAt.delete(storeHash);
    }
  }

  const request: BigCommerceStoreApi['request'] = async (storeHash, tokens, method, path, body) => {
    if (!STORE_HASH.test(storeHash)) throw new BigCommerceApiError(400, 'a malformed store hash');
    const url = `${app.apiBase}/stores/${storeHash}${path}`;
    for (let attempt = 0; ; attempt++) {
      const wait = (resumeAt.get(storeHash) ?? 0) - now().getTime();
      if (wait > 0) await sleep(Math.min(wait, MAX_WAIT_MS));
      const response = await fetch(url, {
        method,
        headers: {
          'x-auth-token': tokens.accessToken,
          'x-auth-client': app.clientId,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      pace(storeHash, response);
      if (response.status === 429 && attempt < MAX_429_RETRIES) {
        await response.body?.cancel();
        continue;
      }
      const text = await response.text();
      if (response.status === 404) return { status: 404, json: null };
      if (!response.ok) throw new BigCommerceApiError(response.status, `${method} ${path}`);
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    }
  };

  async function get<T>(
    schema: z.ZodType<T>,
    storeHash: string,
    tokens: StoreTokens,
    path: string,
  ): Promise<T | null> {
    const { status, json } = await request(storeHash, tokens, 'GET', path);
    if (status === 404) return null;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new BigCommerceApiError(502, `GET ${path} (unexpected answer)`);
    return parsed.data;
  }

  return { request, get };
}
