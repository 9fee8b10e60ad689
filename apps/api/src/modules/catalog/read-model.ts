import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import { rowsOf, type Queryable } from '../../db/client';
import { catalogNodes } from '../../db/schema/catalog';

/*
 * What other modules may read of the catalog tree inside their own queries and transactions
 * (ADR 0041): a node's path and division, and a listing's category by its node. Read only: the
 * catalog changes by its install.
 */

/** Sections, categories and subcategories from the division down to `nodeId`. */
export async function catalogPath(db: Queryable, nodeId: string) {
  const result = await db.execute(sql`
    with recursive path as (
      select id, parent_id, name, slug, level, 0 as depth
      from ${catalogNodes} where id = ${nodeId}::uuid
      union all
      select n.id, n.parent_id, n.name, n.slug, n.level, p.depth + 1
      from ${catalogNodes} n join path p on n.id = p.parent_id
      where p.depth < 10
    )
    select id, name, slug, level from path order by depth desc`);
  return rowsOf<{
    id: string;
    name: string;
    slug: string;
    level: 'section' | 'category' | 'subcategory';
  }>(result);
}

/** A node's id and division, if it exists. */
export async function findCatalogNode(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: catalogNodes.id, section: catalogNodes.section })
    .from(catalogNodes)
    .where(eq(catalogNodes.id, id));
  return row;
}

/** The category a listing sits in (its own node), as `joinCategory` brings it. */
export const categoryColumns = { id: catalogNodes.id, name: catalogNodes.name };

/** Joins the node of `nodeId` (left: a listing may have none). */
export function joinCategory<T extends PgSelectQueryBuilder>(query: T, nodeId: AnyPgColumn) {
  return query.leftJoin(catalogNodes, eq(catalogNodes.id, nodeId));
}
