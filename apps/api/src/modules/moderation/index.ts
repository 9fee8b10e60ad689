import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createModerationRepository } from './moderation.repository';
import { moderationRoutes } from './moderation.routes';
import { createModerationService, type ModerationService } from './moderation.service';
import { moderationSubscribers } from './moderation.subscribers';

export type { ModerationService } from './moderation.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The moderation queue of listings, revision requests and decisions (moderation module). */
    moderation: ModerationService;
  }
}

export interface ModerationModuleOptions {
  clock: Clock;
}

/** The administrators' moderation of listings (issue 21, ADR 0070). */
export const moderationModule = fp<ModerationModuleOptions>(
  async (app, { clock }) => {
    const service = createModerationService({
      repository: createModerationRepository(app.db),
      listings: app.listings,
      audit: app.audit,
      events: app.domainEvents,
      throttle: app.throttle,
      clock,
    });
    app.decorate('moderation', service);
    for (const subscriber of moderationSubscribers(service, app.notifications)) {
      app.domainEvents.subscribe(subscriber);
    }
    await app.register(moderationRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'moderation-module',
    dependencies: [
      'db',
      'auth',
      'domain-events-module',
      'audit-module',
      'listings-module',
      'notifications-module',
      'throttle-module',
    ],
  },
);
