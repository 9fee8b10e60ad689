import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each seller's rating, kept by the feedbacks service (through the users module's port) in the
 * transaction of every change to their visible reviews, so cards read one row per seller
 * instead of counting reviews.
 */
export const sellerRatings = pgTable(
  'seller_ratings',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Visible reviews. */
    reviews: integer('reviews').notNull(),
    /** Their stars added up. */
    stars: integer('stars').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('seller_ratings_counts', sql`${table.reviews} >= 0 and ${table.stars} >= 0`)],
);
