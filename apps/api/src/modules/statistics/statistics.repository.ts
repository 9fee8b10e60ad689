import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  accountLastVisits,
  listingDailyStatistics,
  listingViewVisits,
} from '../../db/schema/statistics';
import { ownerDisplayName } from '../users';
import { isPublic, listingColumns, selectListings } from '../listings/read-model';
import { displayNameColumns, joinOwner } from '../users/read-model';

/** One listing's counted figures of one day, as the daily rows keep them. */
export interface DailyCounts {
  listingId: string;
  day: string;
  views: number;
  cartAdds: number;
}

/** Which days and listings a read covers: `sellerId` null is every seller's. */
export interface FiguresFilter {
  sellerId: string | null;
  listingId?: string;
  from: string;
  to: string;
}

function statisticsQueries(db: Queryable) {
  /** Adds to a listing's figures of a day, making the day's row when it is the first. */
  async function addToDay(
    listingId: string,
    sellerId: string,
    day: string,
    add: { views?: number; cartAdds?: number },
  ): Promise<void> {
    const views = add.views ?? 0;
    const cartAdds = add.cartAdds ?? 0;
    await db
      .insert(listingDailyStatistics)
      .values({ listingId, sellerId, day, views, cartAdds })
      .onConflictDoUpdate({
        target: [listingDailyStatistics.listingId, listingDailyStatistics.day],
        set: {
          views: sql`${listingDailyStatistics.views} + ${views}`,
          cartAdds: sql`${listingDailyStatistics.cartAdds} + ${cartAdds}`,
        },
      });
  }

  return {
    addToDay,

    /**
     * Counts a view of the listing by this visitor on this day, once: answers whether it was
     * the visitor's first of the day (and the day's views went up).
     */
    async recordView(
      listing: { id: string; ownerId: string },
      day: string,
      visitorKey: string,
    ): Promise<boolean> {
      const inserted = await db
        .insert(listingViewVisits)
        .values({ listingId: listing.id, day, visitorKey })
        .onConflictDoNothing()
        .returning({ day: listingViewVisits.day });
      if (inserted.length === 0) return false;
      await addToDay(listing.id, listing.ownerId, day, { views: 1 });
      return true;
    },
  };
}

export function createStatisticsRepository(db: Database) {
  return {
    ...statisticsQueries(db),

    /** Runs `work` in one transaction. */
    transaction<T>(work: (queries: ReturnType<typeof statisticsQueries>) => Promise<T>) {
      return db.transaction((tx) => work(statisticsQueries(tx)));
    },

    /** The queries bound to a transaction another module started (an event's delivery). */
    within: (tx: Queryable) => statisticsQueries(tx),

    /** A listing visitors may see, with its owner; undefined when there is none. */
    async publicListing(id: string): Promise<{ id: string; ownerId: string } | undefined> {
      const [row] = await joinOwner(
        selectListings(db, { id: listingColumns.id, ownerId: listingColumns.ownerId }),
        listingColumns.ownerId,
      )
        .where(and(eq(listingColumns.id, id), isPublic))
        .limit(1);
      return row;
    },

    /** The listing's owner, whether published or not; undefined when there is no such listing. */
    async ownerOf(id: string): Promise<string | undefined> {
      const [row] = await selectListings(db, { ownerId: listingColumns.ownerId })
        .where(eq(listingColumns.id, id))
        .limit(1);
      return row?.ownerId;
    },

    /** The kept daily figures of the filter's listings and days. */
    async dailyCounts(filter: FiguresFilter): Promise<DailyCounts[]> {
      return db
        .select({
          listingId: listingDailyStatistics.listingId,
          day: listingDailyStatistics.day,
          views: listingDailyStatistics.views,
          cartAdds: listingDailyStatistics.cartAdds,
        })
        .from(listingDailyStatistics)
        .where(
          and(
            filter.sellerId === null
              ? undefined
              : eq(listingDailyStatistics.sellerId, filter.sellerId),
            filter.listingId === undefined
              ? undefined
              : eq(listingDailyStatistics.listingId, filter.listingId),
            gte(listingDailyStatistics.day, filter.from),
            lte(listingDailyStatistics.day, filter.to),
          ),
        );
    },

    /** Titles and sellers of these listings, by id (deleted ones are missing). */
    async listingNames(
      ids: readonly string[],
    ): Promise<Map<string, { title: string; ownerId: string; sellerName: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await joinOwner(
        selectListings(db, {
          id: listingColumns.id,
          title: listingColumns.title,
          ownerId: listingColumns.ownerId,
          ...displayNameColumns,
        }),
        listingColumns.ownerId,
      ).where(inArray(listingColumns.id, [...ids]));
      return new Map(
        rows.map((row) => [
          row.id,
          { title: row.title, ownerId: row.ownerId, sellerName: ownerDisplayName(row) },
        ]),
      );
    },

    /**
     * Records the account's last visit unless one was recorded less than `minGapSeconds` ago
     * (the beacon's throttle: at most one write per account per gap). Answers whether it wrote.
     */
    async touchLastVisit(userId: string, at: Date, minGapSeconds: number): Promise<boolean> {
      const written = await db
        .insert(accountLastVisits)
        .values({ userId, lastVisitedAt: at })
        .onConflictDoUpdate({
          target: accountLastVisits.userId,
          set: { lastVisitedAt: at },
          setWhere: lt(
            accountLastVisits.lastVisitedAt,
            new Date(at.getTime() - minGapSeconds * 1000),
          ),
        })
        .returning({ userId: accountLastVisits.userId });
      return written.length > 0;
    },

    /**
     * Adds whole days of figures at once (the demo seed): each row adds to the listing's day,
     * in batches.
     */
    async addDays(
      rows: readonly {
        listingId: string;
        sellerId: string;
        day: string;
        views: number;
        cartAdds: number;
      }[],
    ): Promise<void> {
      for (let start = 0; start < rows.length; start += 500) {
        await db
          .insert(listingDailyStatistics)
          .values(rows.slice(start, start + 500))
          .onConflictDoUpdate({
            target: [listingDailyStatistics.listingId, listingDailyStatistics.day],
            set: {
              views: sql`${listingDailyStatistics.views} + excluded.views`,
              cartAdds: sql`${listingDailyStatistics.cartAdds} + excluded.cart_adds`,
            },
          });
      }
    },

    /** Forgets who viewed before `day` (the daily figures stay). */
    async purgeVisitsBefore(day: string): Promise<number> {
      const deleted = await db
        .delete(listingViewVisits)
        .where(lt(listingViewVisits.day, day))
        .returning({ day: listingViewVisits.day });
      return deleted.length;
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
export type StatisticsQueries = ReturnType<typeof statisticsQueries>;
