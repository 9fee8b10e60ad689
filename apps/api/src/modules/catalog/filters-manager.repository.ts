import type { MarketplaceSection } from '@bazaar/contracts';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  catalogParameters,
  type CatalogParameterRow,
  type NewCatalogParameterRow,
} from '../../db/schema/catalog-parameters';

/** What the filters manager changes of a parameter. */
export type ParameterChanges = Partial<
  Pick<
    CatalogParameterRow,
    | 'name'
    | 'nameDe'
    | 'options'
    | 'shownAsFilter'
    | 'definesSku'
    | 'unit'
    | 'min'
    | 'max'
    | 'position'
    | 'mergedIntoId'
  >
>;

/** The filters manager's reads and writes of `catalog_parameters`, on a caller's transaction. */
export function createFiltersManagerRepository(db: Queryable) {
  const onNode = (section: MarketplaceSection, nodeId: string | null) =>
    and(
      eq(catalogParameters.section, section),
      nodeId === null ? isNull(catalogParameters.nodeId) : eq(catalogParameters.nodeId, nodeId),
    );

  return {
    /** A parameter in use (not merged away), locked until the transaction ends. */
    async findForUpdate(id: string): Promise<CatalogParameterRow | undefined> {
      const [row] = await db
        .select()
        .from(catalogParameters)
        .where(and(eq(catalogParameters.id, id), isNull(catalogParameters.mergedIntoId)))
        .for('update');
      return row;
    },

    /** Whether a node already has (or had, before a merge) a parameter with this key. */
    async keyTaken(section: MarketplaceSection, nodeId: string | null, key: string) {
      const [row] = await db
        .select({ id: catalogParameters.id })
        .from(catalogParameters)
        .where(and(onNode(section, nodeId), eq(catalogParameters.key, key)));
      return row !== undefined;
    },

    /** The next position after the node's own parameters. */
    async nextPosition(section: MarketplaceSection, nodeId: string | null): Promise<number> {
      const [row] = await db
        .select({ last: max(catalogParameters.position) })
        .from(catalogParameters)
        .where(onNode(section, nodeId));
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    async insert(row: NewCatalogParameterRow): Promise<CatalogParameterRow> {
      const [inserted] = await db.insert(catalogParameters).values(row).returning();
      return inserted!;
    },

    async update(id: string, changes: ParameterChanges): Promise<CatalogParameterRow> {
      const [updated] = await db
        .update(catalogParameters)
        .set(changes)
        .where(eq(catalogParameters.id, id))
        .returning();
      return updated!;
    },
  };
}

export type FiltersManagerRepository = ReturnType<typeof createFiltersManagerRepository>;
