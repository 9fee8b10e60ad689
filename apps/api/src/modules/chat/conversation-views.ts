// Conversations and messages as their parties see them, and the pushes that keep their tabs up
// to date: what most chat use cases answer with.
import type { ChatMessage, Conversation, ServiceSlot } from '@bazaar/contracts';
import type { ChatConversationRow, ChatMessageRow } from '../../db/schema/chat';
import { isBlockedStatus, isPausedStatus } from '../../lib/account-status';
import {
  otherPartyOf,
  toChatMessage,
  toChatParty,
  toChatSubject,
  type PartyNames,
  type SubjectListing,
  type SubjectOrder,
} from './chat-views';
import { conversationNotFound, type ChatContext, type Writer } from './chat-rules';
import { orderedPair, type ChatRepository } from './chat.repository';

/** The listings, orders and reservations of these conversations' subjects, with pictures. */
export async function subjectsOf(
  repository: ChatRepository,
  rows: readonly Pick<ChatConversationRow, 'subjectKind' | 'subjectId'>[],
) {
  const idsOf = (kind: ChatConversationRow['subjectKind']) =>
    rows.filter((r) => r.subjectKind === kind).map((r) => r.subjectId);
  const orders = new Map<string, SubjectOrder>(
    (await repository.ordersOf(idsOf('order'))).map((row) => [row.id, row]),
  );
  const reservations = new Map(
    (await repository.reservationsOf(idsOf('reservation'))).map((row) => [row.id, row]),
  );
  // A reservation's service is a listing too.
  const listings = new Map<string, SubjectListing>(
    (
      await repository.listingsOf([
        ...idsOf('listing'),
        ...[...reservations.values()].map((reservation) => reservation.listingId),
      ])
    ).map((row) => [row.id, row]),
  );
  const covers = new Map(
    (
      await repository.coversOf([
        ...listings.keys(),
        ...[...orders.values()].flatMap((order) => order.firstListingId ?? []),
      ])
    ).map((row) => [row.listingId ?? '', row.thumbnailUrl]),
  );
  return (kind: ChatConversationRow['subjectKind'], id: string) => {
    const listing = kind === 'listing' ? listings.get(id) : undefined;
    const order = kind === 'order' ? orders.get(id) : undefined;
    const reservation = kind === 'reservation' ? reservations.get(id) : undefined;
    const service = reservation ? listings.get(reservation.listingId) : undefined;
    const pictureOf = listing?.id ?? order?.firstListingId ?? service?.id;
    return toChatSubject(kind, id, {
      listing,
      order,
      reservation,
      service,
      pictureUrl: pictureOf ? (covers.get(pictureOf) ?? null) : null,
    });
  };
}

/** Messages as their parties see them, with the slots their time proposals picked as they are now. */
export async function messagesOf(
  { repository, clock }: ChatContext,
  rows: readonly ChatMessageRow[],
): Promise<ChatMessage[]> {
  const slotIds = rows.flatMap((row) => row.proposalSlotId ?? []);
  const slots = new Map<string, ServiceSlot>(
    (await repository.slotsOf(slotIds, clock.now())).map((slot) => [slot.id, slot]),
  );
  return rows.map((row) =>
    toChatMessage(row, row.proposalSlotId ? (slots.get(row.proposalSlotId) ?? null) : null),
  );
}

export const messageOf = async (context: ChatContext, row: ChatMessageRow) =>
  (await messagesOf(context, [row]))[0]!;

export async function namesOf(repository: ChatRepository, ids: readonly string[]) {
  const rows = await repository.namesOf(ids);
  return new Map<string, PartyNames>(rows.map((row) => [row.owner.id, row]));
}

/** Conversations as `viewer` sees them (a party of each). */
export async function conversationsFor(
  context: ChatContext,
  viewer: Writer,
  rows: readonly ChatConversationRow[],
): Promise<Conversation[]> {
  const { repository } = context;
  if (rows.length === 0) return [];
  const others = rows.map((row) => otherPartyOf(row, viewer.id)!);
  // One after another: the repository may be bound to one transaction's connection (the seed).
  const subject = await subjectsOf(repository, rows);
  const names = await namesOf(repository, others);
  const lastMessages = await repository.messagesByIds(
    rows.flatMap((row) => row.lastMessageId ?? []),
  );
  const unread = await repository.unreadCounts(
    viewer.id,
    rows.map((row) => row.id),
  );
  const blocks = await repository.blocksBetween(viewer.id, others);
  const lastViews = await messagesOf(context, lastMessages);
  const lastById = new Map(lastViews.map((message) => [message.id, message]));
  const mayWrite = !isBlockedStatus(viewer.status) && !isPausedStatus(viewer.status);
  return rows.map((row, index) => {
    const other = others[index]!;
    const blockedByMe = blocks.some((b) => b.blockerId === viewer.id && b.blockedId === other);
    const blockedMe = blocks.some((b) => b.blockerId === other && b.blockedId === viewer.id);
    const last = row.lastMessageId ? lastById.get(row.lastMessageId) : undefined;
    return {
      id: row.id,
      subject: subject(row.subjectKind, row.subjectId),
      other_party: toChatParty(other, names.get(other)),
      last_message: last ?? null,
      last_activity_at: row.lastActivityAt.toISOString(),
      unread_count: unread.get(row.id) ?? 0,
      blocked_by_me: blockedByMe,
      can_write: mayWrite && !blockedByMe && !blockedMe,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export const conversationFor = async (
  context: ChatContext,
  viewer: Writer,
  row: ChatConversationRow,
) => (await conversationsFor(context, viewer, [row]))[0]!;

/** Tells both parties about the conversation, each as they see it. */
export async function pushConversation(
  context: ChatContext,
  row: ChatConversationRow,
  accounts: readonly Writer[],
) {
  for (const account of accounts) {
    context.live.conversation(account.id, await conversationFor(context, account, row));
  }
}

/** After a block or its end: both sides' tabs learn who may write in their conversations. */
export async function pushPairConversations(context: ChatContext, account: Writer, other: string) {
  const rows = await context.repository.conversationsOfPair(orderedPair(account.id, other));
  if (rows.length === 0) return;
  const otherParty = await partyOf(context.repository, other);
  for (const row of rows) await pushConversation(context, row, [account, otherParty]);
}

/** The conversation and the caller's other party in it; 404 for anyone else (ADR 0049). */
export async function partyConversation(repository: ChatRepository, accountId: string, id: string) {
  const row = await repository.findConversation(id);
  const other = row ? otherPartyOf(row, accountId) : undefined;
  if (!row || !other) throw conversationNotFound();
  return { row, other };
}

/** The other party's account as a writer's status check sees it (for pushes of conversations). */
export async function partyOf(repository: ChatRepository, id: string): Promise<Writer> {
  const names = (await namesOf(repository, [id])).get(id);
  return { id, status: names?.owner.status ?? 'active', blockedReason: null };
}
