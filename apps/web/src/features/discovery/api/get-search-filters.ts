import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SearchFilters, type SearchFiltersQuery } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { discoveryKeys } from './discovery-keys';

/** `GET /api/showroom/filters`: the filter panel of a division or a node, in panel order. */
export function getSearchFilters(
  query: SearchFiltersQuery,
  { signal, context }: { signal?: AbortSignal; context?: RequestContext } = {},
): Promise<SearchFilters> {
  return apiRequest<SearchFilters>('/showroom/filters', {
    query: { section: query.section, node: query.node },
    signal,
    context,
  });
}

export function getSearchFiltersQueryOptions(query: SearchFiltersQuery, context?: RequestContext) {
  return queryOptions({
    queryKey: discoveryKeys.filters(query),
    queryFn: ({ signal }) => getSearchFilters(query, { signal, context }),
  });
}

export function useSearchFilters(query: SearchFiltersQuery) {
  return useQuery(getSearchFiltersQueryOptions(query));
}
