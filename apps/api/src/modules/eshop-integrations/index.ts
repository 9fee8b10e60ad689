import { createHmac } from 'node:crypto';
import { storePlatforms } from '@bazaar/contracts';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import type { EShopConnectionsPort } from '../subscriptions';
import {
  refreshTokensJob,
  resyncAllJob,
  resyncJob,
  syncProductJob,
} from './eshop-integrations.jobs';
import { livePlatformsOf } from './connection-queries';
import { createEshopIntegrationsRepository } from './eshop-integrations.repository';
import { eshopIntegrationsRoutes } from './eshop-integrations.routes';
import {
  createEshopIntegrationsService,
  type EshopIntegrationsService,
} from './eshop-integrations.service';
import type { ImportingPort } from './importing-port';
import { platformUnavailableRoutes } from './platform-unavailable.routes';
import { bigcommercePlatform } from './platforms/bigcommerce';
import { shopifyPlatform } from './platforms/shopify';
import { shoplinePlatform } from './platforms/shopline';
import { createTokenSealer, tokenKeyFrom } from './token-crypto';

export type { EshopIntegrationsService, PlatformInstaller } from './eshop-integrations.service';
export type { PlatformClient, ProductPage, StoreIdentity, StoreTokens } from './platform';
export type { ImportingPort, StoreSource } from './importing-port';
export { installCookies, type InstallCookies } from './install-cookie';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sellers' connected e-shops, their installs and webhooks (eshop-integrations module). */
    eshopIntegrations: EshopIntegrationsService;
  }
}

/**
 * The subscriptions' port (ADR 0058): which platforms the seller's live stores are connected
 * through. Read from this module's table, so the composition can hand it to subscriptions,
 * which register before this module (it asks them for the plan's e-shop limit).
 */
export function eshopConnectionsPort(db: Database): EShopConnectionsPort {
  return { providersOf: (sellerId, tx) => livePlatformsOf(tx ?? db, sellerId) };
}

export interface EshopIntegrationsModuleOptions {
  clock: Clock;
  /** Where the web is: platforms send the browser back there. */
  publicUrl: string;
  /** The auth secret: the state cookie's key, and the token key when none is configured. */
  secret: string;
  eshops: Config['eshops'];
}

/**
 * E-shop integrations (issue 20, ADR 0064): the core (connections, installs and claims,
 * webhooks' effects, re-syncs, detaching) and a routes plugin per configured platform.
 */
export const eshopIntegrationsModule = fp<EshopIntegrationsModuleOptions>(
  async (app, { clock, publicUrl, secret, eshops }) => {
    const importing = (): ImportingPort | undefined =>
      app.hasDecorator('importing') ? app.importing : undefined;
    const service = createEshopIntegrationsService({
      repository: createEshopIntegrationsRepository(app.db),
      sealer: createTokenSealer(tokenKeyFrom(eshops.tokenKey, secret)),
      limits: {
        async eshopsLimitOf(sellerId) {
          const { plan } = await app.subscriptions.mine(sellerId);
          return { limit: plan.eshops_limit, plan: plan.name };
        },
      },
      notifications: app.notifications,
      jobs: app.jobs,
      importing,
      log: app.log,
      clock,
    });
    app.decorate('eshopIntegrations', service);
    app.jobs.define(syncProductJob(service));
    app.jobs.define(resyncJob(service));
    app.jobs.define(resyncAllJob(service));
    app.jobs.define(refreshTokensJob(service));
    await app.register(eshopIntegrationsRoutes, { prefix: API_PREFIX, service });

    const cookieKey = createHmac('sha256', secret)
      .update('eshop-install-cookie')
      .digest('base64url');
    if (eshops.shopify) {
      await app.register(shopifyPlatform, {
        service,
        shopify: eshops.shopify,
        publicUrl,
        cookieKey,
        clock,
      });
    }
    if (eshops.shopline) {
      await app.register(shoplinePlatform, {
        service,
        shopline: eshops.shopline,
        publicUrl,
        cookieKey,
        clock,
      });
    }
    if (eshops.bigcommerce) {
      await app.register(bigcommercePlatform, {
        service,
        bigcommerce: eshops.bigcommerce,
        publicUrl,
        cookieKey,
        clock,
      });
    }
    for (const platform of storePlatforms) {
      if (!eshops[platform])
        await app.register(platformUnavailableRoutes, { prefix: API_PREFIX, platform, publicUrl });
    }
    const registered = importing();
    if (registered) service.registerStoreSources(registered);
  },
  {
    name: 'eshop-integrations-module',
    dependencies: [
      'db',
      'jobs',
      'auth',
      'notifications-module',
      'subscriptions-module',
      'importing-module',
    ],
  },
);
