import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BigCommerceApp } from '../../../../config';
import type { Clock } from '../../../../lib/clock';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import type { InstallCookies } from '../../install-cookie';
import { platformInstall } from '../../platform-install';
import { bigcommerceCallbackRoutes } from './bigcommerce-callbacks.routes';
import type { BigCommerceClient } from './bigcommerce-client';
import { bigcommerceInstallRoutes } from './bigcommerce-install.routes';
import { bigcommerceWebhookRoutes } from './bigcommerce-webhooks.routes';
import { bigcommerceRefused } from './signed-payload';

export interface BigCommerceRoutesOptions {
  service: EshopIntegrationsService;
  client: BigCommerceClient;
  app: BigCommerceApp;
  cookies: InstallCookies;
  /** Where the web is: the browser is sent back there. */
  publicUrl: string;
  clock: Clock;
}

/**
 * BigCommerce's side of the install flow, its app callbacks and its webhooks (issue 20,
 * ADR 0066):
 * - GET …/install?state= — an install begun in Bazaar (POST …/installs answers it and sets the
 *   signed state cookie): only with that cookie does the browser go to the app's install page
 *   on BigCommerce (else 401).
 * - GET …/auth — the auth callback (through the web's /app/big-commerce/auth): `code`, `scope`
 *   and `context=stores/{hash}` are exchanged for the store's token at the login service, the
 *   product webhooks are registered, and the store is attached (state cookie of an install begun
 *   in Bazaar for this store) or claimed (/app/complete-account).
 * - GET …/load, …/uninstall, …/remove-user — `signed_payload_jwt` verified (HS256 with the
 *   client secret, aud, iss, exp, sub), each `jti` accepted once.
 * - POST …/webhooks — the custom header secret set on our hooks checked, each event handled
 *   once.
 */
export const bigcommerceRoutes: FastifyPluginAsyncZod<BigCommerceRoutesOptions> = async (
  fastify,
  { service, client, app, cookies, publicUrl, clock },
) => {
  const install = platformInstall({
    platform: 'bigcommerce',
    service,
    cookies,
    publicUrl,
    refused: bigcommerceRefused,
  });
  bigcommerceInstallRoutes(fastify, { service, client, cookies, install });
  bigcommerceCallbackRoutes(fastify, { service, app, publicUrl, clock });
  bigcommerceWebhookRoutes(fastify, { service, client });
};
