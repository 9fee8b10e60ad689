import type { FastifyPluginAsync } from 'fastify';
import type { BigCommerceApp } from '../../../../config';
import { API_PREFIX } from '../../../../http/api-prefix';
import type { Clock } from '../../../../lib/clock';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import { installCookies } from '../../install-cookie';
import { createBigCommerceClient } from './bigcommerce-client';
import { BIGCOMMERCE_PATH, BIGCOMMERCE_WEB_AUTH } from './bigcommerce-addresses';
import { bigcommerceRoutes } from './bigcommerce.routes';
import { STORE_HASH } from './signed-payload';

export { HOOK_SECRET_HEADER } from './bigcommerce-client';
export {
  BIGCOMMERCE_PATH,
  BIGCOMMERCE_WEB_AUTH,
  BIGCOMMERCE_WEB_LOAD,
} from './bigcommerce-addresses';

export interface BigCommercePlatformOptions {
  service: EshopIntegrationsService;
  bigcommerce: BigCommerceApp;
  publicUrl: string;
  /** Signs the install's state cookie. */
  cookieKey: string;
  clock: Clock;
}

/**
 * What a seller types to name a BigCommerce store: its hash (`abc123`), `stores/abc123`, or an
 * address of its control panel or default storefront (`store-abc123.mybigcommerce.com`).
 */
export function bigcommerceStoreKey(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (URL.canParse(text)) text = new URL(text).hostname;
  const host = /^store-([a-z0-9]+)\.mybigcommerce\.com$/.exec(text);
  if (host) text = host[1]!;
  const context = /^stores\/([a-z0-9]+)$/.exec(text);
  if (context) text = context[1]!;
  return STORE_HASH.test(text) ? text : null;
}

/** The BigCommerce platform (ADR 0066): its client, its part of the install flow and its routes. */
export const bigcommercePlatform: FastifyPluginAsync<BigCommercePlatformOptions> = async (
  app,
  { service, bigcommerce, publicUrl, cookieKey, clock },
) => {
  const client = createBigCommerceClient({
    app: bigcommerce,
    redirectUri: `${publicUrl}${BIGCOMMERCE_WEB_AUTH}`,
    webhookDestination: `${publicUrl}${API_PREFIX}${BIGCOMMERCE_PATH}/webhooks`,
    now: () => clock.now(),
  });
  const cookies = installCookies(
    'bazaar_bigcommerce_install',
    `${API_PREFIX}${BIGCOMMERCE_PATH}`,
    cookieKey,
  );
  service.registerPlatform({
    client,
    cookies,
    storeKeyOf: bigcommerceStoreKey,
    startUrl: (state) =>
      `${publicUrl}${API_PREFIX}${BIGCOMMERCE_PATH}/install?state=${encodeURIComponent(state)}`,
  });
  await app.register(bigcommerceRoutes, {
    prefix: API_PREFIX,
    service,
    client,
    app: bigcommerce,
    cookies,
    publicUrl,
    clock,
  });
};
