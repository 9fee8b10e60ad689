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
  type SQL,
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
import { reservationSummariesOf, serviceSlotsOf } from '../bookings/read-model';
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

    /** Reports, newest first; those by or about one account when given. */
    async reports(after: ActivityPosition | undefined, limit: number, accountId?: string) {
      return db
        .select()
        .from(chatReports)
        .where(
          and(
            after
              ? sql`(${chatReports.createdAt}, ${chatReports.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
            accountId
              ? or(eq(chatReports.reporterId, accountId), eq(chatReports.reportedId, accountId))
              : undefined,
          ),
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
    reservationsOf: (ids: readonly string[]) => reservationSummariesOf(db, ids),
    slotsOf: (ids: readonly string[], now: Date) => serviceSlotsOf(db, ids, now),
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
