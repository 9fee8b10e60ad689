import { z } from 'zod';
import { ConfigError } from './config-error';
import { type EnvValues, nonEmpty } from './env-values';

/** E-shop integrations (ADR 0064): each platform's app, and the key that seals their grants. */
export const eshopsEnv = {
  /** The BigCommerce app's client id (Developer Portal); unset: BigCommerce is not offered (ADR 0066). */
  BIGCOMMERCE_CLIENT_ID: nonEmpty.optional(),
  /** The app's client secret: token exchange and the signed_payload_jwt key; needed with the id. */
  BIGCOMMERCE_CLIENT_SECRET: nonEmpty.optional(),
  /** The app's numeric id, for the install link started from Bazaar (…/app/{id}/install). */
  BIGCOMMERCE_APP_ID: nonEmpty.optional(),
  /** Where BigCommerce's login service is (install page, /oauth2/token). */
  BIGCOMMERCE_LOGIN_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://login.bigcommerce.com'),
  /** Where BigCommerce's store API is (/stores/{hash}/v3/…). */
  BIGCOMMERCE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.bigcommerce.com'),
  /**
   * The key that seals e-shop access tokens at rest (AES-256-GCM): 32 bytes, base64. Unset: a
   * key derived from the auth secret (ADR 0064); changing that secret then disconnects stores.
   */
  ESHOP_TOKEN_KEY: z
    .string()
    .trim()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((key) => key.length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  /** Client id of Bazaar's Shopify app; unset (with the secret): Shopify is not offered. */
  SHOPIFY_CLIENT_ID: nonEmpty.optional(),
  /** Client secret of Bazaar's Shopify app: signs installs and webhooks. */
  SHOPIFY_CLIENT_SECRET: nonEmpty.optional(),
  /**
   * Where a shop is reached, `{shop}` standing for its myshopify.com domain; the Shopify
   * stand-in is `http://127.0.0.1:<port>/{shop}` (npm run stand-ins:eshops prints it).
   */
  SHOPIFY_SHOP_BASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => value.includes('{shop}') && URL.canParse(value.replace('{shop}', 'x')),
      'must be an http(s) address containing {shop}',
    )
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) address containing {shop}')
    .default('https://{shop}'),
  /** The Shopify Admin API version Bazaar's client speaks. */
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'must look like 2025-10')
    .default('2025-10'),
  /** App key of Bazaar's SHOPLINE app; unset (with the secret): SHOPLINE is not offered. */
  SHOPLINE_APP_KEY: nonEmpty.optional(),
  /** App secret of Bazaar's SHOPLINE app: signs installs, token requests and webhooks. */
  SHOPLINE_APP_SECRET: nonEmpty.optional(),
  /**
   * Where a store is reached, `{handle}` standing for its handle (ADR 0065); the SHOPLINE
   * stand-in is `http://127.0.0.1:<port>/stores/{handle}`.
   */
  SHOPLINE_STORE_BASE_URL: z
    .string()
    .trim()
    .refine(
      (value) =>
        value.includes('{handle}') &&
        /^https?:\/\//.test(value) &&
        URL.canParse(value.replaceAll('{handle}', 'x')),
      'must be an http(s) address containing {handle}',
    )
    .default('https://{handle}.myshopline.com'),
  /** The SHOPLINE REST Admin API version Bazaar's client speaks. */
  SHOPLINE_API_VERSION: z
    .string()
    .regex(/^v\d{8}$/, 'must look like v20251201')
    .default('v20251201'),
};

/** E-shop integrations (ADR 0064): the grants' sealing key and each platform's app. */
export interface EshopsConfig {
  /** ESHOP_TOKEN_KEY; unset: derived from the auth secret. */
  tokenKey: Buffer | undefined;
  shopify: ShopifyAppConfig | undefined;
  shopline: ShoplineAppConfig | undefined;
  /** The BigCommerce app (ADR 0066); undefined when no client id is configured. */
  bigcommerce: BigCommerceApp | undefined;
}

