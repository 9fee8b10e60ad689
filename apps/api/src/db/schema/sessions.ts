import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
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

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/**
 * "View as this user" (ADR 0077): an administrator reads the product as another account. Not a
 * session of that account (its own sessions and sign-in history stay as they are); it lives as
 * long as the administrator's own session and at most until `expires_at`, and is never renewed.
 */
export const viewAsSessions = pgTable(
  'view_as_sessions',
  {
    id: idColumn(),
    administratorId: uuid('administrator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The administrator's own session: signing out of it ends the viewing too. */
    administratorSessionId: uuid('administrator_session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    viewedUserId: uuid('viewed_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    ip: text('ip'),
  },
  (table) => [index('view_as_sessions_viewed_user_idx').on(table.viewedUserId)],
);

export type ViewAsSessionRow = typeof viewAsSessions.$inferSelect;

/**
 * Browsers the account's owner signed in on (ADR 0091): a password sign-in from one of them is
 * not held by the account's guessing limit, only by a limit of its own. The browser keeps a
 * random token in an http-only cookie; only its hash is stored. Ended with the account's sessions.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (base64url) of the cookie's token. */
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    /** Moves on with each sign-in from the device. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('known_devices_token_hash_unique').on(table.tokenHash),
    index('known_devices_user_idx').on(table.userId),
  ],
);

export type KnownDeviceRow = typeof knownDevices.$inferSelect;
export type NewKnownDeviceRow = typeof knownDevices.$inferInsert;
