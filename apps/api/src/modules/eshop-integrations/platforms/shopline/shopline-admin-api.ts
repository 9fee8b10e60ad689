import { z } from 'zod';
import type { Clock } from '../../../../lib/clock';
import type { StoreTokens } from '../../platform';
import { signedPostHeaders } from './shopline-signature';

/*
 * How Bazaar talks to a SHOPLINE store (ADR 0065): its OAuth endpoints
 * (`/admin/oauth/token/create`, `/admin/oauth/token/refresh`, signed with the app secret) and
 * GETs of its REST Admin API (`/admin/openapi/{version}/…`, bearer access token), at the address
 * the configuration's store template gives a handle (`https://{handle}.myshopline.com`, or a
 * local stand-in), retried a few times when throttled.
 */

/** A SHOPLINE store handle: the first label of `{handle}.myshopline.com`. */
export const shoplineHandle = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a SHOPLINE store handle');

export interface ShoplineClientOptions {
  appKey: string;
  appSecret: string;
  /** A store's base address with `{handle}` in it, e.g. `https://{handle}.myshopline.com`. */
  storeUrlTemplate: string;
  /** The REST Admin API version, e.g. `v20251201`. */
  apiVersion: string;
  /** The access scopes asked for at authorization. */
  scopes: readonly string[];
  clock: Clock;
  /** Products per page (SHOPLINE: 50 by default, at most 250 for most lists). */
  pageSize?: number;
  /** How long one request may take. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A call to SHOPLINE that failed; the message names the endpoint and status, never a token. */
export class ShoplineApiError extends Error {
  constructor(
    readonly status: number,
    readonly endpoint: string,
    detail = '',
  ) {
    super(`SHOPLINE ${endpoint} answered ${status}${detail ? `: ${detail}` : ''}`);
    this.name = 'ShoplineApiError';
  }
}

const tokenAnswer = z.object({
  code: z.union([z.number(), z.string()]).transform(Number),
  i18nCode: z.string().nullish(),
  message: z.string().nullish(),
  data: z
    .object({
      accessToken: z.string().min(1),
      expireTime: z.union([z.string(), z.number()]).nullish(),
      scope: z.string().nullish(),
    })
    .nullish(),
});

const MAX_RETRIES = 3;

/** A GET's answer: not found, or its JSON body (and the response, for its link header). */
export type ShoplineAnswer = { found: false } | { found: true; body: unknown; response: Response };

export interface ShoplineAdminApi {
  /** The store's base address for a handle. */
  storeUrl(handle: string): string;
  /** The address of a REST Admin API path of the store. */
  apiUrl(handle: string, path: string): string;
  /** A signed POST to the store's OAuth token endpoint: the grant it answers. */
  oauth(handle: string, endpoint: 'create' | 'refresh', body: string): Promise<StoreTokens>;
  /** A GET of the Admin API with the store's token; 404 is not found, other failures throw. */
  getJson(endpoint: string, url: string, tokens: StoreTokens): Promise<ShoplineAnswer>;
}

/** The grant a token answer holds; ten hours when SHOPLINE's answer does not say. */
function tokensFrom(
  data: NonNullable<z.infer<typeof tokenAnswer>['data']>,
  now: Date,
  scopes: readonly string[],
): StoreTokens {
  const expires =
    data.expireTime === null || data.expireTime === undefined
      ? null
      : new Date(typeof data.expireTime === 'number' ? data.expireTime : data.expireTime);
  return {
    accessToken: data.accessToken,
    refreshToken: null,
    // Ten hours when SHOPLINE's answer does not say (its documented lifetime).
    accessTokenExpiresAt:
      expires && !Number.isNaN(expires.getTime())
        ? expires
        : new Date(now.getTime() + 10 * 60 * 60 * 1000),
    refreshTokenExpiresAt: null,
    scopes: (data.scope ?? scopes.join(',')).split(/[,\s]+/).filter((scope) => scope.length > 0),
  };
}

export function createShoplineAdminApi(options: ShoplineClientOptions): ShoplineAdminApi {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;

  const storeUrl = (handle: string) => {
    const valid = shoplineHandle.parse(handle);
    return options.storeUrlTemplate.replaceAll('{handle}', valid).replace(/\/+$/, '');
  };

  async function send(url: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetchFn(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 429 || attempt >= MAX_RETRIES) return response;
      // Throttled: wait as SHOPLINE asks (a few seconds at most), then try again.
      await response.body?.cancel();
      const seconds = Number(response.headers.get('retry-after') ?? '1');
      const waitMs = Math.min(
        5_000,
        Math.max(200, (Number.isFinite(seconds) ? seconds : 1) * 1000),
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  async function oauth(handle: string, endpoint: 'create' | 'refresh', body: string) {
    const name = `token/${endpoint}`;
    const response = await send(`${storeUrl(handle)}/admin/oauth/token/${endpoint}`, {
      method: 'POST',
      headers: signedPostHeaders(options.appKey, options.appSecret, body, options.clock.now()),
      ...(body ? { body } : {}),
    });
    const answer = tokenAnswer.safeParse(await response.json().catch(() => null));
    if (!response.ok || !answer.success || answer.data.code !== 200 || !answer.data.data) {
      await response.body?.cancel().catch(() => undefined);
      const code = answer.success ? (answer.data.i18nCode ?? String(answer.data.code)) : '';
      throw new ShoplineApiError(response.ok ? 502 : response.status, name, code ?? '');
    }
    return tokensFrom(answer.data.data, options.clock.now(), options.scopes);
  }

  async function getJson(
    endpoint: string,
    url: string,
    tokens: StoreTokens,
  ): Promise<ShoplineAnswer> {
    const response = await send(url, {
      method: 'GET',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json; charset=utf-8',
        authorization: `Bearer ${tokens.accessToken}`,
      },
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return { found: false };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ShoplineApiError(response.status, endpoint);
    }
    return { found: true, body: (await response.json()) as unknown, response };
  }

  return {
    storeUrl,
    apiUrl: (handle, path) => `${storeUrl(handle)}/admin/openapi/${options.apiVersion}/${path}`,
    oauth,
    getJson,
  };
}
