import {
  isCartSection,
  type ChatMessage,
  type ChatProposalStatus,
  type Money,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { ChatMessageRow } from '../../db/schema/chat';
import { ConflictError, ForbiddenError } from '../../errors';
import { assertMayWrite, messageNotFound, type ChatContext, type Writer } from './chat-rules';
import type { ChatQueries } from './chat.repository';
import { messageOf } from './conversation-views';

export interface ChatCarts {
  /** Puts the listing into the buyer's cart at the agreed price, in the caller's transaction. */
  putAtAgreedPrice(buyerId: string, listingId: string, price: Money, tx: Queryable): Promise<void>;
}

/** The accepted offer's listing goes into its author's cart at the offered price. */
async function acceptOffer(
  carts: ChatCarts,
  queries: ChatQueries,
  tx: Queryable,
  message: ChatMessageRow,
) {
  const conversation = await queries.findConversation(message.conversationId);
  const [listing] =
    conversation?.subjectKind === 'listing'
      ? await queries.listingsOf([conversation.subjectId])
      : [];
  if (!listing || !listing.isPublic) {
    throw new ConflictError('This listing is not for sale any more.');
  }
  if (!isCartSection(listing.section)) return;
  await carts.putAtAgreedPrice(
    message.senderId,
    listing.id,
    { amount_minor: message.offerAmountMinor!, currency: message.offerCurrency! },
    tx,
  );
}

/**
 * `PATCH /chat/messages/{id}/proposal`: the recipient accepts or declines an offer or a time
 * proposal, its author withdraws it; only while it is pending. An accepted offer puts the
 * listing into the buyer's cart at the offered price, in the same transaction.
 */
export async function answerProposal(
  context: ChatContext & { carts: ChatCarts },
  account: Writer,
  messageId: string,
  status: Exclude<ChatProposalStatus, 'pending'>,
): Promise<ChatMessage> {
  assertMayWrite(account);
  const updated = await context.repository.transaction(async (queries, tx) => {
    const message = await queries.lockMessage(messageId);
    const isParty =
      message && (message.senderId === account.id || message.recipientId === account.id);
    if (!message || !isParty) throw messageNotFound();
    if (message.kind !== 'offer' && message.kind !== 'time_proposal') {
      throw new ConflictError('Only offers and time proposals can be answered.');
    }
    const mine = message.senderId === account.id;
    if (status === 'withdrawn' && !mine) {
      throw new ForbiddenError('FORBIDDEN', 'Only its author can withdraw this.');
    }
    if (status !== 'withdrawn' && mine) {
      throw new ForbiddenError('FORBIDDEN', 'The other side accepts or declines this.');
    }
    if (message.proposalStatus !== 'pending') {
      throw new ConflictError(`This was ${message.proposalStatus} already.`);
    }
    if (status === 'accepted' && message.kind === 'offer') {
      await acceptOffer(context.carts, queries, tx, message);
    }
    return queries.setProposalStatus(message.id, status);
  });
  const message = await messageOf(context, updated);
  context.live.messageUpdated([updated.senderId, updated.recipientId], message);
  return message;
}
