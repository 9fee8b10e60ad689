import { type InfiniteData } from '@tanstack/react-query';
import {
  type ChatMessage,
  type ChatMessagePage,
  type ChatReceipt,
  type Conversation,
  type ConversationPage,
  type ServiceSlot,
} from '@bazaar/contracts';

/*
 * How live events and catch-ups change the cached pages of the chat page, in place. Every
 * function is idempotent: an event that arrives twice (a reconnect's catch-up and the socket)
 * changes nothing the second time, so nothing doubles.
 */

export type MessagePages = InfiniteData<ChatMessagePage>;
export type ConversationPages = InfiniteData<ConversationPage>;

/** The cached messages, newest first. */
export function messagesNewestFirst(data: MessagePages | undefined): ChatMessage[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * A stored message: replaces the cached copy with its id, or goes first in the newest page.
 * A list never loaded stays so (its query fetches it whole).
 */
export function placeMessage(
  data: MessagePages | undefined,
  message: ChatMessage,
): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === message.id ? message : item)),
      })),
    };
  }
  const [first, ...rest] = data.pages;
  const newest = first ?? { items: [], has_more: false };
  return { ...data, pages: [{ ...newest, items: [message, ...newest.items] }, ...rest] };
}

/**
 * A service's slot changed (the availability namespace): the time proposals that picked it show
 * its seats as they are now. Answers the same pages when none did.
 */
export function placeProposalSlot(
  data: MessagePages | undefined,
  slot: ServiceSlot,
): MessagePages | undefined {
  const picked = (item: ChatMessage) => item.time_proposal?.slot?.id === slot.id;
  if (!data?.pages.some((page) => page.items.some(picked))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        picked(item) ? { ...item, time_proposal: { ...item.time_proposal!, slot } } : item,
      ),
    })),
  };
}

/** Messages stored after the newest cached one (a catch-up answers newest first). */
export function placeMessagesAfter(
  data: MessagePages | undefined,
  newestFirst: readonly ChatMessage[],
): MessagePages | undefined {
  return [...newestFirst].reverse().reduce(placeMessage, data);
}

/**
 * A receipt covers its message and every older one of the same sender: they are marked
 * delivered, or read (which is delivered too), keeping an earlier time already known. Either
 * side gets receipts (a reply reads what came before it), so the sender is the covered message's.
 */
export function applyReceipt(
  data: MessagePages | undefined,
  receipt: ChatReceipt,
): MessagePages | undefined {
  if (!data) return data;
  const all = messagesNewestFirst(data);
  const upTo = all.findIndex((item) => item.id === receipt.up_to);
  const sender = all[upTo]?.sender_id;
  if (sender === undefined) return data;
  const covered = new Set(
    all
      .slice(upTo)
      .filter((item) => item.sender_id === sender)
      .map((item) => item.id),
  );
  const mark = (item: ChatMessage): ChatMessage => {
    if (!covered.has(item.id)) return item;
    const delivered_at = item.delivered_at ?? receipt.at;
    const read_at = receipt.kind === 'read' ? (item.read_at ?? receipt.at) : item.read_at;
    return delivered_at === item.delivered_at && read_at === item.read_at
      ? item
      : { ...item, delivered_at, read_at };
  };
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map(mark) })),
  };
}

/**
 * A new or changed conversation: one whose activity moved goes first; one that only changed
 * (read, blocked) keeps its place.
 */
export function placeConversation(
  data: ConversationPages | undefined,
  conversation: Conversation,
): ConversationPages | undefined {
  if (!data) return data;
  const cached = data.pages
    .flatMap((page) => page.items)
    .find((item) => item.id === conversation.id);
  if (cached && cached.last_activity_at === conversation.last_activity_at) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === conversation.id ? conversation : item)),
      })),
    };
  }
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== conversation.id),
  }));
  const [first, ...rest] = pages;
  const newest = first ?? { items: [], next_cursor: null };
  return { ...data, pages: [{ ...newest, items: [conversation, ...newest.items] }, ...rest] };
}

/** The conversation's row after a message: its newest message and activity, first in the list. */
export function withMessage(conversation: Conversation, message: ChatMessage): Conversation {
  return {
    ...conversation,
    last_message: message,
    last_activity_at: message.created_at,
  };
}
