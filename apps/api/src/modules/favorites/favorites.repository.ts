import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { favorites } from '../../db/schema/favorites';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import {
  isPublic,
  joinListingCard,
  listingCardColumns,
  listingColumns,
  selectListings,
} from '../listings/read-model';
import { joinOwner } from '../users/read-model';

export interface FavoritesPageFilter {
  userId: string;
  limit: number;
  /** Position after the last row, by (saved at desc, listing id desc). */
  after?: KeysetPosition;
}

/** When the favorite was saved, as ISO text with microseconds, so a cursor reproduces it. */
const savedAtText = sql<string>`to_char(${favorites.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function createFavoritesRepository(db: Queryable) {
  return {
    /** The current price of a listing visitors may see, or undefined when they may not. */
    async findPublicPrice(listingId: string) {
      const [row] = await joinOwner(
        selectListings(db, {
          priceMinor: listingColumns.priceMinor,
          currency: listingColumns.currency,
        }),
        listingColumns.ownerId,
      ).where(and(eq(listingColumns.id, listingId), isPublic));
      return row;
    },

    /** Saves a favorite; one saved before keeps its price and time. */
    async save(row: typeof favorites.$inferInsert) {
      await db.insert(favorites).values(row).onConflictDoNothing();
    },

    async remove(userId: string, listingId: string) {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
    },

    /** A page of the account's favorites, newest saved first, with what their cards show. */
    async page(filter: FavoritesPageFilter) {
      const conditions: SQL[] = [eq(favorites.userId, filter.userId)];
      if (filter.after) {
        conditions.push(
          sql`(${favorites.createdAt}, ${favorites.listingId}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return joinListingCard(
        db
          .select({
            savedAt: favorites.createdAt,
            savedAtText,
            savedPriceMinor: favorites.savedPriceMinor,
            savedCurrency: favorites.savedCurrency,
            // Visible to visitors and in stock: what the list calls available.
            available: sql<boolean>`coalesce(${isPublic} and ${listingColumns.quantity} > 0, false)`,
            ...listingCardColumns,
            createdAt: listingColumns.createdAt,
          })
          .from(favorites)
          .$dynamic(),
        favorites.listingId,
      )
        .where(and(...conditions))
        .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
        .limit(filter.limit);
    },

    /** The ids of the account's newest favorites. */
    async ids(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: favorites.listingId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
export type FavoriteListingRow = Awaited<ReturnType<FavoritesRepository['page']>>[number];
