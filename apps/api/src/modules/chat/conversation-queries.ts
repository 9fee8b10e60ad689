// The chat's conversations, and their subjects and parties as the other modules' read models show them.
import type { ChatSubjectKind } from '@bazaar/contracts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatConversations, type ChatConversationRow } from '../../db/schema/chat';
import { reservationSummariesOf, serviceSlotsOf } from '../bookings/read-model';
import { firstMediaOf, listingSummariesOf } from '../listings/read-model';
import { orderSummariesOf } from '../orders/read-model';
import { emailOfOpenAccount, ownerNamesOf } from '../users/read-model';

/** Where a page of conversations, ordered by (last activity desc, id desc), goes on. */
export interface ActivityPosition {
  at: Date;
  id: string;
}

/** Conversations one of whose parties is `accountId`. */
const hasParty = (accountId: string) =>
  or(eq(chatConversations.lowPartyId, accountId), eq(chatConversations.highPartyId, accountId));

export function conversationQueries(db: Queryable) {
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

    /** The listings of these ids as a conversation's subject shows them. */
    listingsOf: (ids: readonly string[]) => listingSummariesOf(db, ids),

    coversOf: (listingIds: readonly string[]) => firstMediaOf(db, listingIds),
    ordersOf: (ids: readonly string[]) => orderSummariesOf(db, ids),
    reservationsOf: (ids: readonly string[]) => reservationSummariesOf(db, ids),
    slotsOf: (ids: readonly string[], now: Date) => serviceSlotsOf(db, ids, now),
    namesOf: (ids: readonly string[]) => ownerNamesOf(db, ids),
    emailOf: (accountId: string) => emailOfOpenAccount(db, accountId),
  };
}
