import type { ErrorLogLevel, ErrorLogSource } from '@bazaar/contracts';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { errorLogs, type NewErrorLogRow } from '../../db/schema/error-logs';
import type { KeysetPosition } from '../../lib/keyset-cursor';

export interface ErrorLogFilter {
  source?: ErrorLogSource;
  level?: ErrorLogLevel;
  /** Matched anywhere in the message or the URL, ignoring case. */
  text?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  fingerprint?: string;
  after?: KeysetPosition;
  limit: number;
}

/** The ISO text of created_at with microseconds, so a cursor reproduces it exactly. */
const createdAtText = sql<string>`to_char(${errorLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `%` and `_` typed by an admin are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const summaryColumns = {
  id: errorLogs.id,
  createdAt: errorLogs.createdAt,
  createdAtText,
  source: errorLogs.source,
  level: errorLogs.level,
  message: errorLogs.message,
  errorName: errorLogs.errorName,
  url: errorLogs.url,
  method: errorLogs.method,
  status: errorLogs.status,
  requestId: errorLogs.requestId,
  userId: errorLogs.userId,
  userEmail: errorLogs.userEmail,
  fingerprint: errorLogs.fingerprint,
};

export function createErrorLogsRepository(db: Queryable) {
  return {
    async insert(row: NewErrorLogRow): Promise<string> {
      const [inserted] = await db.insert(errorLogs).values(row).returning({ id: errorLogs.id });
      return inserted!.id;
    },

    /** Newest first, after a keyset position; never counts the whole table. */
    async list(filter: ErrorLogFilter) {
      const conditions: SQL[] = [];
      if (filter.source) conditions.push(eq(errorLogs.source, filter.source));
      if (filter.level) conditions.push(eq(errorLogs.level, filter.level));
      if (filter.fingerprint) conditions.push(eq(errorLogs.fingerprint, filter.fingerprint));
      if (filter.from) conditions.push(gte(errorLogs.createdAt, filter.from));
      if (filter.to) conditions.push(lt(errorLogs.createdAt, filter.to));
      if (filter.text) {
        const pattern = likePattern(filter.text);
        conditions.push(or(ilike(errorLogs.message, pattern), ilike(errorLogs.url, pattern))!);
      }
      if (filter.after) {
        conditions.push(
          sql`(${errorLogs.createdAt}, ${errorLogs.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return db
        .select(summaryColumns)
        .from(errorLogs)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
        .limit(filter.limit);
    },

    async findById(id: string) {
      const [row] = await db.select().from(errorLogs).where(eq(errorLogs.id, id));
      return row;
    },

    /** Logs with this fingerprint, counted up to `cap + 1` (so "more than cap" is visible). */
    async countByFingerprint(fingerprint: string, cap: number): Promise<number> {
      const limited = db
        .select({ one: sql`1` })
        .from(errorLogs)
        .where(eq(errorLogs.fingerprint, fingerprint))
        .limit(cap + 1)
        .as('limited');
      const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(limited);
      return row?.value ?? 0;
    },

    async removeOlderThan(moment: Date): Promise<void> {
      await db.delete(errorLogs).where(lt(errorLogs.createdAt, moment));
    },
  };
}

export type ErrorLogsRepository = ReturnType<typeof createErrorLogsRepository>;
export type ErrorLogSummaryRow = Awaited<ReturnType<ErrorLogsRepository['list']>>[number];
