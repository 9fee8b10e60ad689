import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { reservations } from './bookings';
import { idColumn, timestamps, newestFirst } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * A buyer's review of a seller: the stars and text of one fulfilled order or one completed
 * reservation (never both, never twice), the seller's one reply, and an administrator's hiding.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: idColumn(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, {
      onDelete: 'cascade',
    }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order's or booking's number and first title, copied when reviewed (they never change). */
    subjectNumber: bigint('subject_number', { mode: 'number' }).notNull(),
    subjectTitle: text('subject_title').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    unique('feedbacks_order_unique').on(table.orderId),
    unique('feedbacks_reservation_unique').on(table.reservationId),
    check(
      'feedbacks_one_subject',
      sql`(${table.orderId} is null) <> (${table.reservationId} is null)`,
    ),
    check('feedbacks_rating_range', sql`${table.rating} between 1 and 5`),
    index('feedbacks_seller_newest_idx').on(
      table.sellerId,
      ...newestFirst(table.createdAt, table.id),
    ),
    index('feedbacks_buyer_newest_idx').on(
      table.buyerId,
      ...newestFirst(table.createdAt, table.id),
    ),
  ],
);

export type FeedbackRow = typeof feedbacks.$inferSelect;

/** An account's report of a review (one per account and review). */
export const feedbackReports = pgTable(
  'feedback_reports',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.feedbackId, table.reporterId] })],
);
