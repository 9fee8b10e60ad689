import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createFeedbacksRepository } from './feedbacks.repository';
import { feedbacksRoutes } from './feedbacks.routes';
import { createFeedbacksService, type FeedbacksService } from './feedbacks.service';
import { feedbackNotificationSubscribers } from './feedbacks.subscribers';

export type { FeedbacksService } from './feedbacks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buyers' reviews of sellers and the sellers' ratings (feedbacks module). */
    feedbacks: FeedbacksService;
  }
}

export interface FeedbacksModuleOptions {
  clock: Clock;
}

/** Reviews of sellers after fulfilled orders and completed bookings, and sellers' ratings. */
export const feedbacksModule = fp<FeedbacksModuleOptions>(
  async (app, { clock }) => {
    const service = createFeedbacksService({
      repository: createFeedbacksRepository(app.db),
      events: app.domainEvents,
      throttle: app.throttle,
      clock,
    });
    app.decorate('feedbacks', service);
    for (const subscriber of feedbackNotificationSubscribers(app.notifications)) {
      app.domainEvents.subscribe(subscriber);
    }
    await app.register(feedbacksRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'feedbacks-module',
    dependencies: [
      'db',
      'auth',
      'domain-events-module',
      'throttle-module',
      'notifications-module',
      'orders-module',
      'bookings-module',
    ],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createFeedbacksRepository } from './feedbacks.repository';
export { createFeedbacksService } from './feedbacks.service';
export { feedbackNotificationSubscribers } from './feedbacks.subscribers';
