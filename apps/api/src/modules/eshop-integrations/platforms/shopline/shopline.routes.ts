import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShoplineAppConfig } from '../../../../config';
import { UnauthorizedError } from '../../../../errors';
import type { Clock } from '../../../../lib/clock';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import type { InstallCookies } from '../../install-cookie';
import { platformInstall } from '../../platform-install';
import { shoplineCallbackUrl } from './shopline-addresses';
import { shoplineHandle } from './shopline-admin-api';
import type { ShoplineClient } from './shopline-client';
import { shoplineInstallRoutes } from './shopline-install.routes';
import { shoplineWebhookRoutes } from './shopline-webhooks.routes';

/*
 * SHOPLINE's entry points into Bazaar (ADR 0065), under /api/eshop-integrations/shopline. The
 * web's /app/shopline/install and /app/shopline/integrate forward here with their query intact:
 * - GET /install: SHOPLINE's signed install request (a merchant installs the app in the store's
 *   admin) → a state for the store, kept in a signed http-only cookie, and the store's consent
 *   page.
 * - GET /start?state=: an install begun in Bazaar (the core's POST …/shopline/installs answers
 *   this address and sets the signed state cookie) → only with that cookie, the store's
 *   consent page (else 401).
 * - GET /integrate: the signed authorization callback → state and cookie checked, code → token,
 *   the store's identity, and the core's completeInstall says where the browser goes.
 * - POST /webhooks: `apps/installed_uninstalled` (UNINSTALL), `products/create|update|delete`,
 *   verified by `X-Shopline-Hmac-Sha256` over the raw body, each delivery
 *   (`X-Shopline-Webhook-Id`) handled once.
 * A wrong signature is a 401 and nothing is stored.
 */

/** What these routes need of the e-shop integrations' core service. */
export type ShoplineInstallService = Pick<
  EshopIntegrationsService,
  'beginInstall' | 'pendingInstall' | 'stateMatches' | 'completeInstall' | 'receiveWebhook'
>;

export interface ShoplineRoutesOptions {
  app: ShoplineAppConfig;
  client: ShoplineClient;
  service: ShoplineInstallService;
  /** The install's state cookie (signed, http-only, scoped to these routes). */
  cookies: InstallCookies;
  /** Where the web is: SHOPLINE sends the merchant back to its /app/shopline/integrate. */
  publicUrl: string;
  clock: Clock;
}

const NOT_STARTED_HERE =
  'This installation was not started in this browser, or it took too long. Please start it again.';

export const shoplineRoutes: FastifyPluginAsyncZod<ShoplineRoutesOptions> = async (
  fastify,
  { app, client, service, cookies, publicUrl, clock },
) => {
  const install = platformInstall({
    platform: 'shopline',
    service,
    cookies,
    publicUrl,
    refused: () => new UnauthorizedError(NOT_STARTED_HERE),
  });
  shoplineInstallRoutes(fastify, {
    app,
    client,
    install,
    clock,
    redirectUri: shoplineCallbackUrl(publicUrl),
  });
  await shoplineWebhookRoutes(fastify, { app, service });
};

/**
 * The handle of what a seller typed (`open001`, `open001.myshopline.com` or the store's
 * address), or null when it cannot be one.
 */
export function shoplineStoreKey(store: string): string | null {
  const text = store
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '');
  const candidate = text.endsWith('.myshopline.com')
    ? text.slice(0, -'.myshopline.com'.length)
    : text;
  const parsed = shoplineHandle.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
