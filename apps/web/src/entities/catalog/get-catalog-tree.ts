import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogTree, type MarketplaceSection } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { catalogKeys } from './catalog-keys';

export interface CatalogCallOptions {
  signal?: AbortSignal;
  context?: RequestContext;
  /** The page shows its own notice when the catalog cannot be loaded, so no toast. */
  handled?: boolean;
}

/** What a page may add to a catalog query: when it runs, and how long an answer stays fresh. */
export interface CatalogHookOptions extends Pick<CatalogCallOptions, 'handled'> {
  enabled?: boolean;
  staleTime?: number;
}

/** The catalog structure changes rarely: a form loads it once per visit. */
export const CATALOG_STALE_MS = 10 * 60_000;

/** `GET /api/catalog/nodes?section=`: a division's sections, categories and subcategories, flat. */
export function getCatalogTree(
  section: MarketplaceSection,
  { signal, context, handled }: CatalogCallOptions = {},
): Promise<CatalogTree> {
  return apiRequest<CatalogTree>('/catalog/nodes', {
    query: { section },
    signal,
    context,
    handled,
  });
}

export function getCatalogTreeQueryOptions(
  section: MarketplaceSection,
  { context, handled }: Omit<CatalogCallOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: catalogKeys.tree(section),
    queryFn: ({ signal }) => getCatalogTree(section, { signal, context, handled }),
  });
}

export function useCatalogTree(
  section: MarketplaceSection,
  { handled, ...options }: CatalogHookOptions = {},
) {
  return useQuery({ ...getCatalogTreeQueryOptions(section, { handled }), ...options });
}
