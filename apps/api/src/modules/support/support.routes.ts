import {
  createSupportRequestBody,
  supportRequest,
  supportRequestIdParams,
  supportRequestListQuery,
  supportRequestPage,
  supportRequestReceipt,
  updateSupportRequestBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
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
          'Filter by status and topic. Pass `next_cursor` as `cursor` for the next page.',
        tags: ['support'],
        querystring: supportRequestListQuery,
        response: { 200: supportRequestPage, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.patch(
    '/support-requests/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Resolve a support request, or open it again',
        tags: ['support'],
        params: supportRequestIdParams,
        body: updateSupportRequestBody,
        response: { 200: supportRequest, ...errorResponses },
      },
    },
    async (request) =>
      service.setStatus(signedInAccount(request), request.params.id, request.body.status),
  );
};
