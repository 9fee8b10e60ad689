import { storeProduct, type StoreProduct } from '@bazaar/contracts';
import type { PlatformClient, ProductPage, StoreIdentity, StoreTokens } from '../../platform';
import { decimalToMinor } from './shopify-money';

/**
 * Bazaar's Shopify client (ADR 0064): OAuth's code → token exchange with expiring offline
 * tokens and their refresh, products through the GraphQL Admin API (cursor paging, cost-based
 * throttling), and the grant's removal. Every shop is reached at the configured base address
 * (`https://{shop}`, or the stand-in).
 */
export interface ShopifyClientOptions {
  clientId: string;
  clientSecret: string;
  /** `https://{shop}` or a stand-in's `http://127.0.0.1:<port>/{shop}`. */
  shopBaseUrl: string;
  apiVersion: string;
  scopes: readonly string[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export interface ShopifyClient extends PlatformClient {
  authorizeUrl(shop: string, state: string, redirectUri: string): string;
  exchangeCode(shop: string, code: string): Promise<StoreTokens>;
  shopIdentity(shop: string, tokens: StoreTokens): Promise<StoreIdentity>;
}

export class ShopifyApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ShopifyApiError';
  }
}

/** Products per page: with 50 variants, 10 collections and 10 media each, well under the 1,000 points a query may cost. */
const PAGE_SIZE = 10;
const MAX_THROTTLE_RETRIES = 5;

const PRODUCT_FIELDS = `
  id title descriptionHtml vendor productType status updatedAt
  collections(first: 10) { nodes { id title } }
  variants(first: 50) { nodes { id title sku price inventoryQuantity } }
  media(first: 10) { nodes { mediaContentType ... on MediaImage { image { url } } } }
`;

