import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { oneTimeTokenPurposeEnum } from './enums';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

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

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
