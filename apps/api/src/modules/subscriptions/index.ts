import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import type { EShopConnectionsPort } from './eshop-connections';
import { renewDueJob } from './subscriptions.jobs';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { subscriptionPlansRoutes } from './subscription-plans.routes';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service';
import { subscriptionSubscribers } from './subscriptions.subscribers';

export { noEShopConnections, type EShopConnectionsPort } from './eshop-connections';
export type { SubscriptionsService } from './subscriptions.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans, sellers' subscriptions and their renewals (subscriptions module). */
    subscriptions: SubscriptionsService;
  }
}

export interface SubscriptionsModuleOptions {
  clock: Clock;
  /** How sellers' stores are connected (issue 20 wires its e-shop module here). */
  eshops: EShopConnectionsPort;
}

/**
 * Plans with a free trial, renewed monthly from the prepaid balance (issue 19, ADR 0058). It
 * registers a guard with listings, so listings never import subscriptions.
 */
export const subscriptionsModule = fp<SubscriptionsModuleOptions>(
  async (app, { clock, eshops }) => {
    const service = createSubscriptionsService({
      repository: createSubscriptionsRepository(app.db),
      ledger: app.ledger,
      listings: app.listings,
      notifications: app.notifications,
      events: app.domainEvents,
      eshops,
      clock,
    });
    app.decorate('subscriptions', service);
    app.listings.addChangeGuard(service.guard);
    app.jobs.define(renewDueJob(service));
    for (const subscriber of subscriptionSubscribers(service))
      app.domainEvents.subscribe(subscriber);
    await app.register(subscriptionPlansRoutes, { prefix: API_PREFIX, service });
    await app.register(subscriptionsRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'subscriptions-module',
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
export { addMonth, DAY_MS } from './subscription-rules';
export { createSubscriptionsRepository } from './subscriptions.repository';
export { createSubscriptionsService } from './subscriptions.service';
