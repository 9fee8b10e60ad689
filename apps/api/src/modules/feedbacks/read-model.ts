import { sellerRatingOf, type SellerRating } from '@bazaar/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { sellerRatings } from '../../db/schema/feedbacks';

/*
 * What other modules may read of feedbacks inside their own queries (ADR 0041): each seller's
 * rating, which the feedbacks service keeps in one row per seller as reviews come and go, so a
 * card reads it by primary key. Read only.
 */

/** The rating of the seller of `sellerId` as [reviews, stars], null before the first: a subquery of the row. */
export const sellerRatingColumn = (sellerId: AnyPgColumn) =>
  sql<
    [number, number] | null
  >`(select array[kept.reviews, kept.stars] from ${sellerRatings} kept where kept.seller_id = ${sellerId})`;

/** A rating as `sellerRatingColumn` reads it, as answers show it. */
export function toSellerRating(column: readonly [number, number] | null): SellerRating | null {
  return column ? sellerRatingOf(Number(column[0]), Number(column[1])) : null;
}

/** The ratings of these sellers; a seller without reviews is missing from the map. */
export async function sellerRatingsOf(
  db: Queryable,
  sellerIds: readonly string[],
): Promise<Map<string, SellerRating>> {
  const ids = [...new Set(sellerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(sellerRatings).where(inArray(sellerRatings.sellerId, ids));
  return new Map(
    rows.flatMap((row) => {
      const rating = sellerRatingOf(row.reviews, row.stars);
      return rating ? [[row.sellerId, rating] as const] : [];
    }),
  );
}
