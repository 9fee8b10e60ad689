import type {
  CrossSearchQuery,
  SearchFiltersQuery,
  ShowroomListingsQuery,
} from '@bazaar/contracts';
import { systemClock, type Clock } from '../../lib/clock';
import type { CatalogService } from '../catalog';
import type { GeoService } from '../geo';
import type { PublicListingSearch } from '../listings';
import { crossSearch } from './cross-search';
import { findListings } from './find-listings';
import { searchFilters } from './search-filters';
import { createTextMatching } from './search-text';

export interface ShowroomServiceDependencies {
  /** The search of public listings, which the listings module publishes (ADR 0041). */
  publicListings: PublicListingSearch;
  catalog: Pick<CatalogService, 'filterScope' | 'searchCategories'>;
  geo: Pick<GeoService, 'findByZip'>;
  clock?: Clock;
}

/** The showroom: a division's listings, its filter panel and the top bar's suggestions. */
export function createShowroomService({
  publicListings,
  catalog,
  geo,
  clock = systemClock,
}: ShowroomServiceDependencies) {
  const deps = {
    publicListings,
    catalog,
    geo,
    textMatchOf: createTextMatching(publicListings, clock),
  };
  return {
    /** A page of a division's (or a node's) public listings, filtered and sorted. */
    listings: (query: ShowroomListingsQuery) => findListings(deps, query),
    /** The filter panel of a division or node: price, postcode, radius, then its parameters. */
    filters: (query: SearchFiltersQuery) => searchFilters(catalog, query),
    /** Top-bar suggestions: best listings, matching categories and texts to search for. */
    crossSearch: (query: CrossSearchQuery) => crossSearch(deps, query),
  };
}

export type ShowroomService = ReturnType<typeof createShowroomService>;
