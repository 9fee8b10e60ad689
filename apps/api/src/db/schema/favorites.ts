import { bigint, char, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/** Favorites, with the price when saved so the list can show what changed since. */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    savedPriceMinor: bigint('saved_price_minor', { mode: 'number' }),
    savedCurrency: char('saved_currency', { length: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    index('favorites_user_newest_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.listingId.desc().nullsFirst(),
    ),
  ],
);

export type FavoriteRow = typeof favorites.$inferSelect;
