import {
  markedViewed,
  markNotificationsViewedBody,
  myNotificationsQuery,
  notificationList,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesOptions {
  service: NotificationsService;
}

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { service },
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
};
