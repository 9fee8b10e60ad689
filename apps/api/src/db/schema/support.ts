import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { supportRequestStatusEnum, supportTopicEnum } from './enums';
import { users } from './users';

/** Messages sent through the support form at /support, handled by administrators. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: idColumn(),
    /** What the sender quotes (SR-XXXXXXXX): random, so it reveals nothing about volume. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: supportTopicEnum('topic').notNull(),
    message: text('message').notNull(),
    status: supportRequestStatusEnum('status').notNull().default('open'),
    /** The sender's account, when signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The administrator who resolved it. */
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('support_requests_reference_unique').on(table.reference),
    index('support_requests_newest_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('support_requests_status_newest_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewSupportRequestRow = typeof supportRequests.$inferInsert;
