import {
  createSupportRequestBody,
  pickLocale,
  requestHeaders,
  supportReplyBody,
  supportRequestDetail,
  supportRequest,
  supportRequestIdParams,
  supportRequestListQuery,
  supportRequestPage,
  supportRequestReceipt,
  updateSupportRequestBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { SupportService } from './support.service';

export interface SupportRoutesOptions {
  service: SupportService;
}

export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/support-requests',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Send a request to the Bazaar support team',
        description:
          'Public, at most 5 per hour from one address. Answers with the reference to quote later.',
        tags: ['support'],
        body: createSupportRequestBody,
        response: { 201: supportRequestReceipt, ...errorResponses },
      },
    },
    async (request, reply) => {
      const receipt = await service.create(request.body, {
        account: request.account,
        ip: request.ip,
        locale: pickLocale(request.headers[requestHeaders.language]),
      });
      return reply.code(201).send(receipt);
    },
  );

  app.get(
    '/support-requests',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Support requests, newest first',
        description:
          'Filter by status, topic, the time sent (`from` inclusive, `to` exclusive) and words (`q`: reference, name, email or message). Pass `next_cursor` as `cursor` for the next page.',
        tags: ['support'],
        querystring: supportRequestListQuery,
        response: { 200: supportRequestPage, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/support-requests/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'One support request with its replies and status history',
        tags: ['support'],
        params: supportRequestIdParams,
        response: { 200: supportRequestDetail, ...errorResponses },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.patch(
    '/support-requests/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Move a support request to another status',
        description:
          'new, in_progress, answered or closed, with an optional note; the move is kept in the request’s history and the audit trail.',
        tags: ['support'],
        params: supportRequestIdParams,
        body: updateSupportRequestBody,
        response: { 200: supportRequest, ...errorResponses },
      },
    },
    async (request) => service.setStatus(auditActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/support-requests/:id/replies',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Reply to a support request by mail',
        description:
          'The reply is kept and mailed to the sender in the language they wrote in; the request becomes answered, or closed with `close`.',
        tags: ['support'],
        params: supportRequestIdParams,
        body: supportReplyBody,
        response: { 201: supportRequestDetail, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.reply(auditActorOf(request), request.params.id, request.body)),
  );
};
