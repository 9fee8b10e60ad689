import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  filtersManagerParameters,
  type FiltersManagerParameters,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { filtersManagerKeys } from './filters-manager-keys';

/** `GET /api/admin/filters/parameters`: a node's parameters in panel order, inherited marked. */
export function getNodeParameters(
  section: MarketplaceSection,
  node: string | null,
  signal?: AbortSignal,
): Promise<FiltersManagerParameters> {
  return apiRequest('/admin/filters/parameters', {
    query: { section, node: node ?? undefined },
    schema: filtersManagerParameters,
    signal,
  });
}

export function getNodeParametersQueryOptions(section: MarketplaceSection, node: string | null) {
  return queryOptions({
    queryKey: filtersManagerKeys.parameters(section, node),
    queryFn: ({ signal }) => getNodeParameters(section, node, signal),
  });
}

export function useNodeParameters(section: MarketplaceSection, node: string | null) {
  return useQuery(getNodeParametersQueryOptions(section, node));
}
