import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statisticsSummary, type StatisticsSummary } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { statisticsApiQuery, type StatisticsFilters } from '../filters';
import { statisticsKeys } from './statistics-keys';

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/statistics`: totals and the series over time. */
export function getStatisticsSummary(
  filters: StatisticsFilters,
  { signal, context }: CallOptions = {},
): Promise<StatisticsSummary> {
  return apiRequest('/statistics', {
    query: statisticsApiQuery(filters),
    schema: statisticsSummary,
    signal,
    context,
  });
}

export function getStatisticsSummaryQueryOptions(
  filters: StatisticsFilters,
  context?: RequestContext,
) {
  return queryOptions({
    queryKey: statisticsKeys.summary(filters),
    queryFn: ({ signal }) => getStatisticsSummary(filters, { signal, context }),
  });
}

export const useStatisticsSummary = (filters: StatisticsFilters) =>
  useQuery({ ...getStatisticsSummaryQueryOptions(filters), placeholderData: keepPreviousData });
