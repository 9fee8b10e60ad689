// Reading the chat: the caller's conversations, one of them, and a conversation's history.
import {
  chatLimits,
  isAdmin,
  type ChatMessagePage,
  type Conversation,
  type ConversationPage,
} from '@bazaar/contracts';
import type { SignedInAccount } from '../../lib/account-status';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { otherPartyOf } from './chat-views';
import { conversationNotFound, type ChatContext, type Writer } from './chat-rules';
import {
  conversationFor,
  conversationsFor,
  messagesOf,
  partyConversation,
} from './conversation-views';

/** `GET /chat/conversations`: newest activity first. */
export async function listConversations(
  context: ChatContext,
  account: Writer,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<ConversationPage> {
  const limit = query.limit ?? chatLimits.conversationPageMax;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await context.repository.conversationsOf(
    account.id,
    after ? { at: new Date(after.createdAt), id: after.id } : undefined,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await conversationsFor(context, account, page),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.lastActivityAt.toISOString(), id: last.id })
        : null,
  };
}

/** `GET /chat/conversations/{id}`. */
export async function getConversation(
  context: ChatContext,
  account: Writer,
  id: string,
): Promise<Conversation> {
  const { row } = await partyConversation(context.repository, account.id, id);
  return conversationFor(context, account, row);
}

/** A page of history: `before` pages back, `after` catches up. */
export interface HistoryQuery {
  before?: string | undefined;
  after?: string | undefined;
  limit?: number | undefined;
}

/**
 * `GET /chat/conversations/{id}/messages`: a party's history, newest first; an administrator
 * reads a conversation only once it was reported.
 */
export async function conversationHistory(
  context: ChatContext,
  account: Pick<SignedInAccount, 'id' | 'type'>,
  id: string,
  query: HistoryQuery,
): Promise<ChatMessagePage> {
  const { repository } = context;
  const row = await repository.findConversation(id);
  const isParty = row !== undefined && otherPartyOf(row, account.id) !== undefined;
  const mayInvestigate =
    row !== undefined && !isParty && isAdmin(account.type) && (await repository.isReported(id));
  if (!row || (!isParty && !mayInvestigate)) throw conversationNotFound();
  const limit = query.limit ?? chatLimits.pageMax;
  const rows = await repository.history(id, {
    before: query.before,
    after: query.after,
    limit: limit + 1,
  });
  return { items: await messagesOf(context, rows.slice(0, limit)), has_more: rows.length > limit };
}
