import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogTree, type MarketplaceSection } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { discoveryKeys } from './discovery-keys';

/** `GET /api/catalog/nodes`: a division's catalog tree, flat. */
export function getCatalogTree(
  section: MarketplaceSection,
  { signal, context }: { signal?: AbortSignal; context?: RequestContext } = {},
): Promise<CatalogTree> {
  return apiRequest<CatalogTree>('/catalog/nodes', { query: { section }, signal, context });
}

export function getCatalogTreeQueryOptions(section: MarketplaceSection, context?: RequestContext) {
  return queryOptions({
    queryKey: discoveryKeys.tree(section),
    queryFn: ({ signal }) => getCatalogTree(section, { signal, context }),
  });
}

export function useCatalogTree(section: MarketplaceSection) {
  return useQuery(getCatalogTreeQueryOptions(section));
}