/** Bazaar's SHOPLINE app, and where stores are reached (a stand-in in tests and the demo). */
export interface ShoplineAppConfig {
  appKey: string;
  appSecret: string;
  /** `https://{handle}.myshopline.com`, or the stand-in's address with `{handle}` in it. */
  storeBaseUrl: string;
  apiVersion: string;
}

function shoplineApp(
  appKey: string | undefined,
  appSecret: string | undefined,
  storeBaseUrl: string,
  apiVersion: string,
): ShoplineAppConfig | undefined {
  if (!appKey && !appSecret) return undefined;
  if (!appKey || !appSecret) {
    throw new ConfigError([
      {
        variable: appKey ? 'SHOPLINE_APP_SECRET' : 'SHOPLINE_APP_KEY',
        message: 'SHOPLINE_APP_KEY and SHOPLINE_APP_SECRET are set together',
      },
    ]);
  }
  return { appKey, appSecret, storeBaseUrl: storeBaseUrl.replace(/\/+$/, ''), apiVersion };
}

/** Bazaar's Shopify app, and where shops are reached (a stand-in in tests and the demo). */
export interface ShopifyAppConfig {
  clientId: string;
  clientSecret: string;
  /** `https://{shop}`, or the stand-in's address with `{shop}` in it. */
  shopBaseUrl: string;
  apiVersion: string;
}

function shopifyApp(
  clientId: string | undefined,
  clientSecret: string | undefined,
  shopBaseUrl: string,
  apiVersion: string,
): ShopifyAppConfig | undefined {
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError([
      {
        variable: clientId ? 'SHOPIFY_CLIENT_SECRET' : 'SHOPIFY_CLIENT_ID',
        message: 'SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET are set together',
      },
    ]);
  }
  return { clientId, clientSecret, shopBaseUrl: shopBaseUrl.replace(/\/+$/, ''), apiVersion };
}

/** A BigCommerce single-click app and where BigCommerce (or its stand-in) is. */
export interface BigCommerceApp {
  clientId: string;
  clientSecret: string;
  /** Defaults to the client id (the stand-in accepts either). */
  appId: string;
  /** Without a trailing slash. */
  loginBase: string;
  /** Without a trailing slash. */
  apiBase: string;
}

function bigCommerceApp(vars: EnvValues<typeof eshopsEnv>): BigCommerceApp | undefined {
  if (!vars.BIGCOMMERCE_CLIENT_ID) return undefined;
  if (!vars.BIGCOMMERCE_CLIENT_SECRET) {
    throw new ConfigError([
      { variable: 'BIGCOMMERCE_CLIENT_SECRET', message: 'must be set with BIGCOMMERCE_CLIENT_ID' },
    ]);
  }
  return {
    clientId: vars.BIGCOMMERCE_CLIENT_ID,
    clientSecret: vars.BIGCOMMERCE_CLIENT_SECRET,
    appId: vars.BIGCOMMERCE_APP_ID ?? vars.BIGCOMMERCE_CLIENT_ID,
    loginBase: vars.BIGCOMMERCE_LOGIN_BASE.replace(/\/+$/, ''),
    apiBase: vars.BIGCOMMERCE_API_BASE.replace(/\/+$/, ''),
  };
}

export function eshopsConfig(vars: EnvValues<typeof eshopsEnv>): EshopsConfig {
  return {
    tokenKey: vars.ESHOP_TOKEN_KEY,
    shopify: shopifyApp(
      vars.SHOPIFY_CLIENT_ID,
      vars.SHOPIFY_CLIENT_SECRET,
      vars.SHOPIFY_SHOP_BASE_URL,
      vars.SHOPIFY_API_VERSION,
    ),
    shopline: shoplineApp(
      vars.SHOPLINE_APP_KEY,
      vars.SHOPLINE_APP_SECRET,
      vars.SHOPLINE_STORE_BASE_URL,
      vars.SHOPLINE_API_VERSION,
    ),
    bigcommerce: bigCommerceApp(vars),
  };
}
