import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoreProduct } from '@bazaar/contracts';
import { z } from 'zod';
import type { BigCommerceApp } from '../../../../config';
import type { PlatformClient, ProductPage, StoreIdentity, StoreTokens } from '../../platform';
import {
  bcBrandList,
  bcCategoryList,
  bcProductList,
  bcProductOne,
  bcStoreInformation,
  normalizeProduct,
  type BcProduct,
  type CatalogNames,
} from './bigcommerce-catalog';
import { STORE_HASH } from './signed-payload';

/**
 * The BigCommerce client (ADR 0066): the single-click app's code → token exchange at the login
 * service, and the store API (`/stores/{hash}/v3/…`, `X-Auth-Token`) for the catalog and the
 * webhooks, over HTTP to the configured bases (BigCommerce itself or the local stand-in).
 *
 * Rate limits: every answer tells `X-Rate-Limit-Requests-Left` and `X-Rate-Limit-Time-Reset-Ms`;
 * when few requests are left, the next request to that store waits for the window to reset, and
 * a 429 is retried after the time it names (a few times at most).
 */

/** The product webhooks Bazaar registers on a store. */
export const PRODUCT_HOOK_SCOPES = [
  'store/product/created',
  'store/product/updated',
  'store/product/deleted',
] as const;

/** The custom header our hooks carry (set when creating them); its value is per store. */
export const HOOK_SECRET_HEADER = 'x-bazaar-hook-secret';

/** Products per catalog page (BigCommerce allows up to 250). */
export const PAGE_LIMIT = 50;

/** Below this many requests left in the window, the client waits for the reset. */
const LOW_REQUESTS_LEFT = 2;
const MAX_WAIT_MS = 30_000;
const MAX_429_RETRIES = 3;
const REQUEST_TIMEOUT_MS = 20_000;

export class BigCommerceApiError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`BigCommerce answered ${status} to ${what}`);
    this.name = 'BigCommerceApiError';
  }
}

/** What the code → token exchange answers. */
export interface BigCommerceGrant {
  storeHash: string;
  tokens: StoreTokens;
  user: { id: string; email: string | null };
}

export interface BigCommerceClient extends PlatformClient {
  platform: 'bigcommerce';
  /** The app's install page on BigCommerce (an install started from Bazaar goes there). */
  installUrl(): string;
  /** Auth callback: trades the code for the store's permanent token. */
  exchangeCode(callback: {
    code: string;
    scope: string;
    context: string;
  }): Promise<BigCommerceGrant>;
  /** The store's name and address (`/v2/store`). */
  storeIdentity(storeHash: string, tokens: StoreTokens): Promise<StoreIdentity>;
  /** Creates (or re-activates) the product webhooks, with the store's hook secret header. */
  registerWebhooks(storeHash: string, tokens: StoreTokens): Promise<void>;
  /** Whether a webhook's custom header carries this store's hook secret. */
  isHookSecret(storeHash: string, header: string | undefined): boolean;
}

