import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogTree, type CatalogTree, type MarketplaceSection } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

/** `GET /api/catalog/nodes?section=`: a division's catalog tree, flat. */
export function getCatalogTree(
  section: MarketplaceSection,
  signal?: AbortSignal,
): Promise<CatalogTree> {
  return apiRequest('/catalog/nodes', { query: { section }, schema: catalogTree, signal });
}

/** The tree a preview builds its breadcrumb from (the owner's listing carries only its node id). */
export function useCatalogTree(section: MarketplaceSection, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: listingsKeys.catalogTree(section),
      queryFn: ({ signal }) => getCatalogTree(section, signal),
      enabled,
    }),
  );
}
