import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  productImportRows,
  productImports,
  type ProductImportRow,
} from '../../db/schema/importing';
import { withoutNul } from '../../lib/storable-text';

export type NewImportRow = typeof productImportRows.$inferInsert;

/** The queries of import runs and their row reports. */
export function importRunQueries(db: Queryable) {
  return {
    async insertRun(row: typeof productImports.$inferInsert): Promise<ProductImportRow> {
      const [stored] = await db.insert(productImports).values(row).returning();
      return stored!;
    },

    async findRun(id: string): Promise<ProductImportRow | undefined> {
      const [row] = await db.select().from(productImports).where(eq(productImports.id, id));
      return row;
    },

    async runsOf(sellerId: string, limit: number): Promise<ProductImportRow[]> {
      return db
        .select()
        .from(productImports)
        .where(eq(productImports.sellerId, sellerId))
        .orderBy(desc(productImports.createdAt), desc(productImports.id))
        .limit(limit);
    },

    async updateRun(
      id: string,
      patch: Partial<typeof productImports.$inferInsert>,
    ): Promise<ProductImportRow> {
      const [row] = await db
        .update(productImports)
        .set(patch)
        .where(eq(productImports.id, id))
        .returning();
      return row!;
    },

    /** Adds a chunk's outcomes to the run's counters (and moves its cursor) in one statement. */
    async advanceRun(
      id: string,
      add: { processed: number; created: number; updated: number; failed: number },
      patch: Partial<typeof productImports.$inferInsert> = {},
    ): Promise<ProductImportRow> {
      const [row] = await db
        .update(productImports)
        .set({
          ...patch,
          processed: sql`${productImports.processed} + ${add.processed}`,
          created: sql`${productImports.created} + ${add.created}`,
          updated: sql`${productImports.updated} + ${add.updated}`,
          failed: sql`${productImports.failed} + ${add.failed}`,
        })
        .where(eq(productImports.id, id))
        .returning();
      return row!;
    },

    async insertRows(rows: NewImportRow[]): Promise<void> {
      // The report says what a file or store sent, which PostgreSQL must be able to store: a
      // NUL in a title failed the whole chunk on every try, and the run never ended (issue 33).
      const storable = rows.map((row) => ({
        ...row,
        key: row.key && withoutNul(row.key),
        title: row.title && withoutNul(row.title),
        errors: row.errors?.map((error) => ({ ...error, message: withoutNul(error.message) })),
      }));
      // Large chunks go in slices: a statement has at most 65,535 parameters.
      for (let start = 0; start < storable.length; start += 1_000) {
        await db
          .insert(productImportRows)
          .values(storable.slice(start, start + 1_000))
          .onConflictDoNothing();
      }
    },

    async rowsOf(importId: string, outcome: string | undefined, limit: number, offset: number) {
      const where = outcome
        ? and(eq(productImportRows.importId, importId), eq(productImportRows.outcome, outcome))
        : eq(productImportRows.importId, importId);
      const items = await db
        .select()
        .from(productImportRows)
        .where(where)
        .orderBy(productImportRows.rowNumber)
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(productImportRows).where(where);
      return { items, total: total?.n ?? 0 };
    },

    /**
     * Ends as failed the runs still queued or running whose row has not moved since `before`:
     * their job died without a try left to say so (a timeout on the last try, a lost worker).
     */
    async failStaleRuns(before: Date, error: string, now: Date): Promise<ProductImportRow[]> {
      return db
        .update(productImports)
        .set({ status: 'failed', error, finishedAt: now })
        .where(
          and(
            inArray(productImports.status, ['queued', 'running']),
            lt(productImports.updatedAt, before),
          ),
        )
        .returning();
    },

    /** The stored files of the runs still to be worked. */
    async activeRunFiles(): Promise<string[]> {
      const rows = await db
        .select({ filePath: productImports.filePath })
        .from(productImports)
        .where(
          and(
            inArray(productImports.status, ['queued', 'running']),
            isNotNull(productImports.filePath),
          ),
        );
      return rows.flatMap((row) => (row.filePath ? [row.filePath] : []));
    },
  };
}
