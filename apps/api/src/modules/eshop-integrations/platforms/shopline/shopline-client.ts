import type { StoreProduct } from '@bazaar/contracts';
import { z } from 'zod';
import type { Clock } from '../../../../lib/clock';
import type { PlatformClient, ProductPage, StoreIdentity, StoreTokens } from '../../platform';
import {
  nextPageInfo,
  normalizeShoplineProduct,
  shoplineProductList,
  shoplineProductOne,
} from './shopline-products';
import { signedPostHeaders } from './shopline-signature';

/*
 * The client of SHOPLINE's open platform (myshopline.com; ADR 0065): the OAuth endpoints of a
 * store (`/admin/oauth/token/create`, `/admin/oauth/token/refresh`, signed with the app secret)
 * and its REST Admin API (`/admin/openapi/{version}/…`, bearer access token), at the address
 * the configuration's store template gives a handle (`https://{handle}.myshopline.com`, or a
 * local stand-in).
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

const shopAnswer = z.object({
  data: z.object({
    name: z.string().nullish(),
    domain: z.string().nullish(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .transform((c) => c.toUpperCase()),
  }),
});

const countAnswer = z.object({ count: z.number().int().nonnegative() });
const collectionsAnswer = z.object({
  custom_collections: z.array(
    z.object({ id: z.union([z.string(), z.number()]).transform(String), title: z.string() }),
  ),
});
const productIdsAnswer = z.object({
  products: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String) })),
});

/** What SHOPLINE says about a store (its shop info). */
export interface ShoplineShop {
  identity: StoreIdentity;
  currency: string;
}

export interface ShoplineClient extends PlatformClient {
  platform: 'shopline';
  /** The store's base address for a handle. */
  storeUrl(handle: string): string;
  /** Where the merchant consents: the store's authorize page, with our state as `customField`. */
  authorizeUrl(handle: string, state: string, redirectUri: string): string;
  /** Code → access token (`POST /admin/oauth/token/create`, signed). */
  createToken(handle: string, code: string): Promise<StoreTokens>;
  refreshTokens(identity: StoreIdentity, tokens: StoreTokens): Promise<StoreTokens>;
  /** The store's name, address and currency. */
  shop(handle: string, tokens: StoreTokens): Promise<ShoplineShop>;
}

const productId = /^[A-Za-z0-9_-]{1,64}$/;
const SHOP_CACHE_MS = 10 * 60 * 1000;
const MAX_RETRIES = 3;

