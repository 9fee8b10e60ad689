import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogTree, type CatalogTree, type MarketplaceSection } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingEditorKeys } from './listing-editor-keys';

/** `GET /api/catalog/nodes?section=`: a division's sections, categories and subcategories. */
export function getCatalogTree(
  section: MarketplaceSection,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CatalogTree> {
  // The form shows its own notice when the categories cannot be loaded.
  return apiRequest('/catalog/nodes', {
    query: { section },
    schema: catalogTree,
    signal,
    handled: true,
  });
}

/** The catalog structure changes rarely: one load per visit of the form is enough. */
const CATALOG_TREE_STALE_MS = 10 * 60_000;

export function getCatalogTreeQueryOptions(section: MarketplaceSection) {
  return queryOptions({
    queryKey: listingEditorKeys.catalogTree(section),
    queryFn: ({ signal }) => getCatalogTree(section, { signal }),
    staleTime: CATALOG_TREE_STALE_MS,
  });
}

export function useCatalogTree(section: MarketplaceSection) {
  return useQuery(getCatalogTreeQueryOptions(section));
}
