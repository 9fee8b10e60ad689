// Blocks between accounts and reports of conversations.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatBlocks, chatReports } from '../../db/schema/chat';
import type { ActivityPosition } from './conversation-queries';

export function blockAndReportQueries(db: Queryable) {
  return {
    /** Blocks between `accountId` and any of `others`, either way. */
    async blocksBetween(accountId: string, others: readonly string[]) {
      if (others.length === 0) return [];
      return db
        .select({ blockerId: chatBlocks.blockerId, blockedId: chatBlocks.blockedId })
        .from(chatBlocks)
        .where(
          or(
            and(eq(chatBlocks.blockerId, accountId), inArray(chatBlocks.blockedId, [...others])),
            and(eq(chatBlocks.blockedId, accountId), inArray(chatBlocks.blockerId, [...others])),
          ),
        );
    },

    async block(blockerId: string, blockedId: string, at: Date) {
      await db
        .insert(chatBlocks)
        .values({ blockerId, blockedId, createdAt: at })
        .onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string) {
      await db
        .delete(chatBlocks)
        .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
    },

    async blockedBy(blockerId: string) {
      return db
        .select({ blockedId: chatBlocks.blockedId, createdAt: chatBlocks.createdAt })
        .from(chatBlocks)
        .where(eq(chatBlocks.blockerId, blockerId))
        .orderBy(desc(chatBlocks.createdAt));
    },

    async insertReport(row: typeof chatReports.$inferInsert) {
      const [inserted] = await db.insert(chatReports).values(row).returning();
      return inserted!;
    },

    async isReported(conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chatReports.id })
        .from(chatReports)
        .where(eq(chatReports.conversationId, conversationId))
        .limit(1);
      return row !== undefined;
    },

    /** Reports, newest first; those by or about one account when given. */
    async reports(after: ActivityPosition | undefined, limit: number, accountId?: string) {
      return db
        .select()
        .from(chatReports)
        .where(
          and(
            after
              ? sql`(${chatReports.createdAt}, ${chatReports.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
            accountId
              ? or(eq(chatReports.reporterId, accountId), eq(chatReports.reportedId, accountId))
              : undefined,
          ),
        )
        .orderBy(desc(chatReports.createdAt), desc(chatReports.id))
        .limit(limit);
    },
  };
}
