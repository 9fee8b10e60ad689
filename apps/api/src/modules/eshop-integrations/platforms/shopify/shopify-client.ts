import { storeProduct, type StoreProduct } from '@bazaar/contracts';
import type { PlatformClient, ProductPage, StoreIdentity, StoreTokens } from '../../platform';
import {
  createShopifyAdminApi,
  ShopifyApiError,
  type ShopifyAdminApi,
  type ShopifyClientOptions,
} from './shopify-admin-api';
import { decimalToMinor } from './shopify-money';

/**
 * Bazaar's Shopify client (ADR 0064): OAuth's code → token exchange with expiring offline
 * tokens and their refresh, products through the GraphQL Admin API (cursor paging, cost-based
 * throttling, in shopify-admin-api.ts), and the grant's removal. One function per operation.
 */
export interface ShopifyClient extends PlatformClient {
  authorizeUrl(shop: string, state: string, redirectUri: string): string;
  exchangeCode(shop: string, code: string): Promise<StoreTokens>;
  shopIdentity(shop: string, tokens: StoreTokens): Promise<StoreIdentity>;
}

/** Products per page: with 50 variants, 10 collections and 10 media each, well under the 1,000 points a query may cost. */
const PAGE_SIZE = 10;

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

type ShopifyApp = Pick<ShopifyClientOptions, 'clientId' | 'clientSecret' | 'scopes'>;

function authorizeUrl(
  api: ShopifyAdminApi,
  app: ShopifyApp,
  shop: string,
  state: string,
  redirectUri: string,
): string {
  const url = new URL(`${api.base(shop)}/admin/oauth/authorize`);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('scope', app.scopes.join(','));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

function exchangeCode(api: ShopifyAdminApi, app: ShopifyApp, shop: string, code: string) {
  return api.token(shop, {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    code,
    // An expiring offline token with a refresh token (required of new public apps).
    expiring: 1,
  });
}

async function refreshTokens(
  api: ShopifyAdminApi,
  app: ShopifyApp,
  identity: StoreIdentity,
  tokens: StoreTokens,
): Promise<StoreTokens> {
  if (!tokens.refreshToken) throw new ShopifyApiError('no refresh token to refresh with', 400);
  return api.token(
    identity.storeKey,
    {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    },
    tokens,
  );
}

async function shopIdentity(
  api: ShopifyAdminApi,
  shop: string,
  tokens: StoreTokens,
): Promise<StoreIdentity> {
  const data = await api.graphql<{
    shop: { name: string; url: string; myshopifyDomain: string };
  }>(shop, tokens, SHOP_QUERY, {});
  return {
    storeKey: shop,
    storeName: data.shop.name || shop,
    storeUrl: URL.canParse(data.shop.url) ? data.shop.url : `https://${shop}`,
  };
}

async function fetchProducts(
  api: ShopifyAdminApi,
  identity: StoreIdentity,
  tokens: StoreTokens,
  cursor: string | null,
): Promise<ProductPage> {
  const data = await api.graphql<{
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
}

async function fetchProduct(
  api: ShopifyAdminApi,
  identity: StoreIdentity,
  tokens: StoreTokens,
  externalId: string,
): Promise<StoreProduct | null> {
  const data = await api.graphql<{
    shop: { currencyCode: string };
    product: GraphqlProduct | null;
  }>(identity.storeKey, tokens, PRODUCT_QUERY, { id: externalId });
  return data.product ? normalizeProduct(data.product, data.shop.currencyCode) : null;
}

async function revokeGrant(
  api: ShopifyAdminApi,
  identity: StoreIdentity,
  tokens: StoreTokens,
): Promise<void> {
  const response = await api.http(
    `${api.base(identity.storeKey)}/admin/api_permissions/current.json`,
    {
      method: 'DELETE',
      headers: { 'x-shopify-access-token': tokens.accessToken, accept: 'application/json' },
    },
  );
  // 401/404: the grant is gone already, which is what detaching wants.
  if (!response.ok && response.status !== 401 && response.status !== 404) {
    throw new ShopifyApiError(
      `Shopify did not remove the grant (${response.status})`,
      response.status,
    );
  }
}

export function createShopifyClient(options: ShopifyClientOptions): ShopifyClient {
  const api = createShopifyAdminApi(options);
  return {
    platform: 'shopify',
    authorizeUrl: (shop, state, redirectUri) =>
      authorizeUrl(api, options, shop, state, redirectUri),
    exchangeCode: (shop, code) => exchangeCode(api, options, shop, code),
    refreshTokens: (identity, tokens) => refreshTokens(api, options, identity, tokens),
    shopIdentity: (shop, tokens) => shopIdentity(api, shop, tokens),
    fetchProducts: (identity, tokens, cursor) => fetchProducts(api, identity, tokens, cursor),
    fetchProduct: (identity, tokens, externalId) => fetchProduct(api, identity, tokens, externalId),
    revokeGrant: (identity, tokens) => revokeGrant(api, identity, tokens),
  };
}
