import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/** A signed-in account's comparison list; `users.products_in_comparison` is its count. */
export const comparisonItems = pgTable(
  'comparison_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] })],
);

export type ComparisonItemRow = typeof comparisonItems.$inferSelect;
