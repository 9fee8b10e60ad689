import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

export type { NotificationMessage, NotificationsService } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** An account's notifications (notifications module). */
    notifications: NotificationsService;
  }
}

export interface NotificationsModuleOptions {
  clock: Clock;
}

export const notificationsModule = fp<NotificationsModuleOptions>(
  async (app, { clock }) => {
    const notifications = createNotificationsService({
      repository: createNotificationsRepository(app.db),
      events: app.domainEvents,
      clock,
    });
    app.decorate('notifications', notifications);
    await app.register(notificationsRoutes, { prefix: API_PREFIX, service: notifications });
  },
  { name: 'notifications-module', dependencies: ['db', 'auth', 'domain-events-module'] },
);
