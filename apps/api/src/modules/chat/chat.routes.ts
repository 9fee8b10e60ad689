import {
  chatHistoryQuery,
  chatMessagePage,
  conversation,
  conversationIdParams,
  conversationListQuery,
  conversationPage,
  openConversationBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { ChatService } from './chat.service';

export interface ChatRoutesOptions {
  service: ChatService;
}

export const SIGNED_IN = { access: 'signed-in' } as const;
export const TAGS = ['chat'];
export const THIRD_PARTY =
  'Only its two parties reach a conversation: anyone else gets 404, as for one that does not exist.';

/**
 * The chat's conversations: opening one, the list, one of them and its history. Sending
 * (chat-messages.routes.ts) and blocks and reports (chat-blocks-and-reports.routes.ts) are
 * registered beside it by the module.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { service }) => {
  app.post(
    '/chat/conversations',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Open (or continue) a conversation about a listing or an order',
        description:
          'About a listing the other party is its owner; about an order, its other side. 201 when the conversation is new, 200 when the pair already has one about the subject. An optional first `text` (with `client_id`) is sent with it. Refused for the owner of the listing (409), a listing no longer for sale (409, for a new conversation), someone else’s order (404), a blocked pair (403), a blocked or paused account (403), and beyond 30 new conversations an hour (429).',
        tags: TAGS,
        body: openConversationBody,
        response: { 200: conversation, 201: conversation, ...errorResponses },
      },
    },
    async (request, reply) => {
      const opened = await service.open(signedInAccount(request), request.body);
      return reply.code(opened.created ? 201 : 200).send(opened.conversation);
    },
  );

  app.get(
    '/chat/conversations',
    {
      config: SIGNED_IN,
      schema: {
        summary: "The signed-in account's conversations, newest activity first",
        tags: TAGS,
        querystring: conversationListQuery,
        response: { 200: conversationPage, ...errorResponses },
      },
    },
    async (request) => service.list(signedInAccount(request), request.query),
  );

  app.get(
    '/chat/conversations/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'One conversation, as the signed-in party sees it',
        description: THIRD_PARTY,
        tags: TAGS,
        params: conversationIdParams,
        response: { 200: conversation, ...errorResponses },
      },
    },
    async (request) => service.get(signedInAccount(request), request.params.id),
  );

  app.get(
    '/chat/conversations/:id/messages',
    {
      config: SIGNED_IN,
      schema: {
        summary: "A conversation's messages, newest first",
        description: `\`before=<message id>\` pages back, \`after=<message id>\` answers what came after it (what a live client missed). ${THIRD_PARTY} Administrators read a conversation once it was reported.`,
        tags: TAGS,
        params: conversationIdParams,
        querystring: chatHistoryQuery,
        response: { 200: chatMessagePage, ...errorResponses },
      },
    },
    async (request) => service.history(signedInAccount(request), request.params.id, request.query),
  );
};
