import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogTree, type MarketplaceSection } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

/** `GET /api/catalog/nodes?section=`: a division's catalog tree, flat. */
export function getCatalogTree(
  section: MarketplaceSection,
  signal?: AbortSignal,
): Promise<CatalogTree> {
  return apiRequest<CatalogTree>('/catalog/nodes', { query: { section }, signal });
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
