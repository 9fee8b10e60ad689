import type { MarketplaceSection } from '@bazaar/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { catalogNodes } from '../../db/schema';

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
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
