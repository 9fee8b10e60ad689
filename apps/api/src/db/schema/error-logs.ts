import type { Breadcrumb } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, newestFirst } from './columns';
import { errorLogLevelEnum, errorLogSourceEnum } from './enums';
import { users } from './users';

/**
 * Errors of visitors' browsers (reported to POST /api/error-logs) and the api's own 5xx answers,
 * read by administrators at /logs. Rows are only ever inserted, and purged when old.
 */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: idColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    source: errorLogSourceEnum('source').notNull(),
    level: errorLogLevelEnum('level').notNull(),
    message: text('message').notNull(),
    errorName: text('error_name'),
    /** A browser's stack as reported (cut), or the api's own; never sent to anyone but admins. */
    stack: text('stack'),
    /** The page's address (web) or the request path (api), with secrets redacted. */
    url: text('url'),
    /** Method and status of the api request that failed (api errors only). */
    method: text('method'),
    status: integer('status'),
    requestId: text('request_id'),
    /** The signed-in user of the session (never taken from a report's body). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user's email when the error happened, kept as it was. */
    userEmail: text('user_email'),
    userAgent: text('user_agent'),
    breadcrumbs: jsonb('breadcrumbs')
      .$type<Breadcrumb[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    context: jsonb('context')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The same error gets the same fingerprint (source, name, normalised message, first frame). */
    fingerprint: text('fingerprint').notNull(),
  },
  (table) => [
    index('error_logs_newest_idx').on(...newestFirst(table.createdAt, table.id)),
    index('error_logs_source_newest_idx').on(
      table.source,
      ...newestFirst(table.createdAt, table.id),
    ),
    index('error_logs_level_newest_idx').on(table.level, ...newestFirst(table.createdAt, table.id)),
    index('error_logs_fingerprint_idx').on(table.fingerprint, table.createdAt.desc().nullsFirst()),
    index('error_logs_message_trgm_idx').using('gin', table.message.op('gin_trgm_ops')),
    index('error_logs_url_trgm_idx').using('gin', table.url.op('gin_trgm_ops')),
  ],
);

export type ErrorLogRow = typeof errorLogs.$inferSelect;
export type NewErrorLogRow = typeof errorLogs.$inferInsert;
