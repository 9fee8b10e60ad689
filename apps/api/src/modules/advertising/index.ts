import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { chargeSpendJob } from './advertising.jobs';
import { createAdvertisingRepository } from './advertising.repository';
import { advertisingRoutes } from './advertising.routes';
import { createAdvertisingService, type AdvertisingService } from './advertising.service';
import { advertisingNotificationSubscribers } from './advertising.subscribers';

export type { AdvertisingService } from './advertising.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sellers' promoted listings, their counting and their charging (advertising module). */
    advertising: AdvertisingService;
  }
}

export interface AdvertisingModuleOptions {
  clock: Clock;
  /** The api's key (the access-token key), for visitors' day keys and impression tokens. */
  secret: string;
}

/** Advertising: promoted listings in placements, charged from the prepaid balance (ADR 0059). */
export const advertisingModule = fp<AdvertisingModuleOptions>(
  async (app, { clock, secret }) => {
    const service = createAdvertisingService({
      repository: createAdvertisingRepository(app.db),
      ledger: app.ledger,
      listings: app.listings,
      events: app.domainEvents,
      clock,
      secret,
    });
    app.decorate('advertising', service);
    app.jobs.define(chargeSpendJob(service));
    for (const subscriber of advertisingNotificationSubscribers(app.notifications)) {
      app.domainEvents.subscribe(subscriber);
    }
    await app.register(advertisingRoutes, { prefix: API_PREFIX, service, secret, clock });
  },
  {
    name: 'advertising-module',
    dependencies: [
      'db',
      'jobs',
      'auth',
      'domain-events-module',
      'notifications-module',
      'listings-module',
      'ledger-module',
    ],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createAdvertisingRepository } from './advertising.repository';
export { createAdvertisingService } from './advertising.service';
