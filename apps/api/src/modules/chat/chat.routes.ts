import {
  answerChatProposalBody,
  blockedChatPartyList,
  CHAT_PICTURE_FIELD,
  chatBlockBody,
  chatClientId,
  chatHistoryQuery,
  chatLimits,
  chatMessage,
  chatMessageIdParams,
  chatMessagePage,
  chatReportBody,
  chatReportListQuery,
  chatReportPage,
  chatUnread,
  conversation,
  conversationIdParams,
  conversationListQuery,
  conversationPage,
  listingMediaRules,
  markChatReadBody,
  openConversationBody,
  sendChatMessageBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../errors';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { PicturesService } from '../pictures';
import type { ChatService } from './chat.service';

export interface ChatRoutesOptions {
  service: ChatService;
  pictures: Pick<PicturesService, 'storeChatPicture'>;
}

const SIGNED_IN = { access: 'signed-in' } as const;
const TAGS = ['chat'];
const THIRD_PARTY =
  'Only its two parties reach a conversation: anyone else gets 404, as for one that does not exist.';

const accountIdParams = z.object({ id: z.uuid() });
const reportCreated = z.object({ id: z.uuid() });

/** The picture form's `client_id` (required) and `caption`, sent before the file. */
function pictureFields(fields: Record<string, string> | undefined) {
  const clientId = chatClientId.safeParse(fields?.['client_id']);
  if (!clientId.success) {
    throw new ValidationError([
      { field: 'client_id', message: 'Send a client_id of 8 to 64 characters before the file' },
    ]);
  }
  return { clientId: clientId.data, caption: fields?.['caption'] ?? '' };
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (
  app,
  { service, pictures },
) => {
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

  app.post(
    '/chat/conversations/:id/messages',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Send a text, an offer or a time proposal',
        description: `201 when stored; the same \`client_id\` again answers the stored message with 200. A text is stored without markup, at most ${chatLimits.textMax} characters. Offers: only on a negotiable listing, only by the side that is not its owner. Refused when either side blocked the other (403), for a blocked or paused account (403), and beyond 30 messages a minute (429). ${THIRD_PARTY}`,
        tags: TAGS,
        params: conversationIdParams,
        body: sendChatMessageBody,
        response: { 200: chatMessage, 201: chatMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const sent = await service.send(signedInAccount(request), request.params.id, request.body);
      return reply.code(sent.created ? 201 : 200).send(sent.message);
    },
  );

  app.post(
    '/chat/conversations/:id/pictures',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Send a picture',
        description: `Multipart: the fields \`client_id\` and an optional \`caption\` first, then one file in the field "${CHAT_PICTURE_FIELD}": JPEG, PNG or WebP (read from the bytes), at most 10 MB and 40 megapixels, at least ${listingMediaRules.minSidePx}×${listingMediaRules.minSidePx} px; anything else is refused with 400. Stored as WebP with a thumbnail. ${THIRD_PARTY}`,
        tags: TAGS,
        consumes: ['multipart/form-data'],
        params: conversationIdParams,
        response: { 200: chatMessage, 201: chatMessage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      const sent = await withUploadedFile(request, listingMediaRules.maxBytes, (file) =>
        service.sendPicture(account, request.params.id, pictureFields(file.fields), () =>
          pictures.storeChatPicture(account.id, file),
        ),
      );
      return reply.code(sent.created ? 201 : 200).send(sent.message);
    },
  );

  app.patch(
    '/chat/messages/:id/proposal',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Accept, decline or withdraw an offer or a time proposal',
        description:
          'The recipient accepts or declines, the author withdraws; only while pending (409 after). An accepted offer on a Shop Hub, Flea Market or Food listing puts it into the buyer’s cart at the offered price, which checkout charges.',
        tags: TAGS,
        params: chatMessageIdParams,
        body: answerChatProposalBody,
        response: { 200: chatMessage, ...errorResponses },
      },
    },
    async (request) =>
      service.answerProposal(signedInAccount(request), request.params.id, request.body.status),
  );

  app.post(
    '/chat/conversations/:id/read',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Mark the other party’s messages read up to one',
        description: THIRD_PARTY,
        tags: TAGS,
        params: conversationIdParams,
        body: markChatReadBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.markRead(signedInAccount(request), request.params.id, request.body.up_to);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/chat/unread',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Unread messages and conversations, for the badges',
        tags: TAGS,
        response: { 200: chatUnread, ...errorResponses },
      },
    },
    async (request) => service.unread(signedInAccount(request)),
  );

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
