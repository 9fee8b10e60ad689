import type { FastifyPluginAsync } from 'fastify';
import type { ShoplineAppConfig } from '../../../../config';
import { API_PREFIX } from '../../../../http/api-prefix';
import type { Clock } from '../../../../lib/clock';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import { installCookies } from '../../install-cookie';
import { createShoplineClient } from './shopline-client';
import { SHOPLINE_PATH } from './shopline-addresses';
import { shoplineRoutes, shoplineStoreKey } from './shopline.routes';

export interface ShoplinePlatformOptions {
  service: EshopIntegrationsService;
  shopline: ShoplineAppConfig;
  publicUrl: string;
  /** Signs the install's state cookie. */
  cookieKey: string;
  clock: Clock;
}

/** Reading products is all Bazaar asks of a SHOPLINE store. */
export const SHOPLINE_SCOPES = ['read_products'] as const;

/** The SHOPLINE platform (ADR 0065): its client, its part of the install flow and its routes. */
export const shoplinePlatform: FastifyPluginAsync<ShoplinePlatformOptions> = async (
  app,
  { service, shopline, publicUrl, cookieKey, clock },
) => {
  const client = createShoplineClient({
    appKey: shopline.appKey,
    appSecret: shopline.appSecret,
    storeUrlTemplate: shopline.storeBaseUrl,
    apiVersion: shopline.apiVersion,
    scopes: SHOPLINE_SCOPES,
    clock,
  });
  const cookies = installCookies(
    'bazaar_shopline_install',
    `${API_PREFIX}${SHOPLINE_PATH}`,
    cookieKey,
  );
  service.registerPlatform({
    client,
    cookies,
    storeKeyOf: shoplineStoreKey,
    startUrl: (state) =>
      `${publicUrl}${API_PREFIX}${SHOPLINE_PATH}/start?state=${encodeURIComponent(state)}`,
  });
  await app.register(shoplineRoutes, {
    prefix: API_PREFIX,
    app: shopline,
    client,
    service,
    cookies,
    publicUrl,
    clock,
  });
};
