import type { MarketplaceSection } from '@bazaar/contracts';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { catalogNodes, type NewCatalogNodeRow } from '../../db/schema/catalog';
import { catalogNodeRedirects } from '../../db/schema/catalog-node-redirects';
import { listingColumns, selectListings } from '../listings/read-model';
import { createCatalogRepository } from './catalog.repository';

/** Edits of one division's tree wait for each other (a check and its write see the same tree). */
const STRUCTURE_LOCK_KEY = 7_305_221;

/** What an edit may change on a node row. */
type NodeChanges = Partial<
  Pick<NewCatalogNodeRow, 'parentId' | 'level' | 'name' | 'nameDe' | 'slug' | 'imageUrl' | 'hidden'>
>;

function structureQueries(db: Queryable) {
  const catalog = createCatalogRepository(db);
  return {
    listBySection: catalog.listBySection,
    findNode: catalog.findNode,

    /** Takes the division's structure lock until the transaction ends. */
    async lockDivision(section: MarketplaceSection) {
      await db.execute(
        sql`select pg_advisory_xact_lock(${STRUCTURE_LOCK_KEY}::int, hashtext(${section}))`,
      );
    },

    /** How many listings (in any state) sit in each node of a division, by node id. */
    async listingCounts(section: MarketplaceSection): Promise<Map<string, number>> {
      const rows = await selectListings(db, {
        nodeId: listingColumns.catalogNodeId,
        listings: count(),
      })
        .where(and(eq(listingColumns.section, section), isNotNull(listingColumns.catalogNodeId)))
        .groupBy(listingColumns.catalogNodeId);
      return new Map(rows.map((row) => [row.nodeId!, row.listings]));
    },

    async insertNode(row: NewCatalogNodeRow) {
      const [inserted] = await db.insert(catalogNodes).values(row).returning();
      return inserted!;
    },

    async updateNode(id: string, changes: NodeChanges) {
      const [updated] = await db
        .update(catalogNodes)
        .set(changes)
        .where(eq(catalogNodes.id, id))
        .returning();
      return updated!;
    },

    /** Numbers siblings 0, 1, 2 … in the order given. */
    async setPositions(orderedIds: readonly string[]) {
      for (const [position, id] of orderedIds.entries()) {
        await db.update(catalogNodes).set({ position }).where(eq(catalogNodes.id, id));
      }
    },

    /** Remembers where nodes were; an address kept for another node before now names this one. */
    async keepOldPaths(
      section: MarketplaceSection,
      moved: readonly { oldPath: string; nodeId: string }[],
    ) {
      if (moved.length === 0) return;
      await db
        .insert(catalogNodeRedirects)
        .values(moved.map(({ oldPath, nodeId }) => ({ section, oldPath, nodeId })))
        .onConflictDoUpdate({
          target: [catalogNodeRedirects.section, catalogNodeRedirects.oldPath],
          set: { nodeId: sql`excluded.node_id`, createdAt: sql`now()` },
        });
    },

    /** The node that was at `oldPath`, if one was. */
    async nodeOnceAt(section: MarketplaceSection, oldPath: string) {
      const [row] = await db
        .select({ nodeId: catalogNodeRedirects.nodeId })
        .from(catalogNodeRedirects)
        .where(
          and(eq(catalogNodeRedirects.section, section), eq(catalogNodeRedirects.oldPath, oldPath)),
        );
      return row?.nodeId;
    },
  };
}

export type CatalogStructureQueries = ReturnType<typeof structureQueries>;

export function createCatalogStructureRepository(db: Database) {
  return {
    ...structureQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it (and the transaction, for the audit entry). */
    transaction<T>(work: (queries: CatalogStructureQueries, tx: Queryable) => Promise<T>) {
      return db.transaction((tx) => work(structureQueries(tx), tx));
    },
  };
}

export type CatalogStructureRepository = ReturnType<typeof createCatalogStructureRepository>;
