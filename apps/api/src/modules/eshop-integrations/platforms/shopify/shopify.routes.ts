import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../../../lib/clock';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import type { InstallCookies } from '../../install-cookie';
import { platformInstall } from '../../platform-install';
import { SHOPIFY_WEB_ENTRY } from './shopify-addresses';
import type { ShopifyClient } from './shopify-client';
import { shopifyInstallRoutes } from './shopify-install.routes';
import { shopifyRefused } from './shopify-signatures';
import { shopifyWebhookRoutes } from './shopify-webhooks.routes';

export interface ShopifyRoutesOptions {
  service: EshopIntegrationsService;
  client: ShopifyClient;
  clientSecret: string;
  cookies: InstallCookies;
  /** Where the web is: the browser is sent back there, and Shopify redirects to it. */
  publicUrl: string;
  clock: Clock;
}

/**
 * Shopify's side of the install flow and its webhooks (issue 20, ADR 0064):
 * - GET …/oauth2/authorize — the app URL (through the web's /app/shopify/oauth2/authorize):
 *   the install request's HMAC, timestamp and shop are checked, the state goes into a signed
 *   cookie and the browser to Shopify's consent screen. With `code`, it is the callback.
 * - GET …/oauth2/start?state= — an install begun in Bazaar (POST …/installs answers it and
 *   sets the state cookie there; without that cookie the start is a 401).
 * - GET …/oauth2/callback — state (cookie and database), HMAC and shop checked, the code
 *   exchanged, the store attached or claimed.
 * - POST …/webhooks — verified over the raw body, each delivery handled once.
 */
export const shopifyRoutes: FastifyPluginAsyncZod<ShopifyRoutesOptions> = async (
  app,
  { service, client, clientSecret, cookies, publicUrl, clock },
) => {
  const install = platformInstall({
    platform: 'shopify',
    service,
    cookies,
    publicUrl,
    refused: shopifyRefused,
  });
  shopifyInstallRoutes(app, {
    install,
    client,
    clientSecret,
    clock,
    redirectUri: `${publicUrl}${SHOPIFY_WEB_ENTRY}`,
  });
  await shopifyWebhookRoutes(app, { service, clientSecret });
};
