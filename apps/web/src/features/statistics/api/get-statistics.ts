import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  statisticsListings,
  statisticsSummary,
  type StatisticsListings,
  type StatisticsSummary,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { statisticsApiQuery, type StatisticsFilters } from '../filters';
import { statisticsKeys } from './statistics-keys';

/** `GET /api/statistics`: totals and the series over time. */
export function getStatisticsSummaryQueryOptions(
  filters: StatisticsFilters,
  context?: RequestContext,
) {
  return queryOptions({
    queryKey: statisticsKeys.summary(filters),
    queryFn: ({ signal }): Promise<StatisticsSummary> =>
      apiRequest('/statistics', {
        query: statisticsApiQuery(filters),
        schema: statisticsSummary,
        signal,
        context,
      }),
  });
}

/** `GET /api/statistics/listings`: each listing's figures, most viewed first. */
export function getStatisticsListingsQueryOptions(
  filters: StatisticsFilters,
  context?: RequestContext,
) {
  return queryOptions({
    queryKey: statisticsKeys.listings(filters),
    queryFn: ({ signal }): Promise<StatisticsListings> =>
      apiRequest('/statistics/listings', {
        query: statisticsApiQuery(filters),
        schema: statisticsListings,
        signal,
        context,
      }),
  });
}

export const useStatisticsSummary = (filters: StatisticsFilters) =>
  useQuery({ ...getStatisticsSummaryQueryOptions(filters), placeholderData: keepPreviousData });

export const useStatisticsListings = (filters: StatisticsFilters) =>
  useQuery({ ...getStatisticsListingsQueryOptions(filters), placeholderData: keepPreviousData });
