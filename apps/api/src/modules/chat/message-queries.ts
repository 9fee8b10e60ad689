// Storing messages and answering proposals: the queries of a send.
import type { ChatProposalStatus } from '@bazaar/contracts';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  chatBlocks,
  chatConversations,
  chatMessages,
  type ChatMessageRow,
  type NewChatMessageRow,
} from '../../db/schema/chat';

export function messageQueries(db: Queryable) {
  return {
    /**
     * Stores a message unless its sender sent this client id here before, and in the same
     * statement moves the conversation's activity to it and stamps read what the other party
     * wrote to the sender before (whoever answers has read it). Answers the new row and the
     * newest message stamped read, if any; nothing for a repeated client id.
     */
    async storeMessage(
      row: NewChatMessageRow & { createdAt: Date },
    ): Promise<{ message: ChatMessageRow; readUpTo: string | null } | undefined> {
      const at = row.createdAt.toISOString();
      const inserted = db
        .$with('inserted')
        .as(db.insert(chatMessages).values(row).onConflictDoNothing().returning());
      const touched = db.$with('touched').as(
        db
          .update(chatConversations)
          .set({
            lastActivityAt: sql`(select created_at from ${inserted})`,
            lastMessageId: sql`(select id from ${inserted})`,
          })
          .where(
            and(
              eq(chatConversations.id, row.conversationId),
              sql`exists (select 1 from ${inserted})`,
            ),
          )
          .returning({ id: chatConversations.id }),
      );
      const read = db.$with('read').as(
        db
          .update(chatMessages)
          .set({
            readAt: row.createdAt,
            deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${at}::timestamptz)`,
          })
          .where(
            and(
              eq(chatMessages.recipientId, row.senderId),
              eq(chatMessages.conversationId, row.conversationId),
              isNull(chatMessages.readAt),
              sql`exists (select 1 from ${inserted})`,
            ),
          )
          .returning({ id: chatMessages.id, seq: chatMessages.seq }),
      );
      const newestRead = db
        .$with('newest_read')
        .as(db.select({ id: read.id }).from(read).orderBy(desc(read.seq)).limit(1));
      // Data-modifying CTEs run to completion whether or not the final select reads them.
      const [stored] = await db
        .with(inserted, touched, read, newestRead)
        .select()
        .from(inserted)
        .leftJoin(newestRead, sql`true`);
      return stored && { message: stored.inserted, readUpTo: stored.newest_read?.id ?? null };
    },

    /**
     * What a send checks, in one query: the conversation, the writer's earlier message of this
     * client id in it, and blocks either way between the writer and the conversation's other
     * party (meaningful only when the writer is a party).
     */
    async sendContext(conversationId: string, writerId: string, clientId: string) {
      const other = sql`(case when ${chatConversations.lowPartyId} = ${writerId} then ${chatConversations.highPartyId} else ${chatConversations.lowPartyId} end)`;
      const blocked = (blockerId: SQL, blockedId: SQL) =>
        sql<boolean>`exists (select 1 from ${chatBlocks} where ${chatBlocks.blockerId} = ${blockerId} and ${chatBlocks.blockedId} = ${blockedId})`;
      const writer = sql`${writerId}::uuid`;
      const [row] = await db
        .select({
          conversation: chatConversations,
          earlier: chatMessages,
          blockedByWriter: blocked(writer, other),
          blockedWriter: blocked(other, writer),
        })
        .from(chatConversations)
        .leftJoin(
          chatMessages,
          and(
            eq(chatMessages.conversationId, chatConversations.id),
            eq(chatMessages.senderId, writerId),
            eq(chatMessages.clientId, clientId),
          ),
        )
        .where(eq(chatConversations.id, conversationId));
      return row;
    },

    async findByClientId(conversationId: string, senderId: string, clientId: string) {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.senderId, senderId),
            eq(chatMessages.clientId, clientId),
          ),
        );
      return row;
    },

    async findMessage(id: string): Promise<ChatMessageRow | undefined> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row;
    },

    /** The message, locked until the transaction ends (a proposal is answered once). */
    async lockMessage(id: string): Promise<ChatMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.id, id))
        .for('update');
      return row;
    },

    async messagesByIds(ids: readonly string[]): Promise<ChatMessageRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.id, [...ids]));
    },

    async setProposalStatus(id: string, status: ChatProposalStatus): Promise<ChatMessageRow> {
      const [row] = await db
        .update(chatMessages)
        .set({ proposalStatus: status })
        .where(eq(chatMessages.id, id))
        .returning();
      return row!;
    },
  };
}
