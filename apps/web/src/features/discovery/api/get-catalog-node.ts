import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogNodeDetail } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { discoveryKeys } from './discovery-keys';

/** `GET /api/catalog/nodes/:id`: a node with its path, children and filter parameters. */
export function getCatalogNode(
  id: string,
  { signal, context }: { signal?: AbortSignal; context?: RequestContext } = {},
): Promise<CatalogNodeDetail> {
  return apiRequest<CatalogNodeDetail>(`/catalog/nodes/${encodeURIComponent(id)}`, {
    signal,
    context,
  });
}

export function getCatalogNodeQueryOptions(id: string, context?: RequestContext) {
  return queryOptions({
    queryKey: discoveryKeys.node(id),
    queryFn: ({ signal }) => getCatalogNode(id, { signal, context }),
  });
}

export function useCatalogNode(id: string) {
  return useQuery(getCatalogNodeQueryOptions(id));
}
