import type { FastifyPluginAsync } from 'fastify';
import type { ShopifyAppConfig } from '../../../../config';
import { API_PREFIX } from '../../../../http/api-prefix';
import type { Clock } from '../../../../lib/clock';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import { installCookies } from '../../install-cookie';
import { createShopifyClient } from './shopify-client';
import { SHOPIFY_PATH } from './shopify-addresses';
import { shopifyRoutes } from './shopify.routes';
import { SHOP_DOMAIN } from './shopify-signatures';

export interface ShopifyPlatformOptions {
  service: EshopIntegrationsService;
  shopify: ShopifyAppConfig;
  publicUrl: string;
  /** Signs the install's state cookie. */
  cookieKey: string;
  clock: Clock;
}

/** Read access to products is all Bazaar asks of a shop. */
export const SHOPIFY_SCOPES = ['read_products', 'read_inventory'] as const;

/** What a seller types: `name`, `name.myshopify.com` or an address of it. */
export function shopifyStoreKey(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (URL.canParse(text)) text = new URL(text).hostname;
  else text = text.replace(/\/.*$/, '');
  if (!text.includes('.')) text = `${text}.myshopify.com`;
  return SHOP_DOMAIN.test(text) ? text : null;
}

/** The Shopify platform: its client, its part of the install flow and its routes. */
export const shopifyPlatform: FastifyPluginAsync<ShopifyPlatformOptions> = async (
  app,
  { service, shopify, publicUrl, cookieKey, clock },
) => {
  const client = createShopifyClient({
    clientId: shopify.clientId,
    clientSecret: shopify.clientSecret,
    shopBaseUrl: shopify.shopBaseUrl,
    apiVersion: shopify.apiVersion,
    scopes: SHOPIFY_SCOPES,
    now: () => clock.now(),
  });
  const cookies = installCookies(
    'bazaar_shopify_install',
    `${API_PREFIX}${SHOPIFY_PATH}`,
    cookieKey,
  );
  service.registerPlatform({
    client,
    cookies,
    storeKeyOf: shopifyStoreKey,
    startUrl: (state) =>
      `${publicUrl}${API_PREFIX}${SHOPIFY_PATH}/oauth2/start?state=${encodeURIComponent(state)}`,
  });
  await app.register(shopifyRoutes, {
    prefix: API_PREFIX,
    service,
    client,
    clientSecret: shopify.clientSecret,
    cookies,
    publicUrl,
    clock,
  });
};
