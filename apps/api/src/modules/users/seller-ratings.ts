import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sellerRatings } from '../../db/schema/seller-ratings';

/**
 * Each seller's rating, kept beside the account (`seller_ratings`) so listing cards read it by
 * primary key. The feedbacks module keeps it in step with the visible reviews through this port,
 * inside its own transactions (`db` is theirs), as comparison keeps `productsInComparison`.
 */
export const sellerRatingCounts = {
  /** Adds a review's stars to the seller's rating. */
  async add(db: Queryable, sellerId: string, stars: number, at: Date): Promise<void> {
    await db
      .insert(sellerRatings)
      .values({ sellerId, reviews: 1, stars, updatedAt: at })
      .onConflictDoUpdate({
        target: sellerRatings.sellerId,
        set: {
          reviews: sql`${sellerRatings.reviews} + 1`,
          stars: sql`${sellerRatings.stars} + excluded.stars`,
          updatedAt: at,
        },
      });
  },

  /** Takes a review's stars out of the seller's rating (the review is hidden). */
  async takeFrom(db: Queryable, sellerId: string, stars: number, at: Date): Promise<void> {
    await db
      .update(sellerRatings)
      .set({
        reviews: sql`${sellerRatings.reviews} - 1`,
        stars: sql`${sellerRatings.stars} - ${stars}`,
        updatedAt: at,
      })
      .where(eq(sellerRatings.sellerId, sellerId));
  },
};
