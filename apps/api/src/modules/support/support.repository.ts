import type { SupportRequestStatus, SupportTopic } from '@bazaar/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  supportRequests,
  type NewSupportRequestRow,
  type SupportRequestRow,
} from '../../db/schema/support';
import type { KeysetPosition } from '../../lib/keyset-cursor';

export interface SupportRequestFilter {
  status?: SupportRequestStatus;
  topic?: SupportTopic;
  after?: KeysetPosition;
  limit: number;
}

/** The ISO text of created_at with microseconds, so a cursor reproduces it exactly. */
const createdAtText = sql<string>`to_char(${supportRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function createSupportRepository(db: Queryable) {
  return {
    async insert(row: NewSupportRequestRow): Promise<SupportRequestRow> {
      const [inserted] = await db.insert(supportRequests).values(row).returning();
      return inserted!;
    },

    /** Newest first, after a keyset position. */
    async list(filter: SupportRequestFilter) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(supportRequests.status, filter.status));
      if (filter.topic) conditions.push(eq(supportRequests.topic, filter.topic));
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
    ): Promise<SupportRequestRow | undefined> {
      const [row] = await db
        .update(supportRequests)
        .set(patch)
        .where(eq(supportRequests.id, id))
        .returning();
      return row;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
