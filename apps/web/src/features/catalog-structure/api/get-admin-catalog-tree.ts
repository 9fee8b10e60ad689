import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminCatalogTree,
  type AdminCatalogTree,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { catalogStructureKeys } from './catalog-structure-keys';

/** `GET /api/admin/catalog/nodes?section=`: the division's whole tree, hidden nodes included. */
export function getAdminCatalogTree(
  section: MarketplaceSection,
  signal?: AbortSignal,
): Promise<AdminCatalogTree> {
  return apiRequest('/admin/catalog/nodes', {
    query: { section },
    schema: adminCatalogTree,
    signal,
  });
}

export function getAdminCatalogTreeQueryOptions(section: MarketplaceSection) {
  return queryOptions({
    queryKey: catalogStructureKeys.tree(section),
    queryFn: ({ signal }) => getAdminCatalogTree(section, signal),
  });
}

export function useAdminCatalogTree(section: MarketplaceSection) {
  return useQuery(getAdminCatalogTreeQueryOptions(section));
}
