import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { marketplaceStatistics, type MarketplaceStatistics } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { marketplaceApiQuery, type StatisticsFilters } from '../filters';
import { statisticsKeys } from './statistics-keys';

/** `GET /api/statistics/marketplace`: the whole marketplace's figures over time (administrators). */
export function getMarketplaceStatisticsQueryOptions(
  filters: StatisticsFilters,
  context?: RequestContext,
) {
  const query = marketplaceApiQuery(filters);
  return queryOptions({
    queryKey: statisticsKeys.marketplace(query),
    queryFn: ({ signal }): Promise<MarketplaceStatistics> =>
      apiRequest('/statistics/marketplace', {
        query,
        schema: marketplaceStatistics,
        signal,
        context,
      }),
  });
}

export const useMarketplaceStatistics = (filters: StatisticsFilters) =>
  useQuery({ ...getMarketplaceStatisticsQueryOptions(filters), placeholderData: keepPreviousData });
