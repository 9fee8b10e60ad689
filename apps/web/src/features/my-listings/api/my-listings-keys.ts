import { type MarketplaceSection } from '@bazaar/contracts';
import { type AdminListingFilters, type OwnerListingFilters } from '../filters';

/** Query keys of the my-listings feature: every key starts with `['my-listings']`. */
export const myListingsKeys = {
  all: ['my-listings'] as const,
  /** The signed-in owner's lists, per division and filters. */
  ownLists: () => [...myListingsKeys.all, 'own'] as const,
  ownListsOf: (section: MarketplaceSection) => [...myListingsKeys.ownLists(), section] as const,
  ownList: (filters: OwnerListingFilters) =>
    [...myListingsKeys.ownListsOf(filters.section), filters] as const,
  /** The administrators' lists of every listing. */
  adminLists: () => [...myListingsKeys.all, 'admin'] as const,
  adminList: (filters: AdminListingFilters) => [...myListingsKeys.adminLists(), filters] as const,
};
