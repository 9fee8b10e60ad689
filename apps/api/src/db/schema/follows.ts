import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A buyer following a seller (My People): told when the seller publishes a listing. */
export const sellerFollows = pgTable(
  'seller_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.sellerId] }),
    index('seller_follows_follower_newest_idx').on(
      table.followerId,
      table.createdAt.desc().nullsFirst(),
    ),
    // The followers of a seller, in keyset batches (the notification job).
    index('seller_follows_seller_idx').on(table.sellerId, table.followerId),
  ],
);
