import { type BrowseListingsQuery } from '@bazaar/contracts';

/** Query keys of the listings feature: every listings query key starts with `['listings']`. */
export const listingsKeys = {
  all: ['listings'] as const,
  lists: () => [...listingsKeys.all, 'list'] as const,
  list: (params: Partial<BrowseListingsQuery>) => [...listingsKeys.lists(), params] as const,
  /** Lists paged with "Load more": the pages so far live under one key. */
  pagedList: (params: Partial<BrowseListingsQuery>) =>
    [...listingsKeys.lists(), 'paged', params] as const,
  details: () => [...listingsKeys.all, 'detail'] as const,
  detail: (id: string) => [...listingsKeys.details(), id] as const,
  owner: (id: string) => [...listingsKeys.all, 'owner', id] as const,
  company: (id: string) => [...listingsKeys.all, 'company', id] as const,
};
