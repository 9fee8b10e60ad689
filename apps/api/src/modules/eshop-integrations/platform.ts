import type { StorePlatform, StoreProduct } from '@bazaar/contracts';

/**
 * What every e-shop platform client offers the core of the e-shop integrations module
 * (issue 20, ADR 0064). A client speaks its platform's real protocol over HTTP, to a base
 * address from configuration (a local stand-in in tests and the offline demo).
 */

/** A store's grant, as the module keeps it (encrypted at rest). */
export interface StoreTokens {
  accessToken: string;
  refreshToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scopes: string[];
}

/** Who the store is on its platform. */
export interface StoreIdentity {
  /** Shopify shop domain / Shopline handle / BigCommerce store hash. */
  storeKey: string;
  storeName: string;
  storeUrl: string;
}

export interface ProductPage {
  products: StoreProduct[];
  nextCursor: string | null;
  total: number | null;
}

export interface PlatformClient {
  platform: StorePlatform;
  /** Present when the platform's access tokens expire; answers the new grant. */
  refreshTokens?(identity: StoreIdentity, tokens: StoreTokens): Promise<StoreTokens>;
  fetchProducts(
    identity: StoreIdentity,
    tokens: StoreTokens,
    cursor: string | null,
  ): Promise<ProductPage>;
  fetchProduct(
    identity: StoreIdentity,
    tokens: StoreTokens,
    externalId: string,
  ): Promise<StoreProduct | null>;
  /** Detach: removes the app's grant on the platform. */
  revokeGrant(identity: StoreIdentity, tokens: StoreTokens): Promise<void>;
}