export const PRODUCTS_QUERY = `query BazaarProducts($first: Int!, $after: String, $withCount: Boolean!) {
  shop { currencyCode }
  productsCount @include(if: $withCount) { count }
  products(first: $first, after: $after, sortKey: ID) {
    nodes { ${PRODUCT_FIELDS} }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const PRODUCT_QUERY = `query BazaarProduct($id: ID!) {
  shop { currencyCode }
  product(id: $id) { ${PRODUCT_FIELDS} }
}`;

export const SHOP_QUERY = `query BazaarShop { shop { name url myshopifyDomain currencyCode } }`;

interface GraphqlProduct {
  id: string;
  title: string;
  descriptionHtml: string;
  vendor: string | null;
  productType: string | null;
  status: string;
  updatedAt: string;
  collections: { nodes: { id: string; title: string }[] };
  variants: {
    nodes: {
      id: string;
      title: string;
      sku: string | null;
      price: string;
      inventoryQuantity: number | null;
    }[];
  };
  media: { nodes: { mediaContentType: string; image?: { url: string } | null }[] };
}

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface GraphqlResponse<Data> {
  data?: Data;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { cost?: { requestedQueryCost: number; throttleStatus: ThrottleStatus } };
}

interface TokenResponse {
  access_token: string;
  scope?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
}

const statusOf = (status: string): StoreProduct['status'] =>
  status === 'ACTIVE' ? 'active' : status === 'ARCHIVED' ? 'archived' : 'draft';

/** A GraphQL product in the normalized shape every platform yields. */
export function normalizeProduct(product: GraphqlProduct, currency: string): StoreProduct {
  const variants = product.variants.nodes.map((variant) => ({
    external_id: variant.id,
    title: variant.title,
    sku: variant.sku ? variant.sku : null,
    price_minor: decimalToMinor(variant.price, currency),
    quantity: Math.max(0, variant.inventoryQuantity ?? 0),
  }));
  return storeProduct.parse({
    external_id: product.id,
    title: product.title,
    description_html: product.descriptionHtml ?? '',
    vendor: product.vendor || null,
    product_type: product.productType || null,
    collections: product.collections.nodes.map(({ id, title }) => ({ id, title })),
    status: statusOf(product.status),
    currency,
    variants,
    image_urls: product.media.nodes
      .map((media) => media.image?.url)
      .filter((url): url is string => typeof url === 'string')
      .slice(0, 20),
    updated_at: new Date(product.updatedAt).toISOString(),
  });
}

export function createShopifyClient(options: ShopifyClientOptions): ShopifyClient {
  const http = options.fetch ?? fetch;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  const base = (shop: string) => options.shopBaseUrl.replace('{shop}', shop);
  /** What each shop's leaky bucket held at the last answer, per access token's app. */
  const buckets = new Map<string, ThrottleStatus & { at: number; lastCost: number }>();

  function tokensFrom(body: TokenResponse, previous?: StoreTokens): StoreTokens {
    if (typeof body.access_token !== 'string' || body.access_token.length === 0) {
      throw new ShopifyApiError('Shopify answered no access token', 502);
    }
    const at = now().getTime();
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      accessTokenExpiresAt: body.expires_in ? new Date(at + body.expires_in * 1000) : null,
      refreshTokenExpiresAt: body.refresh_token_expires_in
        ? new Date(at + body.refresh_token_expires_in * 1000)
        : null,
      scopes: body.scope ? body.scope.split(',').filter(Boolean) : (previous?.scopes ?? []),
    };
  }

  async function tokenRequest(shop: string, body: Record<string, string | number>) {
    const response = await http(`${base(shop)}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new ShopifyApiError(
        `Shopify refused the token request (${response.status})`,
        response.status,
      );
    }
    return (await response.json()) as TokenResponse;
  }

  /** Waits until the shop's bucket holds what the next query is likely to cost. */
  async function waitForBudget(shop: string) {
    const bucket = buckets.get(shop);
    if (!bucket) return;
    const elapsed = (Date.now() - bucket.at) / 1000;
    const available = Math.min(
      bucket.maximumAvailable,
      bucket.currentlyAvailable + elapsed * bucket.restoreRate,
    );
    if (available >= bucket.lastCost || bucket.restoreRate <= 0) return;
    await sleep(Math.ceil(((bucket.lastCost - available) / bucket.restoreRate) * 1000));
  }

  async function graphql<Data>(
    shop: string,
    tokens: StoreTokens,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Data> {
    for (let attempt = 0; ; attempt += 1) {
      await waitForBudget(shop);
      const response = await http(`${base(shop)}/admin/api/${options.apiVersion}/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': tokens.accessToken,
        },
        body: JSON.stringify({ query, variables }),
      });
      if (response.status === 429 && attempt < MAX_THROTTLE_RETRIES) {
        const retryAfter = Number(response.headers.get('retry-after') ?? '1');
        await sleep(Math.max(1, Number.isFinite(retryAfter) ? retryAfter : 1) * 1000);
        continue;
      }
      if (!response.ok) {
        throw new ShopifyApiError(
          `Shopify's Admin API answered ${response.status}`,
          response.status,
        );
      }
      const body = (await response.json()) as GraphqlResponse<Data>;
      const cost = body.extensions?.cost;
      if (cost) {
        buckets.set(shop, {
          ...cost.throttleStatus,
          at: Date.now(),
          lastCost: cost.requestedQueryCost,
        });
      }
      const throttled = body.errors?.some((error) => error.extensions?.code === 'THROTTLED');
      if (throttled && attempt < MAX_THROTTLE_RETRIES) {
        if (!cost) await sleep(1000);
        continue;
      }
      if (body.errors?.length || !body.data) {
        throw new ShopifyApiError(
          `Shopify's Admin API refused the query: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`,
          502,
        );
      }
      return body.data;
    }
  }

  return {
    platform: 'shopify',

    authorizeUrl(shop, state, redirectUri) {
      const url = new URL(`${base(shop)}/admin/oauth/authorize`);
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('scope', options.scopes.join(','));
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode(shop, code) {
      return tokensFrom(
        await tokenRequest(shop, {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          code,
          // An expiring offline token with a refresh token (required of new public apps).
          expiring: 1,
        }),
      );
    },

    async refreshTokens(identity, tokens) {
      if (!tokens.refreshToken) throw new ShopifyApiError('no refresh token to refresh with', 400);
      return tokensFrom(
        await tokenRequest(identity.storeKey, {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: tokens.refreshToken,
        }),
        tokens,
      );
    },

    async shopIdentity(shop, tokens) {
      const data = await graphql<{ shop: { name: string; url: string; myshopifyDomain: string } }>(
        shop,
        tokens,
        SHOP_QUERY,
        {},
      );
      return {
        storeKey: shop,
        storeName: data.shop.name || shop,
        storeUrl: URL.canParse(data.shop.url) ? data.shop.url : `https://${shop}`,
      };
    },

    async fetchProducts(identity, tokens, cursor): Promise<ProductPage> {
      const data = await graphql<{
        shop: { currencyCode: string };
        productsCount?: { count: number };
        products: {
          nodes: GraphqlProduct[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      }>(identity.storeKey, tokens, PRODUCTS_QUERY, {
        first: PAGE_SIZE,
        after: cursor,
        withCount: cursor === null,
      });
      return {
        products: data.products.nodes.map((node) => normalizeProduct(node, data.shop.currencyCode)),
        nextCursor: data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null,
        total: data.productsCount?.count ?? null,
      };
    },

    async fetchProduct(identity, tokens, externalId) {
      const data = await graphql<{
        shop: { currencyCode: string };
        product: GraphqlProduct | null;
      }>(identity.storeKey, tokens, PRODUCT_QUERY, { id: externalId });
      return data.product ? normalizeProduct(data.product, data.shop.currencyCode) : null;
    },

    async revokeGrant(identity, tokens) {
      const response = await http(`${base(identity.storeKey)}/admin/api_permissions/current.json`, {
        method: 'DELETE',
        headers: { 'x-shopify-access-token': tokens.accessToken, accept: 'application/json' },
      });
      // 401/404: the grant is gone already, which is what detaching wants.
      if (!response.ok && response.status !== 401 && response.status !== 404) {
        throw new ShopifyApiError(
          `Shopify did not remove the grant (${response.status})`,
          response.status,
        );
      }
    },
  };
}
