import type { StoreProduct } from '@bazaar/contracts';
import { z } from 'zod';
import type { PlatformClient, ProductPage, StoreIdentity, StoreTokens } from '../../platform';
import {
  createShoplineAdminApi,
  ShoplineApiError,
  type ShoplineAdminApi,
  type ShoplineClientOptions,
} from './shopline-admin-api';
import {
  nextPageInfo,
  normalizeShoplineProduct,
  shoplineProductList,
  shoplineProductOne,
} from './shopline-products';

/*
 * The client of SHOPLINE's open platform (myshopline.com; ADR 0065): the consent page, code →
 * token and its refresh, the store's shop info and products, one function per operation, over
 * the store's OAuth endpoints and REST Admin API (shopline-admin-api.ts).
 */

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

/** What the operations share: the store's API, the app's options and the shops seen lately. */
interface ShoplineContext {
  api: ShoplineAdminApi;
  options: ShoplineClientOptions;
  shops: Map<string, { shop: ShoplineShop; until: number }>;
}

function authorizeUrl(
  { api, options }: ShoplineContext,
  handle: string,
  state: string,
  redirectUri: string,
): string {
  const params = new URLSearchParams({
    appKey: options.appKey,
    responseType: 'code',
    scope: options.scopes.join(','),
    redirectUri,
    customField: state,
  });
  // SHOPLINE's consent page is a single-page app reading its parameters after the `#`.
  return `${api.storeUrl(handle)}/admin/oauth-web/#/oauth/authorize?${params.toString()}`;
}

/** The store's name, address and currency, kept for ten minutes. */
async function shop(
  { api, options, shops }: ShoplineContext,
  handle: string,
  tokens: StoreTokens,
): Promise<ShoplineShop> {
  const cached = shops.get(handle);
  const now = options.clock.now().getTime();
  if (cached && cached.until > now) return cached.shop;
  const answer = await api.getJson(
    'merchants/shop',
    api.apiUrl(handle, 'merchants/shop.json'),
    tokens,
  );
  const parsed = answer.found ? shopAnswer.safeParse(answer.body) : undefined;
  if (!parsed?.success) throw new ShoplineApiError(502, 'merchants/shop', 'unexpected answer');
  const result: ShoplineShop = {
    identity: {
      storeKey: handle,
      storeName: parsed.data.data.name?.trim() || handle,
      storeUrl: api.storeUrl(handle),
    },
    currency: parsed.data.data.currency,
  };
  shops.set(handle, { shop: result, until: now + SHOP_CACHE_MS });
  return result;
}

/** The ids of the products in one custom collection, page after page. */
async function collectionMembers(
  api: ShoplineAdminApi,
  handle: string,
  tokens: StoreTokens,
  collectionId: string,
): Promise<string[]> {
  const members: string[] = [];
  const path = `products/collections/${encodeURIComponent(collectionId)}/products.json?limit=250&fields=id`;
  let url: string | null = api.apiUrl(handle, path);
  while (url) {
    const page = await api.getJson('products/collections/products', url, tokens);
    const ids = page.found ? productIdsAnswer.safeParse(page.body) : undefined;
    if (!page.found || !ids?.success) break;
    members.push(...ids.data.products.map(({ id }) => id));
    const next = nextPageInfo(page.response.headers.get('link'));
    url = next ? api.apiUrl(handle, `${path}&page_info=${encodeURIComponent(next)}`) : null;
  }
  return members;
}

/** Which custom collections each product of the store is in (id → collections). */
async function collectionsByProduct(api: ShoplineAdminApi, handle: string, tokens: StoreTokens) {
  const byProduct = new Map<string, { id: string; title: string }[]>();
  const list = await api.getJson(
    'products/custom_collections',
    api.apiUrl(handle, 'products/custom_collections.json?limit=250'),
    tokens,
  );
  const collections = list.found ? collectionsAnswer.safeParse(list.body) : undefined;
  if (!collections?.success) return byProduct;
  for (const collection of collections.data.custom_collections) {
    for (const id of await collectionMembers(api, handle, tokens, collection.id)) {
      byProduct.set(id, [...(byProduct.get(id) ?? []), collection]);
    }
  }
  return byProduct;
}

