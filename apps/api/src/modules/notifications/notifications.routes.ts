import {
  markedViewed,
  markNotificationsViewedBody,
  myNotificationsQuery,
  notificationList,
  notificationPreferences,
  updateNotificationPreferencesBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { NotificationPreferencesService } from './notification-preferences.service';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesOptions {
  service: NotificationsService;
  preferences: NotificationPreferencesService;
}

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { service, preferences },
) => {
  app.get(
    '/notifications/me',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The signed-in account's notifications, newest first",
        description:
          'At most 100. `only_unviewed=true` answers the unviewed ones only; `after=<id>` only those stored after that notification (what a live client missed).',
        tags: ['notifications'],
        querystring: myNotificationsQuery,
        response: { 200: notificationList, ...errorResponses },
      },
    },
    async (request) =>
      service.listMine(
        signedInAccount(request).id,
        request.query.only_unviewed ?? false,
        request.query.after,
      ),
  );

  app.patch(
    '/notifications/viewed',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Mark notifications viewed',
        description: "A list of `{id}`; ids of other accounts' notifications are ignored.",
        tags: ['notifications'],
        body: markNotificationsViewedBody,
        response: { 200: markedViewed, ...errorResponses },
      },
    },
    async (request) =>
      service.markViewed(
        signedInAccount(request).id,
        request.body.map((entry) => entry.id),
      ),
  );

  app.get(
    '/notifications/preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The signed-in account's notification preferences",
        description:
          'Per category, whether it is kept in the app and whether it is mailed; categories the account never saved answer their defaults.',
        tags: ['notifications'],
        response: { 200: notificationPreferences, ...errorResponses },
      },
    },
    async (request) => preferences.preferencesOf(signedInAccount(request).id),
  );

  app.put(
    '/notifications/preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Change notification preferences',
        description:
          'The categories given, each with `in_app` and `mail`; the others stay as they were. Answers every category.',
        tags: ['notifications'],
        body: updateNotificationPreferencesBody,
        response: { 200: notificationPreferences, ...errorResponses },
      },
    },
    async (request) => preferences.update(signedInAccount(request).id, request.body),
  );
};
