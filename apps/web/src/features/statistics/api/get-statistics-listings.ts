import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statisticsListings, type StatisticsListings } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { statisticsApiQuery, type StatisticsFilters } from '../filters';
import { statisticsKeys } from './statistics-keys';

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/statistics/listings`: each listing's figures, most viewed first. */
export function getStatisticsListings(
  filters: StatisticsFilters,
  { signal, context }: CallOptions = {},
): Promise<StatisticsListings> {
  return apiRequest('/statistics/listings', {
    query: statisticsApiQuery(filters),
    schema: statisticsListings,
    signal,
    context,
  });
}

export function getStatisticsListingsQueryOptions(
  filters: StatisticsFilters,
  context?: RequestContext,
) {
  return queryOptions({
    queryKey: statisticsKeys.listings(filters),
    queryFn: ({ signal }) => getStatisticsListings(filters, { signal, context }),
  });
}

export const useStatisticsListings = (filters: StatisticsFilters) =>
  useQuery({ ...getStatisticsListingsQueryOptions(filters), placeholderData: keepPreviousData });
