import { sql } from 'drizzle-orm';
import {
  boolean,
  primaryKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, newestFirst } from './columns';
import { notificationCategoryEnum, notificationTypeEnum } from './enums';
import { users } from './users';

/** What an account is told: new orders, order changes, account events (spec §3, §4). */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    /** A machine-readable kind (order_placed, …); a notification with a code is "coded". */
    code: text('code'),
    subtype: text('subtype'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where the notification leads inside Bazaar (a path), if anywhere. */
    link: text('link'),
    metadata: jsonb('metadata')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * What sent it, when one sender must reach an account at most once (an administrator's
     * message: `admin-message:<id>`); a retried delivery then adds nothing.
     */
    sourceKey: text('source_key'),
    /**
     * False when the account keeps the notification's category out of the app but wants it by
     * mail (ADR 0048): the row is kept for the mail only, never listed, pushed or counted.
     */
    inApp: boolean('in_app').notNull().default(true),
    /** When its mail went out, so a retried mail job sends none twice. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    viewed: boolean('viewed').notNull().default(false),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_newest_idx').on(
      table.userId,
      ...newestFirst(table.createdAt, table.id),
    ),
    index('notifications_user_unviewed_idx')
      .on(table.userId, table.createdAt.desc().nullsFirst())
      .where(sql`not ${table.viewed}`),
    // Null keys never collide, so only keyed notifications are held to one per account.
    uniqueIndex('notifications_source_user_unique').on(table.sourceKey, table.userId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** What an account chose for a category, in the app and by mail; absent: the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: notificationCategoryEnum('category').notNull(),
    inApp: boolean('in_app').notNull(),
    mail: boolean('mail').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);

export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;
