import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { PREPAY_CURRENCY } from '@bazaar/contracts';
import { signUpsPerPeriod } from '../users/read-model';
import { newListingsPerPeriod } from '../listings/read-model';
import { listingOrderFigures, ordersPerPeriod } from '../orders/read-model';
import { reservationsPerPeriod } from '../bookings/read-model';
import { conversationsPerPeriod } from '../chat/read-model';
import { chargesPerPeriod } from '../ledger/read-model';
import { purgeOldViewVisitsJob } from './statistics.jobs';
import { createStatisticsRepository } from './statistics.repository';
import { statisticsRoutes } from './statistics.routes';
import {
  createStatisticsService,
  type PromotionFigures,
  type StatisticsService,
} from './statistics.service';
import { statisticsSubscribers } from './statistics.subscribers';

export type { PromotionFigures, StatisticsService } from './statistics.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Item-page views, cart adds, last visits and the sellers' statistics (statistics module). */
    statistics: StatisticsService;
  }
}

export interface StatisticsModuleOptions {
  clock: Clock;
  /** The api's key (the access-token key), for the visitors' keys of the day. */
  secret: string;
  /** Promotion clicks and spend per listing and day (the advertising module's read model). */
  promotionFigures: PromotionFigures;
}

/** The statistic page's figures (spec §2 `/profile/statistic`) and the analytics beacon (§7). */
export const statisticsModule = fp<StatisticsModuleOptions>(
  async (app, { clock, secret, promotionFigures }) => {
    const service = createStatisticsService({
      repository: createStatisticsRepository(app.db),
      db: app.db,
      orderFigures: listingOrderFigures,
      promotionFigures,
      marketplaceSources: {
        signUps: signUpsPerPeriod,
        newListings: newListingsPerPeriod,
        orders: ordersPerPeriod,
        reservations: reservationsPerPeriod,
        conversations: conversationsPerPeriod,
        charges: (db, window) => chargesPerPeriod(db, window, PREPAY_CURRENCY),
      },
      clock,
    });
    app.decorate('statistics', service);
    for (const subscriber of statisticsSubscribers(service)) app.domainEvents.subscribe(subscriber);
    app.jobs.define(purgeOldViewVisitsJob(service));
    await app.register(statisticsRoutes, {
      prefix: API_PREFIX,
      service,
      secret,
      clock,
      authenticate: (token) => app.authService.authenticate(token),
    });
  },
  {
    name: 'statistics-module',
    dependencies: ['db', 'jobs', 'auth', 'domain-events-module', 'orders-module', 'auth-module'],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createStatisticsRepository } from './statistics.repository';
