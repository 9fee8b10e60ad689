import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { withoutNul } from '../../lib/storable-text';
import {
  importedListings,
  productImportRows,
  productImports,
  type ImportedListingRow,
  type ProductImportRow,
} from '../../db/schema/importing';

export type NewImportRow = typeof productImportRows.$inferInsert;
export type NewImportedLink = typeof importedListings.$inferInsert;

function importingQueries(db: Queryable) {
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

    async linksByKeys(
      sellerId: string,
      source: string,
      keys: readonly string[],
    ): Promise<Map<string, ImportedListingRow>> {
      const found = new Map<string, ImportedListingRow>();
      for (let start = 0; start < keys.length; start += 1_000) {
        const slice = keys.slice(start, start + 1_000);
        const rows = await db
          .select()
          .from(importedListings)
          .where(
            and(
              eq(importedListings.sellerId, sellerId),
              eq(importedListings.source, source),
              inArray(importedListings.externalKey, slice),
            ),
          );
        for (const row of rows) found.set(row.externalKey, row);
      }
      return found;
    },

    async upsertLinks(rows: NewImportedLink[]): Promise<void> {
      for (let start = 0; start < rows.length; start += 1_000) {
        await db
          .insert(importedListings)
          .values(rows.slice(start, start + 1_000))
          .onConflictDoUpdate({
            target: [
              importedListings.sellerId,
              importedListings.source,
              importedListings.externalKey,
            ],
            set: {
              listingId: sql`excluded.listing_id`,
              connectionId: sql`excluded.connection_id`,
              lastImported: sql`excluded.last_imported`,
              updatedAt: sql`now()`,
            },
          });
      }
    },

    async linksOfConnection(
      sellerId: string,
      source: string,
      connectionId: string,
    ): Promise<ImportedListingRow[]> {
      return db
        .select()
        .from(importedListings)
        .where(
          and(
            eq(importedListings.sellerId, sellerId),
            eq(importedListings.source, source),
            eq(importedListings.connectionId, connectionId),
          ),
        );
    },

    async countLinksByConnection(connectionIds: readonly string[]): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      if (connectionIds.length === 0) return counts;
      const rows = await db
        .select({ connectionId: importedListings.connectionId, n: count() })
        .from(importedListings)
        .where(inArray(importedListings.connectionId, [...connectionIds]))
        .groupBy(importedListings.connectionId);
      for (const row of rows) if (row.connectionId) counts.set(row.connectionId, row.n);
      return counts;
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

    async deleteLink(id: string): Promise<void> {
      await db.delete(importedListings).where(eq(importedListings.id, id));
    },
  };
}

export type ImportingQueries = ReturnType<typeof importingQueries>;

export function createImportingRepository(db: Database) {
  return {
    ...importingQueries(db),
    within: (tx: Queryable) => importingQueries(tx),
  };
}

export type ImportingRepository = ReturnType<typeof createImportingRepository>;
