import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * Who viewed an item page on a day, as a key that stands for that visitor on that day only
 * (lib/visitor: an HMAC, no address kept): the primary key counts a visitor once per day.
 * Rows older than the retention are deleted by a job; the daily figures stay.
 */
export const listingViewVisits = pgTable(
  'listing_view_visits',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.day, table.visitorKey] }),
    index('listing_view_visits_day_idx').on(table.day),
  ],
);

/**
 * A listing's figures of one UTC day, kept up to date as views and cart adds are counted (in
 * the same transaction), so the statistic page reads one row per listing and day.
 */
export const listingDailyStatistics = pgTable(
  'listing_daily_statistics',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The listing's seller, so one seller's days are read by index. */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    cartAdds: integer('cart_adds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.day] }),
    index('listing_daily_statistics_seller_day_idx').on(table.sellerId, table.day),
    index('listing_daily_statistics_day_idx').on(table.day),
    check(
      'listing_daily_statistics_counts_nonnegative',
      sql`${table.views} >= 0 and ${table.cartAdds} >= 0`,
    ),
  ],
);

/** When each account last had a tab open (the analytics beacon, spec §7). */
export const accountLastVisits = pgTable('account_last_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull(),
});

export type ListingDailyStatisticsRow = typeof listingDailyStatistics.$inferSelect;
