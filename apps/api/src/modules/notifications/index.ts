import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createNotificationMails } from './notification-mails';
import {
  createNotificationPreferencesService,
  type NotificationPreferencesService,
} from './notification-preferences.service';
import { notificationMailJob } from './notifications.jobs';
import {
  createNotificationMailsRepository,
  createNotificationPreferencesRepository,
  createNotificationsRepository,
} from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';
import { notificationMailSubscriber } from './notifications.subscribers';

export type { NotificationMessage, NotificationsService } from './notifications.service';
export type { NotificationPreferencesService } from './notification-preferences.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** An account's notifications (notifications module). */
    notifications: NotificationsService;
    /**
     * What each account wants told, in the app and by mail (ADR 0048). Other modules that mail
     * or notify on their own ask it first: `wantsMail(userId, 'chat')`, `wantsInApp(…)`,
     * `channelsOf(userIds, category)` for many accounts at once.
     */
    notificationPreferences: NotificationPreferencesService;
  }
}

export interface NotificationsModuleOptions {
  clock: Clock;
  /** Where the web is, for the links in notification mail. */
  publicUrl: string;
}

export const notificationsModule = fp<NotificationsModuleOptions>(
  async (app, { clock, publicUrl }) => {
    const preferences = createNotificationPreferencesService({
      repository: createNotificationPreferencesRepository(app.db),
      clock,
    });
    const notifications = createNotificationsService({
      repository: createNotificationsRepository(app.db),
      events: app.domainEvents,
      preferences,
      clock,
    });
    app.decorate('notifications', notifications);
    app.decorate('notificationPreferences', preferences);
    app.jobs.define(
      notificationMailJob(
        createNotificationMails({
          repository: createNotificationMailsRepository(app.db),
          db: app.db,
          mailer: app.mailer,
          publicUrl,
          clock,
        }),
      ),
    );
    app.domainEvents.subscribe(notificationMailSubscriber(preferences, app.jobs));
    await app.register(notificationsRoutes, {
      prefix: API_PREFIX,
      service: notifications,
      preferences,
    });
  },
  {
    name: 'notifications-module',
    dependencies: ['db', 'jobs', 'auth', 'domain-events-module', 'mailer-module'],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export {
  createNotificationPreferencesRepository,
  createNotificationsRepository,
} from './notifications.repository';
export { createNotificationsService } from './notifications.service';
export { createNotificationPreferencesService } from './notification-preferences.service';
