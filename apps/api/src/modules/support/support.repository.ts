import type { SupportRequestStatus, SupportTopic } from '@bazaar/contracts';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  supportReplies,
  supportRequests,
  supportStatusChanges,
  type NewSupportRequestRow,
  type SupportRequestRow,
} from '../../db/schema/support';
import type { KeysetPosition } from '../../lib/keyset-cursor';

export interface SupportRequestFilter {
  status?: SupportRequestStatus;
  topic?: SupportTopic;
  from?: Date;
  to?: Date;
  /** Words of the reference, name, email or message. */
  search?: string;
  after?: KeysetPosition;
  limit: number;
}

/** The ISO text of created_at with microseconds, so a cursor reproduces it exactly. */
const createdAtText = sql<string>`to_char(${supportRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `%`, `_` and `\` typed into the search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function supportQueries(db: Queryable) {
  return {
    async insert(row: NewSupportRequestRow): Promise<SupportRequestRow> {
      const [inserted] = await db.insert(supportRequests).values(row).returning();
      return inserted!;
    },

    async find(id: string): Promise<SupportRequestRow | undefined> {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
      return row;
    },

    /** The request, locked until the transaction ends (two admins acting at once take turns). */
    async findForUpdate(id: string): Promise<SupportRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, id))
        .for('update');
      return row;
    },

    /** Newest first, after a keyset position. */
    async list(filter: SupportRequestFilter) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(supportRequests.status, filter.status));
      if (filter.topic) conditions.push(eq(supportRequests.topic, filter.topic));
      if (filter.from) conditions.push(gte(supportRequests.createdAt, filter.from));
      if (filter.to) conditions.push(lt(supportRequests.createdAt, filter.to));
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(
          or(
            ilike(supportRequests.reference, pattern),
            ilike(supportRequests.name, pattern),
            ilike(supportRequests.email, pattern),
            ilike(supportRequests.message, pattern),
          )!,
        );
      }
      if (filter.after) {
        conditions.push(
          sql`(${supportRequests.createdAt}, ${supportRequests.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return db
        .select({ request: supportRequests, createdAtText })
        .from(supportRequests)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
        .limit(filter.limit);
    },

    async updateStatus(
      id: string,
      patch: Pick<SupportRequestRow, 'status' | 'resolvedAt' | 'resolvedById'>,
    ): Promise<SupportRequestRow> {
      const [row] = await db
        .update(supportRequests)
        .set(patch)
        .where(eq(supportRequests.id, id))
        .returning();
      return row!;
    },

    async insertStatusChange(row: typeof supportStatusChanges.$inferInsert) {
      const [inserted] = await db.insert(supportStatusChanges).values(row).returning();
      return inserted!;
    },

    async insertReply(row: typeof supportReplies.$inferInsert) {
      const [inserted] = await db.insert(supportReplies).values(row).returning();
      return inserted!;
    },

    /** The replies to a request, oldest first. */
    async replies(requestId: string) {
      return db
        .select()
        .from(supportReplies)
        .where(eq(supportReplies.requestId, requestId))
        .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
    },

    /** The status history of a request, oldest first. */
    async history(requestId: string) {
      return db
        .select()
        .from(supportStatusChanges)
        .where(eq(supportStatusChanges.requestId, requestId))
        .orderBy(asc(supportStatusChanges.changedAt), asc(supportStatusChanges.id));
    },
  };
}

export type SupportQueries = ReturnType<typeof supportQueries>;

export function createSupportRepository(db: Database) {
  return {
    ...supportQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it (and the transaction, for the audit entry). */
    transaction<T>(work: (queries: SupportQueries, tx: Queryable) => Promise<T>) {
      return db.transaction((tx) => work(supportQueries(tx), tx));
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
