// Sending into a conversation: a text, an offer, a time proposal or a picture, each stored once
// per client id and pushed to both parties.
import { chatLimits, type ChatMessage, type SendChatMessageBody } from '@bazaar/contracts';
import type { ChatConversationRow, ChatPictureColumn } from '../../db/schema/chat';
import { ConflictError, ValidationError } from '../../errors';
import { throttleRules } from '../throttle';
import { otherPartyOf } from './chat-views';
import {
  assertMayWrite,
  assertNoBlock,
  conversationNotFound,
  messageText,
  noContent,
  type ChatContext,
  type MessageContent,
  type Writer,
} from './chat-rules';
import { messageOf } from './conversation-views';

/**
 * Stores a message from `sender` in the conversation, once per client id: the same client id
 * again answers the stored message (`created: false`) and pushes nothing. Pushed after commit.
 */
export async function storeMessage(
  context: ChatContext,
  sender: Writer,
  conversation: ChatConversationRow,
  recipientId: string,
  clientId: string | null,
  content: MessageContent,
): Promise<{ message: ChatMessage; created: boolean }> {
  const { repository, live, clock } = context;
  const at = clock.now();
  const stored = await repository.storeMessage({
    conversationId: conversation.id,
    senderId: sender.id,
    recipientId,
    clientId,
    ...content,
    createdAt: at,
  });
  if (!stored) {
    // A repeat that raced the first send past the check below: answer the first.
    const first = await repository.findByClientId(conversation.id, sender.id, clientId!);
    return { message: await messageOf(context, first!), created: false };
  }
  const message = await messageOf(context, stored.message);
  live.message([sender.id, recipientId], message);
  if (stored.readUpTo) {
    live.receipt([recipientId, sender.id], {
      conversation_id: conversation.id,
      kind: 'read',
      up_to: stored.readUpTo,
      at: at.toISOString(),
    });
  }
  return { message, created: true };
}

/** Everything a send checks before storing: the writer, the party, blocks, repeats, limits. */
async function prepareSend(
  context: ChatContext,
  account: Writer,
  conversationId: string,
  clientId: string,
) {
  assertMayWrite(account);
  // One query for the party, repeat and block checks (a send's hot path).
  const sendContext = await context.repository.sendContext(conversationId, account.id, clientId);
  const other = sendContext ? otherPartyOf(sendContext.conversation, account.id) : undefined;
  if (!sendContext || !other) throw conversationNotFound();
  const row = sendContext.conversation;
  if (sendContext.earlier) {
    return { row, other, earlier: await messageOf(context, sendContext.earlier) };
  }
  assertNoBlock(sendContext);
  await context.throttle.hit(throttleRules.chatMessagesPerAccount, account.id);
  return { row, other, earlier: undefined };
}

/** An offer's price, in the listing's currency; only the side that is not the owner offers. */
async function offerContent(
  { repository }: ChatContext,
  account: Writer,
  row: ChatConversationRow,
  amountMinor: number,
): Promise<MessageContent> {
  const [listing] =
    row.subjectKind === 'listing' ? await repository.listingsOf([row.subjectId]) : [];
  if (!listing || !listing.isPublic || !listing.negotiable || listing.currency === null) {
    throw new ConflictError('Offers can be made only on a negotiable listing that is for sale.');
  }
  if (listing.ownerId === account.id) {
    throw new ConflictError('Only the buyer makes offers; accept or decline theirs instead.');
  }
  return {
    ...noContent,
    kind: 'offer',
    text: '',
    offerAmountMinor: amountMinor,
    offerCurrency: listing.currency,
    proposalStatus: 'pending',
  };
}

/** The Services listing whose slots a proposal about this subject picks from, if any. */
async function serviceOf(
  { repository }: ChatContext,
  row: ChatConversationRow,
): Promise<string | undefined> {
  if (row.subjectKind === 'reservation') {
    const [reservation] = await repository.reservationsOf([row.subjectId]);
    return reservation?.listingId;
  }
  if (row.subjectKind !== 'listing') return undefined;
  const [listing] = await repository.listingsOf([row.subjectId]);
  return listing?.section === 'services' ? listing.id : undefined;
}

/**
 * A time proposal: about a service (a Services listing or a reservation) one of its bookable
 * slots; about anything else a free date-time in the future.
 */
async function proposalContent(
  context: ChatContext,
  row: ChatConversationRow,
  body: Extract<SendChatMessageBody, { kind: 'time_proposal' }>,
): Promise<MessageContent> {
  const { repository, clock } = context;
  const proposal = {
    ...noContent,
    kind: 'time_proposal',
    text: '',
    proposalStatus: 'pending',
  } as const;
  const serviceId = await serviceOf(context, row);
  if (serviceId) {
    if (!body.slot_id) {
      throw new ValidationError([{ field: 'slot_id', message: 'Pick one of the free times' }]);
    }
    const [slot] = await repository.slotsOf([body.slot_id], clock.now());
    if (!slot || slot.listing_id !== serviceId) {
      throw new ValidationError([{ field: 'slot_id', message: 'Pick one of the free times' }]);
    }
    if (!slot.bookable) throw new ConflictError('This time is not free any more.');
    return {
      ...proposal,
      proposalStartsAt: new Date(slot.starts_at),
      proposalSlotId: slot.id,
    };
  }
  if (!body.starts_at) {
    throw new ValidationError([{ field: 'starts_at', message: 'Choose a date and time' }]);
  }
  const startsAt = new Date(body.starts_at);
  if (startsAt.getTime() <= clock.now().getTime()) {
    throw new ValidationError([{ field: 'starts_at', message: 'Propose a time in the future' }]);
  }
  return { ...proposal, proposalStartsAt: startsAt };
}

/** `POST /chat/conversations/{id}/messages`: a text, an offer or a time proposal. */
export async function sendMessage(
  context: ChatContext,
  account: Writer,
  conversationId: string,
  body: SendChatMessageBody,
): Promise<{ message: ChatMessage; created: boolean }> {
  const { row, other, earlier } = await prepareSend(
    context,
    account,
    conversationId,
    body.client_id,
  );
  if (earlier) return { message: earlier, created: false };
  const content =
    body.kind === 'offer'
      ? await offerContent(context, account, row, body.amount_minor)
      : body.kind === 'time_proposal'
        ? await proposalContent(context, row, body)
        : {
            ...noContent,
            kind: 'text' as const,
            text: messageText(body.text, 'text', chatLimits.textMax, true),
          };
  return storeMessage(context, account, row, other, body.client_id, content);
}

/**
 * `POST /chat/conversations/{id}/pictures`: checks the party and the limits, then `storePicture`
 * keeps the upload (the pictures module's checks and thumbnails) and the message is stored.
 */
export async function sendPicture(
  context: ChatContext,
  account: Writer,
  conversationId: string,
  form: { clientId: string; caption: string },
  storePicture: () => Promise<ChatPictureColumn>,
): Promise<{ message: ChatMessage; created: boolean }> {
  const { row, other, earlier } = await prepareSend(
    context,
    account,
    conversationId,
    form.clientId,
  );
  if (earlier) return { message: earlier, created: false };
  const caption = messageText(form.caption, 'caption', chatLimits.captionMax, false);
  const picture = await storePicture();
  return storeMessage(context, account, row, other, form.clientId, {
    ...noContent,
    kind: 'picture',
    text: caption,
    picture,
  });
}
