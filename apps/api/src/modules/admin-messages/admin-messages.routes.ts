import {
  adminMessage,
  adminMessageHistory,
  adminMessageIdParams,
  adminMessageInput,
  adminMessagePreview,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { AdminMessagesService } from './admin-messages.service';

export interface AdminMessagesRoutesOptions {
  service: AdminMessagesService;
}

const TAGS = ['admin'];

export const adminMessagesRoutes: FastifyPluginAsyncZod<AdminMessagesRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/notifications',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "Administrators' messages, newest first",
        description: 'At most 100, each with how many notifications were delivered and read.',
        tags: TAGS,
        response: { 200: adminMessageHistory, ...errorResponses },
      },
    },
    async () => service.history(),
  );

  app.post(
    '/admin/notifications/preview',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'How many accounts a message would reach, and what they would see',
        tags: TAGS,
        body: adminMessageInput,
        response: { 200: adminMessagePreview, ...errorResponses },
      },
    },
    async (request) => service.preview(signedInAccount(request), request.body),
  );

  app.post(
    '/admin/notifications',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Send a message now, or schedule it',
        description:
          'Without `send_at` it goes at once. Its type is custom_message:admin or custom_message:superadmin, by the sender.',
        tags: TAGS,
        body: adminMessageInput,
        response: { 201: adminMessage, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(signedInAccount(request), request.body)),
  );

  app.get(
    '/admin/notifications/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'One message with its counts',
        tags: TAGS,
        params: adminMessageIdParams,
        response: { 200: adminMessage, ...errorResponses },
      },
    },
    async (request) => service.find(request.params.id),
  );

  app.put(
    '/admin/notifications/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Change a scheduled message',
        description: '409 once it is being sent, sent or cancelled.',
        tags: TAGS,
        params: adminMessageIdParams,
        body: adminMessageInput,
        response: { 200: adminMessage, ...errorResponses },
      },
    },
    async (request) => service.edit(request.params.id, request.body),
  );

  app.post(
    '/admin/notifications/:id/cancel',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Cancel a scheduled message',
        description: '409 once it is being sent, sent or cancelled.',
        tags: TAGS,
        params: adminMessageIdParams,
        response: { 200: adminMessage, ...errorResponses },
      },
    },
    async (request) => service.cancel(request.params.id),
  );
};
