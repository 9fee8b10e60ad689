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
