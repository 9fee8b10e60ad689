import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, newestFirst } from './columns';
import { contentLocaleEnum, supportRequestStatusEnum, supportTopicEnum } from './enums';
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
    status: supportRequestStatusEnum('status').notNull().default('new'),
    /** The language of the site when it was sent: replies are mailed in it. */
    locale: contentLocaleEnum('locale').notNull().default('en'),
    /** The sender's account, when signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it was last closed (null while it is not closed). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The administrator who closed it. */
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('support_requests_reference_unique').on(table.reference),
    index('support_requests_newest_idx').on(...newestFirst(table.createdAt, table.id)),
    index('support_requests_status_newest_idx').on(
      table.status,
      ...newestFirst(table.createdAt, table.id),
    ),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type NewSupportRequestRow = typeof supportRequests.$inferInsert;

/** Administrators' replies to a request; each was mailed to the sender. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: idColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
  },
  (table) => [index('support_replies_request_idx').on(table.requestId, table.createdAt)],
);

/** Every move of a request's status: who, when, from and to, and the note given. */
export const supportStatusChanges = pgTable(
  'support_status_changes',
  {
    id: idColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedById: uuid('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: supportRequestStatusEnum('from_status').notNull(),
    toStatus: supportRequestStatusEnum('to_status').notNull(),
    note: text('note'),
  },
  (table) => [index('support_status_changes_request_idx').on(table.requestId, table.changedAt)],
);

export type SupportReplyRow = typeof supportReplies.$inferSelect;
export type SupportStatusChangeRow = typeof supportStatusChanges.$inferSelect;
