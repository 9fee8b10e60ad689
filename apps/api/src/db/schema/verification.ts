import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { verificationChannelEnum } from './enums';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The code currently sent to verify an account's email or phone: one row per account and channel. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: verificationChannelEnum('channel').notNull(),
    /** The address or number the code went to. */
    target: text('target').notNull(),
    /** HMAC of the code, keyed with the auth secret. */
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Wrong codes entered for the current code. */
    attempts: integer('attempts').notNull().default(0),
    /** Codes sent since send_window_started_at (the hourly sending limit). */
    sendCount: integer('send_count').notNull().default(0),
    sendWindowStartedAt: at('send_window_started_at').notNull(),
    lastSentAt: at('last_sent_at').notNull(),
    verifiedAt: at('verified_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('verification_codes_user_channel_unique').on(table.userId, table.channel),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
