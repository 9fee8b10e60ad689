import { and, count, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { feedbackReports, feedbacks } from '../../db/schema/feedbacks';
import { completedReservationsOf } from '../bookings/read-model';
import { fulfilledOrdersOf } from '../orders/read-model';
import { ownerDisplayName, sellerRatingCounts } from '../users';
import { ownerNamesOf, sellerRatingsOf } from '../users/read-model';

function feedbackQueries(db: Queryable) {
  return {
    /** Stores a review; undefined when its order or reservation has one already. */
    async insert(row: typeof feedbacks.$inferInsert) {
      const [stored] = await db.insert(feedbacks).values(row).onConflictDoNothing().returning();
      return stored;
    },

    async findById(id: string) {
      const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id));
      return row;
    },

    /** The seller's reply, unless the review has one already (then undefined). */
    async reply(id: string, sellerId: string, text: string, at: Date) {
      const [row] = await db
        .update(feedbacks)
        .set({ reply: text, repliedAt: at, updatedAt: at })
        .where(and(eq(feedbacks.id, id), eq(feedbacks.sellerId, sellerId), isNull(feedbacks.reply)))
        .returning();
      return row;
    },

    /** Hides a visible review (undefined when it is hidden already). */
    async hide(id: string, reason: string, adminId: string, at: Date) {
      const [row] = await db
        .update(feedbacks)
        .set({ hiddenAt: at, hiddenReason: reason, hiddenBy: adminId, updatedAt: at })
        .where(and(eq(feedbacks.id, id), isNull(feedbacks.hiddenAt)))
        .returning();
      return row;
    },

    /** Adds a review's stars to the seller's rating (kept by the users module). */
    addToRating: (sellerId: string, stars: number, at: Date) =>
      sellerRatingCounts.add(db, sellerId, stars, at),

    /** Takes a review's stars out of the seller's rating (the review is hidden). */
    takeFromRating: (sellerId: string, stars: number, at: Date) =>
      sellerRatingCounts.takeFrom(db, sellerId, stars, at),

    /** Files a report; a second one of the same account changes nothing. */
    async report(row: typeof feedbackReports.$inferInsert) {
      await db.insert(feedbackReports).values(row).onConflictDoNothing();
    },

    /**
     * Reported reviews, the most recently reported first, after `after` (keyset on the newest
     * report's time and the review's id); only those not hidden when `openOnly`.
     */
    async reported(filter: {
      after?: { at: Date; id: string } | undefined;
      openOnly: boolean;
      limit: number;
    }) {
      const lastAt = max(feedbackReports.createdAt);
      const rows = await db
        .select({ feedback: feedbacks, reports: count(), lastAt })
        .from(feedbackReports)
        .innerJoin(feedbacks, eq(feedbacks.id, feedbackReports.feedbackId))
        .where(filter.openOnly ? isNull(feedbacks.hiddenAt) : undefined)
        .groupBy(feedbacks.id)
        .having(
          filter.after
            ? sql`(${lastAt}, ${feedbacks.id}) < (${filter.after.at.toISOString()}::timestamptz, ${filter.after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(lastAt), desc(feedbacks.id))
        .limit(filter.limit);
      return rows.map((row) => ({ ...row, lastAt: new Date(row.lastAt ?? 0) }));
    },

    /** The reports of these reviews, newest first. */
    async reportsOf(feedbackIds: readonly string[]) {
      if (feedbackIds.length === 0) return [];
      return db
        .select()
        .from(feedbackReports)
        .where(inArray(feedbackReports.feedbackId, [...feedbackIds]))
        .orderBy(desc(feedbackReports.createdAt), desc(feedbackReports.reporterId));
    },

    /** Reviews, newest first: of a buyer, or received by a seller (only visible ones, or all). */
    async list(filter: {
      buyerId?: string;
      sellerId?: string;
      visibleOnly: boolean;
      limit: number;
    }) {
      const conditions: (SQL | undefined)[] = [
        filter.buyerId === undefined ? undefined : eq(feedbacks.buyerId, filter.buyerId),
        filter.sellerId === undefined ? undefined : eq(feedbacks.sellerId, filter.sellerId),
        filter.visibleOnly ? isNull(feedbacks.hiddenAt) : undefined,
      ];
      return db
        .select()
        .from(feedbacks)
        .where(and(...conditions))
        .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
        .limit(filter.limit);
    },

    /** The orders and reservations the buyer has reviewed. */
    async reviewedBy(buyerId: string) {
      const rows = await db
        .select({ orderId: feedbacks.orderId, reservationId: feedbacks.reservationId })
        .from(feedbacks)
        .where(eq(feedbacks.buyerId, buyerId));
      return new Set(rows.flatMap((row) => [row.orderId, row.reservationId]).filter(isNotNullish));
    },

    /** Display names of these accounts. */
    async namesOf(accountIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await ownerNamesOf(db, accountIds);
      return new Map(rows.map((row) => [row.owner.id, ownerDisplayName(row)]));
    },

    /** The buyer's fulfilled orders (orders' read model); with `orderId`, that one only. */
    fulfilledOrders: (filter: Parameters<typeof fulfilledOrdersOf>[1]) =>
      fulfilledOrdersOf(db, filter),

    /** The customer's completed reservations (bookings' read model). */
    completedReservations: (filter: Parameters<typeof completedReservationsOf>[1]) =>
      completedReservationsOf(db, filter),

    /** The seller's rating, null before the first visible review. */
    async ratingOf(sellerId: string) {
      return (await sellerRatingsOf(db, [sellerId])).get(sellerId) ?? null;
    },
  };
}

const isNotNullish = <T>(value: T | null | undefined): value is T => value != null;

export type FeedbackQueries = ReturnType<typeof feedbackQueries>;

export function createFeedbacksRepository(db: Database) {
  return {
    ...feedbackQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it (and the transaction, for its events). */
    transaction<T>(work: (queries: FeedbackQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(feedbackQueries(tx), tx));
    },
  };
}

export type FeedbacksRepository = ReturnType<typeof createFeedbacksRepository>;