export interface BigCommerceClientOptions {
  app: BigCommerceApp;
  /** The auth callback address registered with the app (`redirect_uri` of the exchange). */
  redirectUri: string;
  /** Where the store's product webhooks are sent. */
  webhookDestination: string;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

const tokenResponse = z.object({
  access_token: z.string().min(1),
  scope: z.string().default(''),
  user: z.object({ id: z.union([z.number(), z.string()]), email: z.string().nullish() }),
  context: z.string(),
});

const hookList = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      scope: z.string(),
      destination: z.string(),
      is_active: z.boolean().nullish(),
    }),
  ),
});

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function storeHashOf(context: string): string {
  const match = /^stores\/(.+)$/.exec(context);
  if (!match || !STORE_HASH.test(match[1]!)) {
    throw new BigCommerceApiError(400, 'the token exchange (context is not a store)');
  }
  return match[1]!;
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

export function createBigCommerceClient(options: BigCommerceClientOptions): BigCommerceClient {
  const { app } = options;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? (() => new Date());
  /** Per store: when the rate-limit window lets requests through again. */
  const resumeAt = new Map<string, number>();
  const currencies = new Map<string, { currency: string; until: number }>();

  function hookSecret(storeHash: string): string {
    return createHmac('sha256', app.clientSecret)
      .update(`bigcommerce-hook:${storeHash}`)
      .digest('base64url');
  }

  async function storeRequest(
    storeHash: string,
    tokens: StoreTokens,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
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
      const left = headerNumber(response.headers, 'x-rate-limit-requests-left');
      const resetMs = headerNumber(response.headers, 'x-rate-limit-time-reset-ms');
      if (response.status === 429 || (left !== null && left < LOW_REQUESTS_LEFT)) {
        resumeAt.set(storeHash, now().getTime() + Math.min(resetMs ?? 1_000, MAX_WAIT_MS));
      } else {
        resumeAt.delete(storeHash);
      }
      if (response.status === 429 && attempt < MAX_429_RETRIES) {
        await response.body?.cancel();
        continue;
      }
      const text = await response.text();
      if (response.status === 404) return { status: 404, json: null };
      if (!response.ok) throw new BigCommerceApiError(response.status, `${method} ${path}`);
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    }
  }

  async function get<T>(
    schema: z.ZodType<T>,
    storeHash: string,
    tokens: StoreTokens,
    path: string,
  ): Promise<T | null> {
    const { status, json } = await storeRequest(storeHash, tokens, 'GET', path);
    if (status === 404) return null;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new BigCommerceApiError(502, `GET ${path} (unexpected answer)`);
    return parsed.data;
  }

  async function storeInformation(storeHash: string, tokens: StoreTokens) {
    const info = await get(bcStoreInformation, storeHash, tokens, '/v2/store');
    if (!info) throw new BigCommerceApiError(404, 'GET /v2/store');
    currencies.set(storeHash, {
      currency: info.currency.toUpperCase(),
      until: now().getTime() + 10 * 60_000,
    });
    return info;
  }

  async function currencyOf(storeHash: string, tokens: StoreTokens): Promise<string> {
    const known = currencies.get(storeHash);
    if (known && known.until > now().getTime()) return known.currency;
    return (await storeInformation(storeHash, tokens)).currency.toUpperCase();
  }

  async function namesFor(
    storeHash: string,
    tokens: StoreTokens,
    products: BcProduct[],
  ): Promise<CatalogNames> {
    const brandIds = [...new Set(products.map((p) => p.brand_id).filter((id) => !!id))];
    const categoryIds = [...new Set(products.flatMap((p) => p.categories ?? []))];
    // One after the other, so that each answer's rate-limit headers pace the next request.
    const brands =
      brandIds.length === 0
        ? null
        : await get(
            bcBrandList,
            storeHash,
            tokens,
            `/v3/catalog/brands?id:in=${brandIds.join(',')}&limit=250`,
          );
    const categories =
      categoryIds.length === 0
        ? null
        : await get(
            bcCategoryList,
            storeHash,
            tokens,
            `/v3/catalog/trees/categories?category_id:in=${categoryIds.join(',')}&limit=250`,
          );
    return {
      brands: new Map((brands?.data ?? []).map((b) => [b.id, b.name])),
      categories: new Map((categories?.data ?? []).map((c) => [c.category_id, c.name])),
    };
  }

  async function normalizeAll(
    storeHash: string,
    tokens: StoreTokens,
    products: BcProduct[],
  ): Promise<StoreProduct[]> {
    if (products.length === 0) return [];
    const currency = await currencyOf(storeHash, tokens);
    const names = await namesFor(storeHash, tokens, products);
    return products.map((product) => normalizeProduct(product, currency, names, now()));
  }

  return {
    platform: 'bigcommerce',

    installUrl: () => `${app.loginBase}/app/${encodeURIComponent(app.appId)}/install`,

    async exchangeCode({ code, scope, context }) {
      const response = await fetch(`${app.loginBase}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          client_id: app.clientId,
          client_secret: app.clientSecret,
          code,
          context,
          scope,
          grant_type: 'authorization_code',
          redirect_uri: options.redirectUri,
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new BigCommerceApiError(response.status, 'the token exchange');
      }
      const parsed = tokenResponse.safeParse(await response.json());
      if (!parsed.success) throw new BigCommerceApiError(502, 'the token exchange (bad answer)');
      const grant = parsed.data;
      const storeHash = storeHashOf(grant.context);
      if (storeHash !== storeHashOf(context)) {
        throw new BigCommerceApiError(502, 'the token exchange (another store)');
      }
      return {
        storeHash,
        // BigCommerce's app tokens do not expire and have no refresh token.
        tokens: {
          accessToken: grant.access_token,
          refreshToken: null,
          accessTokenExpiresAt: null,
          refreshTokenExpiresAt: null,
          scopes: grant.scope.split(/\s+/).filter(Boolean),
        },
        user: { id: String(grant.user.id), email: grant.user.email ?? null },
      };
    },

    async storeIdentity(storeHash, tokens) {
      const info = await storeInformation(storeHash, tokens);
      const address = info.secure_url ?? (info.domain ? `https://${info.domain}` : null);
      let storeUrl = `https://store-${storeHash}.mybigcommerce.com`;
      try {
        if (address) storeUrl = new URL(address).toString().replace(/\/$/, '');
      } catch {
        // keep the store's default address
      }
      return { storeKey: storeHash, storeName: info.name || storeHash, storeUrl };
    },

    async registerWebhooks(storeHash, tokens) {
      const existing = await get(hookList, storeHash, tokens, '/v3/hooks');
      const headers = { [HOOK_SECRET_HEADER]: hookSecret(storeHash) };
      for (const scope of PRODUCT_HOOK_SCOPES) {
        const hook = existing?.data.find(
          (h) => h.scope === scope && h.destination === options.webhookDestination,
        );
        const body = {
          scope,
          destination: options.webhookDestination,
          is_active: true,
          headers,
        };
        if (hook) await storeRequest(storeHash, tokens, 'PUT', `/v3/hooks/${hook.id}`, body);
        else await storeRequest(storeHash, tokens, 'POST', '/v3/hooks', body);
      }
    },

    isHookSecret(storeHash, header) {
      if (!header) return false;
      const given = Buffer.from(header);
      const expected = Buffer.from(hookSecret(storeHash));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async fetchProducts(identity, tokens, cursor): Promise<ProductPage> {
      const page = cursor && /^[1-9]\d{0,6}$/.test(cursor) ? Number(cursor) : 1;
      const list = await get(
        bcProductList,
        identity.storeKey,
        tokens,
        `/v3/catalog/products?include=variants,images&page=${page}&limit=${PAGE_LIMIT}`,
      );
      if (!list) throw new BigCommerceApiError(404, 'GET /v3/catalog/products');
      const { pagination } = list.meta;
      return {
        products: await normalizeAll(identity.storeKey, tokens, list.data),
        nextCursor:
          pagination.current_page < pagination.total_pages
            ? String(pagination.current_page + 1)
            : null,
        total: pagination.total,
      };
    },

    async fetchProduct(identity, tokens, externalId) {
      if (!/^\d{1,12}$/.test(externalId)) return null;
      const one = await get(
        bcProductOne,
        identity.storeKey,
        tokens,
        `/v3/catalog/products/${externalId}?include=variants,images`,
      );
      if (!one) return null;
      return (await normalizeAll(identity.storeKey, tokens, [one.data]))[0] ?? null;
    },

    /**
     * BigCommerce has no API to revoke an app's token (the merchant uninstalls the app in the
     * control panel); detaching deletes the webhooks so the store stops sending them.
     */
    async revokeGrant(identity, tokens) {
      const hooks = await get(hookList, identity.storeKey, tokens, '/v3/hooks');
      for (const hook of hooks?.data ?? []) {
        if (hook.destination !== options.webhookDestination) continue;
        await storeRequest(identity.storeKey, tokens, 'DELETE', `/v3/hooks/${hook.id}`);
      }
    },
  };
}
