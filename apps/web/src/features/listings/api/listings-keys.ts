import { type BrowseListingsQuery } from '@bazaar/contracts';

/** Query keys of the listings feature: every listings query key starts with `['listings']`. */
export const listingsKeys = {
  all: ['listings'] as const,
  lists: () => [...listingsKeys.all, 'list'] as const,
  list: (params: Partial<BrowseListingsQuery>) => [...listingsKeys.lists(), params] as const,
};
