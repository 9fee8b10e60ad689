import { type SearchFiltersQuery } from '@bazaar/contracts';
import { type ShowroomListingsParams } from '../browse-state';

/** Query keys of the discovery feature: every key starts with `['discovery']`. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  filters: (query: SearchFiltersQuery) => [...discoveryKeys.all, 'filters', query] as const,
  listings: (query: ShowroomListingsParams) => [...discoveryKeys.all, 'listings', query] as const,
  zipcodes: () => [...discoveryKeys.all, 'zipcodes'] as const,
  zipcode: (prefix: string) => [...discoveryKeys.zipcodes(), prefix] as const,
};
