import {
  blockedChatPartyList,
  chatBlockBody,
  chatReportBody,
  chatReportListQuery,
  chatReportPage,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { ChatService } from './chat.service';
import { SIGNED_IN, TAGS, THIRD_PARTY } from './chat.routes';

export interface ChatBlocksAndReportsRoutesOptions {
  service: ChatService;
}

const accountIdParams = z.object({ id: z.uuid() });
const reportCreated = z.object({ id: z.uuid() });

/** Blocking accounts, reporting conversations, and the administrators' list of reports. */
export const chatBlocksAndReportsRoutes: FastifyPluginAsyncZod<
  ChatBlocksAndReportsRoutesOptions
> = async (app, { service }) => {
  app.get(
    '/chat/blocks',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'The accounts the signed-in account blocked',
        tags: TAGS,
        response: { 200: blockedChatPartyList, ...errorResponses },
      },
    },
    async (request) => service.blocks(signedInAccount(request)),
  );

  app.post(
    '/chat/blocks',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Block an account: it can no longer write to the signed-in account',
        tags: TAGS,
        body: chatBlockBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.block(signedInAccount(request), request.body.account_id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/chat/blocks/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Lift a block',
        tags: TAGS,
        params: accountIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.unblock(signedInAccount(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/chat/reports',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Report a conversation, or one message of it, to the administrators',
        description: THIRD_PARTY,
        tags: TAGS,
        body: chatReportBody,
        response: { 201: reportCreated, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.report(signedInAccount(request), request.body)),
  );

  app.get(
    '/admin/chat/reports',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Reported conversations and messages, newest first (of one account: account_id)',
        description:
          'Administrators may then read a reported conversation’s messages (GET /chat/conversations/{id}/messages).',
        tags: TAGS,
        querystring: chatReportListQuery,
        response: { 200: chatReportPage, ...errorResponses },
      },
    },
    async (request) => service.reports(request.query),
  );
};
