import {
  catalogLevels,
  type CatalogNode,
  type CatalogTree,
  type MarketplaceSection,
} from '@bazaar/contracts';
import type { CatalogNodeRow } from '../../db/schema';
import type { CatalogRepository } from './catalog.repository';

function toCatalogNode(row: CatalogNodeRow): CatalogNode {
  return {
    id: row.id,
    section: row.section,
    parent_id: row.parentId,
    level: row.level,
    name: row.name,
    slug: row.slug,
    image_url: row.imageUrl,
    position: row.position,
  };
}

export function createCatalogService(repository: CatalogRepository) {
  return {
    /** A division's tree, flat, parents before their children. */
    async tree(section: MarketplaceSection): Promise<CatalogTree> {
      const rows = await repository.listBySection(section);
      const depth = (row: CatalogNodeRow) => catalogLevels.indexOf(row.level);
      const nodes = [...rows]
        .sort((a, b) => depth(a) - depth(b)) // stable: keeps the sibling order within a level
        .map(toCatalogNode);
      return { section, nodes };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
