import {
  answerChatProposalBody,
  CHAT_PICTURE_FIELD,
  chatClientId,
  chatLimits,
  chatMessage,
  chatMessageIdParams,
  chatUnread,
  conversationIdParams,
  listingMediaRules,
  markChatReadBody,
  sendChatMessageBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../errors';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { PicturesService } from '../pictures';
import type { ChatService } from './chat.service';
import { SIGNED_IN, TAGS, THIRD_PARTY } from './chat.routes';

export interface ChatMessagesRoutesOptions {
  service: ChatService;
  pictures: Pick<PicturesService, 'storeChatPicture'>;
}

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

/** Sending messages and pictures, answering proposals, read receipts and the unread badges. */
export const chatMessagesRoutes: FastifyPluginAsyncZod<ChatMessagesRoutesOptions> = async (
  app,
  { service, pictures },
) => {
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
};
