import type { AdminMessageAudience, AdminMessageTexts } from '@bazaar/contracts';
import { adminMessageStatuses } from '@bazaar/contracts';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { notificationTypeEnum } from './enums';
import { users } from './users';

export const adminMessageStatusEnum = pgEnum('admin_message_status', adminMessageStatuses);

/** Administrators' custom messages: what to say, to whom, when, and how far sending got. */
export const adminMessages = pgTable(
  'admin_messages',
  {
    id: idColumn(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** custom_message:admin or custom_message:superadmin, by the sender's account type. */
    type: notificationTypeEnum('type').notNull(),
    texts: jsonb('texts').$type<AdminMessageTexts>().notNull(),
    link: text('link'),
    /** Who receives it; an `account` audience holds the account's id. */
    audience: jsonb('audience').$type<AdminMessageAudience>().notNull(),
    status: adminMessageStatusEnum('status').notNull().default('scheduled'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How many accounts the audience held when sending began. */
    recipients: integer('recipients'),
    ...timestamps(),
  },
  (table) => [index('admin_messages_newest_idx').on(table.createdAt.desc(), table.id.desc())],
);

export type AdminMessageRow = typeof adminMessages.$inferSelect;
export type NewAdminMessageRow = typeof adminMessages.$inferInsert;
