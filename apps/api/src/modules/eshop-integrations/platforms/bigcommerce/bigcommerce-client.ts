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
import {
  BigCommerceApiError,
  createBigCommerceStoreApi,
  REQUEST_TIMEOUT_MS,
  type BigCommerceStoreApi,
} from './bigcommerce-store-api';
import { STORE_HASH } from './signed-payload';

/**
 * The BigCommerce client (ADR 0066): the single-click app's code → token exchange at the login
 * service, and the store API (bigcommerce-store-api.ts, rate limits paced there) for the catalog
 * and the webhooks. One function per operation.
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

/** What the operations share: the store API, the app, and the stores' currencies seen lately. */
interface BigCommerceContext {
  api: BigCommerceStoreApi;
  options: BigCommerceClientOptions;
  now: () => Date;
  currencies: Map<string, { currency: string; until: number }>;
}

/** The secret our hooks on a store carry in their custom header. */
function hookSecret(app: BigCommerceApp, storeHash: string): string {
  return createHmac('sha256', app.clientSecret)
    .update(`bigcommerce-hook:${storeHash}`)
    .digest('base64url');
}

function isHookSecret(app: BigCommerceApp, storeHash: string, header: string | undefined) {
  if (!header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(hookSecret(app, storeHash));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function storeInformation(
  { api, now, currencies }: BigCommerceContext,
  storeHash: string,
  tokens: StoreTokens,
) {
  const info = await api.get(bcStoreInformation, storeHash, tokens, '/v2/store');
  if (!info) throw new BigCommerceApiError(404, 'GET /v2/store');
  currencies.set(storeHash, {
    currency: info.currency.toUpperCase(),
    until: now().getTime() + 10 * 60_000,
  });
  return info;
}

async function currencyOf(
  context: BigCommerceContext,
  storeHash: string,
  tokens: StoreTokens,
): Promise<string> {
  const known = context.currencies.get(storeHash);
  if (known && known.until > context.now().getTime()) return known.currency;
  return (await storeInformation(context, storeHash, tokens)).currency.toUpperCase();
}

async function namesFor(
  api: BigCommerceStoreApi,
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
      : await api.get(
          bcBrandList,
          storeHash,
          tokens,
          `/v3/catalog/brands?id:in=${brandIds.join(',')}&limit=250`,
        );
  const categories =
    categoryIds.length === 0
      ? null
      : await api.get(
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
  context: BigCommerceContext,
  storeHash: string,
  tokens: StoreTokens,
  products: BcProduct[],
): Promise<StoreProduct[]> {
  if (products.length === 0) return [];
  const currency = await currencyOf(context, storeHash, tokens);
  const names = await namesFor(context.api, storeHash, tokens, products);
  return products.map((product) => normalizeProduct(product, currency, names, context.now()));
}

async function exchangeCode(
  { app, redirectUri }: BigCommerceClientOptions,
  { code, scope, context }: { code: string; scope: string; context: string },
): Promise<BigCommerceGrant> {
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
      redirect_uri: redirectUri,
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
}

async function storeIdentity(
  context: BigCommerceContext,
  storeHash: string,
  tokens: StoreTokens,
): Promise<StoreIdentity> {
  const info = await storeInformation(context, storeHash, tokens);
  const address = info.secure_url ?? (info.domain ? `https://${info.domain}` : null);
  let storeUrl = `https://store-${storeHash}.mybigcommerce.com`;
  try {
    if (address) storeUrl = new URL(address).toString().replace(/\/$/, '');
  } catch {
    // keep the store's default address
  }
  return { storeKey: storeHash, storeName: info.name || storeHash, storeUrl };
}

async function registerWebhooks(
  { api, options }: BigCommerceContext,
  storeHash: string,
  tokens: StoreTokens,
): Promise<void> {
  const existing = await api.get(hookList, storeHash, tokens, '/v3/hooks');
  const headers = { [HOOK_SECRET_HEADER]: hookSecret(options.app, storeHash) };
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
    if (hook) await api.request(storeHash, tokens, 'PUT', `/v3/hooks/${hook.id}`, body);
    else await api.request(storeHash, tokens, 'POST', '/v3/hooks', body);
  }
}

async function fetchProducts(
  context: BigCommerceContext,
  identity: StoreIdentity,
  tokens: StoreTokens,
  cursor: string | null,
): Promise<ProductPage> {
  const page = cursor && /^[1-9]\d{0,6}$/.test(cursor) ? Number(cursor) : 1;
  const list = await context.api.get(
    bcProductList,
    identity.storeKey,
    tokens,
    `/v3/catalog/products?include=variants,images&page=${page}&limit=${PAGE_LIMIT}`,
  );
  if (!list) throw new BigCommerceApiError(404, 'GET /v3/catalog/products');
  const { pagination } = list.meta;
  return {
    products: await normalizeAll(context, identity.storeKey, tokens, list.data),
    nextCursor:
      pagination.current_page < pagination.total_pages ? String(pagination.current_page + 1) : null,
    total: pagination.total,
  };
}

async function fetchProduct(
  context: BigCommerceContext,
  identity: StoreIdentity,
  tokens: StoreTokens,
  externalId: string,
): Promise<StoreProduct | null> {
  if (!/^\d{1,12}$/.test(externalId)) return null;
  const one = await context.api.get(
    bcProductOne,
    identity.storeKey,
    tokens,
    `/v3/catalog/products/${externalId}?include=variants,images`,
  );
  if (!one) return null;
  return (await normalizeAll(context, identity.storeKey, tokens, [one.data]))[0] ?? null;
}

/**
 * BigCommerce has no API to revoke an app's token (the merchant uninstalls the app in the
 * control panel); detaching deletes the webhooks so the store stops sending them.
 */
async function revokeGrant(
  { api, options }: BigCommerceContext,
  identity: StoreIdentity,
  tokens: StoreTokens,
): Promise<void> {
  const hooks = await api.get(hookList, identity.storeKey, tokens, '/v3/hooks');
  for (const hook of hooks?.data ?? []) {
    if (hook.destination !== options.webhookDestination) continue;
    await api.request(identity.storeKey, tokens, 'DELETE', `/v3/hooks/${hook.id}`);
  }
}

export function createBigCommerceClient(options: BigCommerceClientOptions): BigCommerceClient {
  const { app } = options;
  const now = options.now ?? (() => new Date());
  const api = createBigCommerceStoreApi(app, options.sleep ?? defaultSleep, now);
  const context: BigCommerceContext = { api, options, now, currencies: new Map() };
  return {
    platform: 'bigcommerce',
    installUrl: () => `${app.loginBase}/app/${encodeURIComponent(app.appId)}/install`,
    exchangeCode: (callback) => exchangeCode(options, callback),
    storeIdentity: (storeHash, tokens) => storeIdentity(context, storeHash, tokens),
    registerWebhooks: (storeHash, tokens) => registerWebhooks(context, storeHash, tokens),
    isHookSecret: (storeHash, header) => isHookSecret(app, storeHash, header),
    fetchProducts: (identity, tokens, cursor) => fetchProducts(context, identity, tokens, cursor),
    fetchProduct: (identity, tokens, externalId) =>
      fetchProduct(context, identity, tokens, externalId),
    revokeGrant: (identity, tokens) => revokeGrant(context, identity, tokens),
  };
}
