import type { AuditSubjectType } from '@bazaar/contracts';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditEntries } from '../../db/schema/audit';
import type { KeysetPosition } from '../../lib/keyset-cursor';

export interface AuditFilter {
  actorId?: string;
  subjectType?: AuditSubjectType;
  subjectId?: string;
  action?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  after?: KeysetPosition;
  limit: number;
}

/** occurred_at with microseconds, so a cursor reproduces it exactly. */
const occurredAtText = sql<string>`to_char(${auditEntries.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function createAuditRepository(db: Queryable) {
  return {
    async insert(row: typeof auditEntries.$inferInsert): Promise<void> {
      await db.insert(auditEntries).values(row);
    },

    /** Newest first, after a keyset position; never counts the whole table. */
    async list(filter: AuditFilter) {
      const conditions: SQL[] = [];
      if (filter.actorId) conditions.push(eq(auditEntries.actorId, filter.actorId));
      if (filter.subjectType) conditions.push(eq(auditEntries.subjectType, filter.subjectType));
      if (filter.subjectId) conditions.push(eq(auditEntries.subjectId, filter.subjectId));
      if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
      if (filter.from) conditions.push(gte(auditEntries.occurredAt, filter.from));
      if (filter.to) conditions.push(lt(auditEntries.occurredAt, filter.to));
      if (filter.after) {
        conditions.push(
          sql`(${auditEntries.occurredAt}, ${auditEntries.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return db
        .select({
          id: auditEntries.id,
          occurredAt: auditEntries.occurredAt,
          occurredAtText,
          actorId: auditEntries.actorId,
          actorType: auditEntries.actorType,
          action: auditEntries.action,
          subjectType: auditEntries.subjectType,
          subjectId: auditEntries.subjectId,
          before: auditEntries.before,
          after: auditEntries.after,
          ip: auditEntries.ip,
        })
        .from(auditEntries)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(auditEntries.occurredAt), desc(auditEntries.id))
        .limit(filter.limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