export function createShoplineClient(options: ShoplineClientOptions): ShoplineClient {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const pageSize = options.pageSize ?? 50;
  const shops = new Map<string, { shop: ShoplineShop; until: number }>();

  const storeUrl = (handle: string) => {
    const valid = shoplineHandle.parse(handle);
    return options.storeUrlTemplate.replaceAll('{handle}', valid).replace(/\/+$/, '');
  };
  const apiUrl = (handle: string, path: string) =>
    `${storeUrl(handle)}/admin/openapi/${options.apiVersion}/${path}`;

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
    const data = answer.data.data;
    const now = options.clock.now();
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
      scopes: (data.scope ?? options.scopes.join(','))
        .split(/[,\s]+/)
        .filter((scope) => scope.length > 0),
    } satisfies StoreTokens;
  }

  async function getJson(endpoint: string, url: string, tokens: StoreTokens) {
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
      return { found: false as const };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ShoplineApiError(response.status, endpoint);
    }
    return { found: true as const, body: (await response.json()) as unknown, response };
  }

  async function shop(handle: string, tokens: StoreTokens): Promise<ShoplineShop> {
    const cached = shops.get(handle);
    const now = options.clock.now().getTime();
    if (cached && cached.until > now) return cached.shop;
    const answer = await getJson('merchants/shop', apiUrl(handle, 'merchants/shop.json'), tokens);
    const parsed = answer.found ? shopAnswer.safeParse(answer.body) : undefined;
    if (!parsed?.success) throw new ShoplineApiError(502, 'merchants/shop', 'unexpected answer');
    const result: ShoplineShop = {
      identity: {
        storeKey: handle,
        storeName: parsed.data.data.name?.trim() || handle,
        storeUrl: storeUrl(handle),
      },
      currency: parsed.data.data.currency,
    };
    shops.set(handle, { shop: result, until: now + SHOP_CACHE_MS });
    return result;
  }

  /** Which custom collections each product of the store is in (id → collections). */
  async function collectionsByProduct(handle: string, tokens: StoreTokens) {
    const byProduct = new Map<string, { id: string; title: string }[]>();
    const list = await getJson(
      'products/custom_collections',
      apiUrl(handle, 'products/custom_collections.json?limit=250'),
      tokens,
    );
    const collections = list.found ? collectionsAnswer.safeParse(list.body) : undefined;
    if (!collections?.success) return byProduct;
    for (const collection of collections.data.custom_collections) {
      let url: string | null = apiUrl(
        handle,
        `products/collections/${encodeURIComponent(collection.id)}/products.json?limit=250&fields=id`,
      );
      while (url) {
        const page = await getJson('products/collections/products', url, tokens);
        const members = page.found ? productIdsAnswer.safeParse(page.body) : undefined;
        if (!page.found || !members?.success) break;
        for (const { id } of members.data.products) {
          byProduct.set(id, [...(byProduct.get(id) ?? []), collection]);
        }
        const next = nextPageInfo(page.response.headers.get('link'));
        url = next
          ? apiUrl(
              handle,
              `products/collections/${encodeURIComponent(collection.id)}/products.json?limit=250&fields=id&page_info=${encodeURIComponent(next)}`,
            )
          : null;
      }
    }
    return byProduct;
  }

  return {
    platform: 'shopline',
    storeUrl,

    authorizeUrl(handle, state, redirectUri) {
      const params = new URLSearchParams({
        appKey: options.appKey,
        responseType: 'code',
        scope: options.scopes.join(','),
        redirectUri,
        customField: state,
      });
      // SHOPLINE's consent page is a single-page app reading its parameters after the `#`.
      return `${storeUrl(handle)}/admin/oauth-web/#/oauth/authorize?${params.toString()}`;
    },

    createToken: (handle, code) => oauth(handle, 'create', JSON.stringify({ code })),

    refreshTokens: (identity) => oauth(identity.storeKey, 'refresh', ''),

    shop,

    async fetchProducts(identity, tokens, cursor): Promise<ProductPage> {
      const handle = identity.storeKey;
      const { currency } = await shop(handle, tokens);
      const query = new URLSearchParams({ limit: String(pageSize) });
      if (cursor) query.set('page_info', cursor);
      const page = await getJson(
        'products/products',
        apiUrl(handle, `products/products.json?${query.toString()}`),
        tokens,
      );
      const list = page.found ? shoplineProductList.safeParse(page.body) : undefined;
      if (!page.found || !list?.success) {
        throw new ShoplineApiError(502, 'products/products', 'unexpected answer');
      }
      let total: number | null = null;
      if (!cursor) {
        const count = await getJson(
          'products/count',
          apiUrl(handle, 'products/count.json'),
          tokens,
        );
        const parsed = count.found ? countAnswer.safeParse(count.body) : undefined;
        total = parsed?.success ? parsed.data.count : null;
      }
      const collections = await collectionsByProduct(handle, tokens);
      const products: StoreProduct[] = list.data.products.map((raw) => {
        const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String(raw.id) : '';
        return normalizeShoplineProduct(raw, {
          currency,
          collections: collections.get(id) ?? [],
        });
      });
      return { products, nextCursor: nextPageInfo(page.response.headers.get('link')), total };
    },

    async fetchProduct(identity, tokens, externalId) {
      if (!productId.test(externalId)) return null;
      const handle = identity.storeKey;
      const { currency } = await shop(handle, tokens);
      const answer = await getJson(
        'products/product',
        apiUrl(handle, `products/${encodeURIComponent(externalId)}.json`),
        tokens,
      );
      if (!answer.found) return null;
      const one = shoplineProductOne.safeParse(answer.body);
      if (!one.success || one.data.product === null || one.data.product === undefined) return null;
      const collections = await collectionsByProduct(handle, tokens);
      return normalizeShoplineProduct(one.data.product, {
        currency,
        collections: collections.get(externalId) ?? [],
      });
    },

    async revokeGrant() {
      // SHOPLINE has no API through which an app removes its own grant: the merchant uninstalls
      // it in the store's admin (which sends apps/installed_uninstalled). Detaching forgets the
      // token here; it lapses on its own within ten hours (ADR 0065).
    },
  };
}
