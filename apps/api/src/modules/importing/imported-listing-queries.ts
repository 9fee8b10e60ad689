import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { importedListings, type ImportedListingRow } from '../../db/schema/importing';

export type NewImportedLink = typeof importedListings.$inferInsert;

/** The queries of the links between imported listings and what they were imported from. */
export function importedListingQueries(db: Queryable) {
  /** A seller's links from one source that also meet `also`. */
  const linksOf = (sellerId: string, source: string, also: SQL) =>
    db
      .select()
      .from(importedListings)
      .where(
        and(eq(importedListings.sellerId, sellerId), eq(importedListings.source, source), also),
      );

  return {
    async linksByKeys(
      sellerId: string,
      source: string,
      keys: readonly string[],
    ): Promise<Map<string, ImportedListingRow>> {
      const found = new Map<string, ImportedListingRow>();
      for (let start = 0; start < keys.length; start += 1_000) {
        const slice = keys.slice(start, start + 1_000);
        const rows = await linksOf(sellerId, source, inArray(importedListings.externalKey, slice));
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
      return linksOf(sellerId, source, eq(importedListings.connectionId, connectionId));
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

    async deleteLink(id: string): Promise<void> {
      await db.delete(importedListings).where(eq(importedListings.id, id));
    },
  };
}
