import type { MarketplaceSection } from '@bazaar/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { catalogNodes, type NewCatalogNodeRow } from '../../db/schema/catalog';
import {
  catalogParameters,
  installedData,
  type NewCatalogParameterRow,
} from '../../db/schema/catalog-parameters';

export function createCatalogRepository(db: Queryable) {
  return {
    /** Every node of one division, siblings in their order. */
    async listBySection(section: MarketplaceSection) {
      return db
        .select()
        .from(catalogNodes)
        .where(eq(catalogNodes.section, section))
        .orderBy(asc(catalogNodes.position), asc(catalogNodes.name));
    },

    async findNode(id: string) {
      const [row] = await db.select().from(catalogNodes).where(eq(catalogNodes.id, id));
      return row;
    },

    /** Every parameter of one division: its own (no node) and its nodes' (not merged away). */
    async parametersOfSection(section: MarketplaceSection) {
      return db
        .select()
        .from(catalogParameters)
        .where(and(eq(catalogParameters.section, section), isNull(catalogParameters.mergedIntoId)))
        .orderBy(asc(catalogParameters.position), asc(catalogParameters.key));
    },

    /** Nodes whose name matches `text` (words, accents ignored), best match first. */
    async searchNodes(section: MarketplaceSection, text: string, limit: number) {
      return db
        .select()
        .from(catalogNodes)
        .where(
          and(
            eq(catalogNodes.section, section),
            sql`(unaccent(lower(${catalogNodes.name})) like '%' || unaccent(lower(${text})) || '%'
              or word_similarity(unaccent(lower(${text})), unaccent(lower(${catalogNodes.name}))) >= 0.5)`,
          ),
        )
        .orderBy(
          sql`word_similarity(unaccent(lower(${text})), unaccent(lower(${catalogNodes.name}))) desc`,
          asc(catalogNodes.name),
        )
        .limit(limit);
    },

    async installedVersion(name: string): Promise<number> {
      const [row] = await db
        .select({ version: installedData.version })
        .from(installedData)
        .where(eq(installedData.name, name));
      return row?.version ?? 0;
    },

    async markInstalled(name: string, version: number) {
      await db
        .insert(installedData)
        .values({ name, version })
        .onConflictDoUpdate({
          target: installedData.name,
          set: { version, installedAt: sql`now()` },
        });
    },

    async insertNodes(rows: NewCatalogNodeRow[]) {
      if (rows.length === 0) return [];
      return db.insert(catalogNodes).values(rows).returning({
        id: catalogNodes.id,
        parentId: catalogNodes.parentId,
        slug: catalogNodes.slug,
      });
    },

    /** Adds parameters a node (or division) does not have yet; existing keys stay as edited. */
    async insertMissingParameters(rows: NewCatalogParameterRow[]) {
      if (rows.length === 0) return;
      await db.insert(catalogParameters).values(rows).onConflictDoNothing();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
