import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eshopCatalogMappings } from '../../db/schema/eshop-integrations';

/** The queries of the catalog mappings the importing page remembers per connection. */
export function catalogMappingQueries(db: Queryable) {
  return {
    async mapping(connectionId: string) {
      const [row] = await db
        .select()
        .from(eshopCatalogMappings)
        .where(eq(eshopCatalogMappings.connectionId, connectionId));
      return row;
    },

    async mappings(connectionIds: readonly string[]) {
      if (connectionIds.length === 0) return [];
      return db
        .select()
        .from(eshopCatalogMappings)
        .where(inArray(eshopCatalogMappings.connectionId, [...connectionIds]));
    },

    async putMapping(row: typeof eshopCatalogMappings.$inferInsert): Promise<void> {
      await db
        .insert(eshopCatalogMappings)
        .values(row)
        .onConflictDoUpdate({
          target: eshopCatalogMappings.connectionId,
          set: {
            rules: row.rules,
            defaultCatalogNodeId: row.defaultCatalogNodeId,
            updatedAt: row.updatedAt,
          },
        });
    },
  };
}
