import { type MarketplaceSection, type MovedCatalogNode } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type CatalogCallOptions } from './get-catalog-tree';

/**
 * `GET /api/catalog/moved-nodes?section=&path=`: where the node is now that had this section-page
 * address (its slugs from the section down) before an administrator moved it or changed its slug.
 */
export function getMovedCatalogNode(
  section: MarketplaceSection,
  path: string,
  { signal, context }: Omit<CatalogCallOptions, 'handled'> = {},
): Promise<MovedCatalogNode> {
  return apiRequest<MovedCatalogNode>('/catalog/moved-nodes', {
    query: { section, path },
    signal,
    context,
    handled: true,
  });
}
