import { type MarketplaceStatisticsQuery } from '@bazaar/contracts';
import { type StatisticsFilters } from '../filters';

/** Query keys of the statistic page: every key starts with `['statistics']`. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  summary: (filters: StatisticsFilters) => [...statisticsKeys.all, 'summary', filters] as const,
  listings: (filters: StatisticsFilters) => [...statisticsKeys.all, 'listings', filters] as const,
  marketplace: (query: MarketplaceStatisticsQuery) =>
    [...statisticsKeys.all, 'marketplace', query] as const,
};
