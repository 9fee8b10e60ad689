import type { ChatProposalStatus, ChatSubjectKind } from '@bazaar/contracts';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  chatBlocks,
  chatConversations,
  chatMessages,
  chatReports,
  type ChatConversationRow,
  type ChatMessageRow,
  type NewChatMessageRow,
} from '../../db/schema/chat';
import { firstMediaOf, isPublic, listingColumns, selectListings } from '../listings/read-model';
import { orderSummariesOf } from '../orders/read-model';
import { emailOfOpenAccount, joinOwner, ownerNamesOf } from '../users/read-model';

/** Where a page of conversations, ordered by (last activity desc, id desc), goes on. */
export interface ActivityPosition {
  at: Date;
  id: string;
}

/** The two parties in the stored order. */
export const orderedPair = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

/** Conversations one of whose parties is `accountId`. */
const hasParty = (accountId: string) =>
  or(eq(chatConversations.lowPartyId, accountId), eq(chatConversations.highPartyId, accountId));

function chatQueries(db: Queryable) {
  return {
    async findConversation(id: string): Promise<ChatConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },

    async conversationsByIds(ids: readonly string[]): Promise<ChatConversationRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(chatConversations)
        .where(inArray(chatConversations.id, [...new Set(ids)]));
    },

    async findBySubject(
      kind: ChatSubjectKind,
      subjectId: string,
      pair: [string, string],
    ): Promise<ChatConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.subjectKind, kind),
            eq(chatConversations.subjectId, subjectId),
            eq(chatConversations.lowPartyId, pair[0]),
            eq(chatConversations.highPartyId, pair[1]),
          ),
        );
      return row;
    },

    /** Stores a conversation unless the pair has one about the subject; answers the new row only. */
    async insertConversation(row: typeof chatConversations.$inferInsert) {
      const [inserted] = await db
        .insert(chatConversations)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted;
    },

    /** Every conversation of the pair, about whatever subject. */
    async conversationsOfPair(pair: [string, string]): Promise<ChatConversationRow[]> {
      return db
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.lowPartyId, pair[0]),
            eq(chatConversations.highPartyId, pair[1]),
          ),
        );
    },

    /** A page of the account's conversations, newest activity first. */
    async conversationsOf(accountId: string, after: ActivityPosition | undefined, limit: number) {
      return db
        .select()
        .from(chatConversations)
        .where(
          and(
            hasParty(accountId),
            after
              ? sql`(${chatConversations.lastActivityAt}, ${chatConversations.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(chatConversations.lastActivityAt), desc(chatConversations.id))
        .limit(limit);
    },

    /** Stores a message unless its sender sent this client id here before; answers the new row only. */
    async insertMessage(row: NewChatMessageRow): Promise<ChatMessageRow | undefined> {
      const [inserted] = await db
        .insert(chatMessages)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted;
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

    /** Moves the conversation's activity to this message. */
    async touchConversation(id: string, message: Pick<ChatMessageRow, 'id' | 'createdAt'>) {
      await db
        .update(chatConversations)
        .set({ lastActivityAt: message.createdAt, lastMessageId: message.id })
        .where(eq(chatConversations.id, id));
    },

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
     * read (and delivered, when they were not yet); answers whether any changed.
     */
    async stamp(
      conversationId: string,
      recipientId: string,
      upTo: string,
      kind: 'delivered' | 'read',
      at: Date,
    ): Promise<boolean> {
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
        .returning({ id: chatMessages.id });
      return changed.length > 0;
    },

    /**
     * Stamps every unread message of the conversation to `readerId` read (its reply says it read
     * them); answers the newest one stamped, if any.
     */
    async readAll(conversationId: string, readerId: string, at: Date) {
      const stamped = await db
        .update(chatMessages)
        .set({
          readAt: at,
          deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(chatMessages.recipientId, readerId),
            eq(chatMessages.conversationId, conversationId),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id, seq: chatMessages.seq });
      return stamped.reduce<(typeof stamped)[number] | undefined>(
        (newest, row) => (newest && newest.seq > row.seq ? newest : row),
        undefined,
      );
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

    /** Blocks between `accountId` and any of `others`, either way. */
    async blocksBetween(accountId: string, others: readonly string[]) {
      if (others.length === 0) return [];
      return db
        .select({ blockerId: chatBlocks.blockerId, blockedId: chatBlocks.blockedId })
        .from(chatBlocks)
        .where(
          or(
            and(eq(chatBlocks.blockerId, accountId), inArray(chatBlocks.blockedId, [...others])),
            and(eq(chatBlocks.blockedId, accountId), inArray(chatBlocks.blockerId, [...others])),
          ),
        );
    },

    async block(blockerId: string, blockedId: string, at: Date) {
      await db
        .insert(chatBlocks)
        .values({ blockerId, blockedId, createdAt: at })
        .onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string) {
      await db
        .delete(chatBlocks)
        .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
    },

    async blockedBy(blockerId: string) {
      return db
        .select({ blockedId: chatBlocks.blockedId, createdAt: chatBlocks.createdAt })
        .from(chatBlocks)
        .where(eq(chatBlocks.blockerId, blockerId))
        .orderBy(desc(chatBlocks.createdAt));
    },

    async insertReport(row: typeof chatReports.$inferInsert) {
      const [inserted] = await db.insert(chatReports).values(row).returning();
      return inserted!;
    },

    async isReported(conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chatReports.id })
        .from(chatReports)
        .where(eq(chatReports.conversationId, conversationId))
        .limit(1);
      return row !== undefined;
    },

    /** Reports, newest first. */
    async reports(after: ActivityPosition | undefined, limit: number) {
      return db
        .select()
        .from(chatReports)
        .where(
          after
            ? sql`(${chatReports.createdAt}, ${chatReports.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(chatReports.createdAt), desc(chatReports.id))
        .limit(limit);
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

    /** The listings of these ids as a conversation's subject shows them. */
    async listingsOf(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return joinOwner(
        selectListings(db, {
          id: listingColumns.id,
          ownerId: listingColumns.ownerId,
          section: listingColumns.section,
          title: listingColumns.title,
          priceMinor: listingColumns.priceMinor,
          currency: listingColumns.currency,
          negotiable: listingColumns.negotiable,
          isPublic: sql<boolean>`(${isPublic})`,
        }),
        listingColumns.ownerId,
      ).where(inArray(listingColumns.id, [...ids]));
    },

    coversOf: (listingIds: readonly string[]) => firstMediaOf(db, listingIds),
    ordersOf: (ids: readonly string[]) => orderSummariesOf(db, ids),
    namesOf: (ids: readonly string[]) => ownerNamesOf(db, ids),
    emailOf: (accountId: string) => emailOfOpenAccount(db, accountId),
  };
}

export type ChatQueries = ReturnType<typeof chatQueries>;

export function createChatRepository(db: Database) {
  return {
    ...chatQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (queries: ChatQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(chatQueries(tx), tx));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
