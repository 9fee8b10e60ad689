// A conversation's history, what was delivered and read, and the mail about unread messages.
import { and, count, countDistinct, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatMessages, type ChatMessageRow } from '../../db/schema/chat';

export function historyAndUnreadQueries(db: Queryable) {
  return {
    /**
     * A page of a conversation's history, newest first: before the message `before`, or after
     * the message `after` (what a client missed); unknown anchors of other conversations match
     * nothing.
     */
    async history(
      conversationId: string,
      options: { before?: string | undefined; after?: string | undefined; limit: number },
    ): Promise<ChatMessageRow[]> {
      const anchor = (id: string) =>
        sql`(select anchor.seq from ${chatMessages} anchor where anchor.id = ${id} and anchor.conversation_id = ${conversationId})`;
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            options.before ? sql`${chatMessages.seq} < ${anchor(options.before)}` : undefined,
            options.after ? sql`${chatMessages.seq} > ${anchor(options.after)}` : undefined,
          ),
        )
        .orderBy(desc(chatMessages.seq))
        .limit(options.limit);
    },

    /**
     * Stamps the recipient's messages of the conversation up to `upTo` (by seq) as delivered, or
     * read (and delivered, when they were not yet); answers their sender (the conversation's
     * other party) when any changed.
     */
    async stamp(
      conversationId: string,
      recipientId: string,
      upTo: string,
      kind: 'delivered' | 'read',
      at: Date,
    ): Promise<string | undefined> {
      const upToSeq = sql`(select anchor.seq from ${chatMessages} anchor where anchor.id = ${upTo} and anchor.conversation_id = ${conversationId})`;
      const column = kind === 'read' ? chatMessages.readAt : chatMessages.deliveredAt;
      const changed = await db
        .update(chatMessages)
        .set(
          kind === 'read'
            ? {
                readAt: at,
                deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${at.toISOString()}::timestamptz)`,
              }
            : { deliveredAt: at },
        )
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.recipientId, recipientId),
            isNull(column),
            lte(chatMessages.seq, upToSeq),
          ),
        )
        .returning({ senderId: chatMessages.senderId });
      return changed[0]?.senderId;
    },

    /** Unread messages of the account per conversation, for these conversations. */
    async unreadCounts(accountId: string, conversationIds: readonly string[]) {
      if (conversationIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ conversationId: chatMessages.conversationId, unread: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.recipientId, accountId),
            isNull(chatMessages.readAt),
            inArray(chatMessages.conversationId, [...conversationIds]),
          ),
        )
        .groupBy(chatMessages.conversationId);
      return new Map(rows.map((row) => [row.conversationId, row.unread]));
    },

    /** The account's unread messages, and in how many conversations. */
    async unreadTotals(accountId: string) {
      const [row] = await db
        .select({
          messages: count(),
          conversations: countDistinct(chatMessages.conversationId),
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.recipientId, accountId), isNull(chatMessages.readAt)));
      return { messages: row?.messages ?? 0, conversations: row?.conversations ?? 0 };
    },

    /**
     * Accounts with unread messages older than `before` that no mail told them of yet, and none
     * of whose unread messages a mail already told of (one mail until they come back and read).
     */
    async recipientsToMail(before: Date, limit: number) {
      const mailedUnread = db
        .select({ recipientId: chatMessages.recipientId })
        .from(chatMessages)
        .where(and(isNull(chatMessages.readAt), sql`${chatMessages.mailedAt} is not null`));
      return db
        .select({ recipientId: chatMessages.recipientId, messages: count() })
        .from(chatMessages)
        .where(
          and(
            isNull(chatMessages.readAt),
            isNull(chatMessages.mailedAt),
            lt(chatMessages.createdAt, before),
            sql`${chatMessages.recipientId} not in ${mailedUnread}`,
          ),
        )
        .groupBy(chatMessages.recipientId)
        .limit(limit);
    },

    /** Marks the recipient's unread messages older than `before` as mailed about. */
    async markMailed(recipientId: string, before: Date, at: Date) {
      await db
        .update(chatMessages)
        .set({ mailedAt: at })
        .where(
          and(
            eq(chatMessages.recipientId, recipientId),
            isNull(chatMessages.readAt),
            isNull(chatMessages.mailedAt),
            lt(chatMessages.createdAt, before),
          ),
        );
    },
  };
}
