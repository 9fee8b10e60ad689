import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogNodeDetail } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';
import { type CatalogCallOptions, type CatalogHookOptions } from './get-catalog-tree';

/** `GET /api/catalog/nodes/:id`: a node with its path, children and filter parameters. */
export function getCatalogNode(
  id: string,
  { signal, context, handled }: CatalogCallOptions = {},
): Promise<CatalogNodeDetail> {
  return apiRequest<CatalogNodeDetail>(`/catalog/nodes/${encodeURIComponent(id)}`, {
    signal,
    context,
    handled,
  });
}

export function getCatalogNodeQueryOptions(
  id: string,
  { context, handled }: Omit<CatalogCallOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: catalogKeys.node(id),
    queryFn: ({ signal }) => getCatalogNode(id, { signal, context, handled }),
  });
}

export function useCatalogNode(id: string, { handled, ...options }: CatalogHookOptions = {}) {
  return useQuery({ ...getCatalogNodeQueryOptions(id, { handled }), ...options });
}
