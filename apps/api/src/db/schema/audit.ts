import type { AuditSnapshot } from '@bazaar/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, newestFirst } from './columns';
import { accountTypeEnum } from './enums';

/**
 * The administrators' audit trail (issue 21). Append-only: a trigger of migration 0030 refuses
 * UPDATE and DELETE, so not even a bug in the product can rewrite it. The actor's id is kept
 * without a foreign key: an entry outlives what happens to the account afterwards.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: idColumn(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorType: accountTypeEnum('actor_type').notNull(),
    /** `<subject>.<verb>`, e.g. `account.block`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
    ip: text('ip'),
  },
  (table) => [
    index('audit_entries_newest_idx').on(...newestFirst(table.occurredAt, table.id)),
    index('audit_entries_subject_idx').on(
      table.subjectType,
      table.subjectId,
      table.occurredAt.desc().nullsFirst(),
    ),
    index('audit_entries_actor_idx').on(table.actorId, table.occurredAt.desc().nullsFirst()),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