/** How many products the store has (asked on the first page only), when SHOPLINE says. */
async function productCount(api: ShoplineAdminApi, handle: string, tokens: StoreTokens) {
  const count = await api.getJson(
    'products/count',
    api.apiUrl(handle, 'products/count.json'),
    tokens,
  );
  const parsed = count.found ? countAnswer.safeParse(count.body) : undefined;
  return parsed?.success ? parsed.data.count : null;
}

async function fetchProducts(
  context: ShoplineContext,
  identity: StoreIdentity,
  tokens: StoreTokens,
  cursor: string | null,
): Promise<ProductPage> {
  const { api, options } = context;
  const handle = identity.storeKey;
  const { currency } = await shop(context, handle, tokens);
  const query = new URLSearchParams({ limit: String(options.pageSize ?? 50) });
  if (cursor) query.set('page_info', cursor);
  const page = await api.getJson(
    'products/products',
    api.apiUrl(handle, `products/products.json?${query.toString()}`),
    tokens,
  );
  const list = page.found ? shoplineProductList.safeParse(page.body) : undefined;
  if (!page.found || !list?.success) {
    throw new ShoplineApiError(502, 'products/products', 'unexpected answer');
  }
  const total = cursor ? null : await productCount(api, handle, tokens);
  const collections = await collectionsByProduct(api, handle, tokens);
  const products: StoreProduct[] = list.data.products.map((raw) => {
    const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String(raw.id) : '';
    return normalizeShoplineProduct(raw, {
      currency,
      collections: collections.get(id) ?? [],
    });
  });
  return { products, nextCursor: nextPageInfo(page.response.headers.get('link')), total };
}

async function fetchProduct(
  context: ShoplineContext,
  identity: StoreIdentity,
  tokens: StoreTokens,
  externalId: string,
): Promise<StoreProduct | null> {
  if (!productId.test(externalId)) return null;
  const { api } = context;
  const handle = identity.storeKey;
  const { currency } = await shop(context, handle, tokens);
  const answer = await api.getJson(
    'products/product',
    api.apiUrl(handle, `products/${encodeURIComponent(externalId)}.json`),
    tokens,
  );
  if (!answer.found) return null;
  const one = shoplineProductOne.safeParse(answer.body);
  if (!one.success || one.data.product === null || one.data.product === undefined) return null;
  const collections = await collectionsByProduct(api, handle, tokens);
  return normalizeShoplineProduct(one.data.product, {
    currency,
    collections: collections.get(externalId) ?? [],
  });
}

export function createShoplineClient(options: ShoplineClientOptions): ShoplineClient {
  const api = createShoplineAdminApi(options);
  const context: ShoplineContext = { api, options, shops: new Map() };
  return {
    platform: 'shopline',
    storeUrl: api.storeUrl,
    authorizeUrl: (handle, state, redirectUri) => authorizeUrl(context, handle, state, redirectUri),
    createToken: (handle, code) => api.oauth(handle, 'create', JSON.stringify({ code })),
    refreshTokens: (identity) => api.oauth(identity.storeKey, 'refresh', ''),
    shop: (handle, tokens) => shop(context, handle, tokens),
    fetchProducts: (identity, tokens, cursor) => fetchProducts(context, identity, tokens, cursor),
    fetchProduct: (identity, tokens, externalId) =>
      fetchProduct(context, identity, tokens, externalId),
    async revokeGrant() {
      // SHOPLINE has no API through which an app removes its own grant: the merchant uninstalls
      // it in the store's admin (which sends apps/installed_uninstalled). Detaching forgets the
      // token here; it lapses on its own within ten hours (ADR 0065).
    },
  };
}
