import { chatLimits, type Conversation, type OpenConversationBody } from '@bazaar/contracts';
import { ConflictError, NotFoundError } from '../../errors';
import { throttleRules } from '../throttle';
import {
  assertMayWrite,
  assertNoBlock,
  messageText,
  noContent,
  type ChatContext,
  type Writer,
} from './chat-rules';
import { orderedPair, type ChatRepository } from './chat.repository';
import { conversationFor, partyOf, pushConversation } from './conversation-views';
import { storeMessage } from './send-message';

/** The other side of an order or a reservation, or undefined when the caller is neither. */
const otherSide = (sides: { seller: string; buyer: string } | undefined, accountId: string) =>
  sides?.buyer === accountId ? sides.seller : sides?.seller === accountId ? sides.buyer : undefined;

/**
 * The other party of a new conversation about a subject: a listing's owner, an order's or a
 * reservation's other side.
 */
async function counterpartOf(
  repository: ChatRepository,
  account: Writer,
  subject: OpenConversationBody['subject'],
): Promise<{ other: string; available: boolean }> {
  if (subject.kind === 'listing') {
    const [listing] = await repository.listingsOf([subject.id]);
    if (!listing) throw new NotFoundError('This listing does not exist.');
    if (listing.ownerId === account.id) {
      throw new ConflictError('This is your own listing.');
    }
    return { other: listing.ownerId, available: listing.isPublic };
  }
  if (subject.kind === 'reservation') {
    const [reservation] = await repository.reservationsOf([subject.id]);
    const sides = reservation && {
      seller: reservation.providerId,
      buyer: reservation.customerId,
    };
    const other = otherSide(sides, account.id);
    // Someone else's reservation does not exist as far as the caller can tell.
    if (!other) throw new NotFoundError('This reservation does not exist.');
    return { other, available: true };
  }
  const [order] = await repository.ordersOf([subject.id]);
  const other = otherSide(order && { seller: order.sellerId, buyer: order.buyerId }, account.id);
  // Someone else's order does not exist as far as the caller can tell.
  if (!other) throw new NotFoundError('This order does not exist.');
  return { other, available: true };
}

async function assertNotBlocked(repository: ChatRepository, accountId: string, other: string) {
  const blocks = await repository.blocksBetween(accountId, [other]);
  assertNoBlock({
    blockedByWriter: blocks.some((block) => block.blockerId === accountId),
    blockedWriter: blocks.some((block) => block.blockerId === other),
  });
}

/**
 * `POST /chat/conversations`: the caller's conversation about a subject, opened now
 * (`created`) or continued, with an optional first text message.
 */
export async function openConversation(
  context: ChatContext,
  account: Writer,
  body: OpenConversationBody,
): Promise<{ conversation: Conversation; created: boolean }> {
  const { repository, throttle, clock } = context;
  assertMayWrite(account);
  const text =
    body.text === undefined
      ? undefined
      : messageText(body.text, 'text', chatLimits.textMax, false) || undefined;
  const { other, available } = await counterpartOf(repository, account, body.subject);
  const pair = orderedPair(account.id, other);
  let row = await repository.findBySubject(body.subject.kind, body.subject.id, pair);
  let created = false;
  if (!row) {
    if (!available) throw new ConflictError('This listing is not available any more.');
    await assertNotBlocked(repository, account.id, other);
    await throttle.hit(throttleRules.chatConversationsPerAccount, account.id);
    const at = clock.now();
    const inserted = await repository.insertConversation({
      subjectKind: body.subject.kind,
      subjectId: body.subject.id,
      lowPartyId: pair[0],
      highPartyId: pair[1],
      startedBy: account.id,
      createdAt: at,
      lastActivityAt: at,
    });
    created = inserted !== undefined;
    row = inserted ?? (await repository.findBySubject(body.subject.kind, body.subject.id, pair));
  }
  if (text !== undefined) {
    const clientId = body.client_id ?? null;
    const earlier = clientId
      ? await repository.findByClientId(row!.id, account.id, clientId)
      : undefined;
    if (!earlier) {
      await assertNotBlocked(repository, account.id, other);
      await throttle.hit(throttleRules.chatMessagesPerAccount, account.id);
      await storeMessage(context, account, row!, other, clientId, {
        ...noContent,
        kind: 'text',
        text,
      });
    }
    row = await repository.findConversation(row!.id);
  }
  if (created) await pushConversation(context, row!, [account, await partyOf(repository, other)]);
  return { conversation: await conversationFor(context, account, row!), created };
}
