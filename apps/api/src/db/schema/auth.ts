import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { oneTimeTokenPurposeEnum, verificationChannelEnum } from './enums';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per refresh token. Each refresh replaces the row with a new one of the same family
 * (one family per sign-in); presenting a replaced token again revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 (base64url) of the refresh token; the token itself is never stored. */
    refreshTokenHash: text('refresh_token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    /** The family's absolute end, copied from its first row. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    replacedAt: at('replaced_at'),
    /** The row that replaced this one, so a refresh racing in another tab can follow it. */
    replacedById: uuid('replaced_by_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('sessions_refresh_token_hash_unique').on(table.refreshTokenHash),
    index('sessions_family_idx').on(table.familyId),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Links mailed to people (direct sign-in, restore password): single-use and expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
    /** SHA-256 (base64url) of the token. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_token_hash_unique').on(table.tokenHash),
    index('one_time_tokens_user_idx').on(table.userId, table.purpose),
  ],
);

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

/** Fixed-window counters of the rate limits, shared by every api instance. */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
  },
  (table) => [index('throttle_counters_window_idx').on(table.windowStartedAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
