import {
  decodeFilters,
  encodeFilters,
  fixedFilterKeys,
  isSearchEnabled,
  isUuid,
  normalizeSearchText,
  queryParams,
  showroomSorts,
  type MarketplaceSection,
  type SearchFilter,
  type SearchFilterState,
  type ShowroomSort,
} from '@bazaar/contracts';
import { type ReadableParams } from '@/lib/search/page-params';

/**
 * What a result page (a section page or a showroom) shows, as its address carries it (spec §2
 * query parameters), so a result page can be shared and reloads the same.
 */
export interface BrowseState {
  /** The text searched for, cut to the search-text rule; '' searches nothing. */
  search: string;
  /** A category of the section page, by its slug. */
  category: string | null;
  /** A node below the category (a subcategory), by its id. */
  node: string | null;
  /** The sort asked for; null takes the default (relevance with a text, else newest). */
  sort: ShowroomSort | null;
  /** The results on a map instead of in a grid. */
  map: boolean;
  filters: SearchFilterState;
}

export const emptyBrowseState: BrowseState = {
  search: '',
  category: null,
  node: null,
  sort: null,
  map: false,
  filters: { parameters: {} },
};

/** What a result page asks GET /showroom/listings for (the first page; later ones add a cursor). */
export interface ShowroomListingsParams {
  section: MarketplaceSection;
  node?: string;
  q?: string;
  /** The filters as `encodeFilters` writes them. */
  filters?: string;
  sort: ShowroomSort;
  limit: number;
}

/** How many results a page loads at a time. */
export const BROWSE_PAGE_SIZE = 24;

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The state an address asks for; anything malformed is left out rather than refused. */
export function readBrowseState(params: ReadableParams): BrowseState {
  const category = params.get(queryParams.category);
  const node = params.get(queryParams.node);
  const sort = params.get(queryParams.sort);
  const map = params.get(queryParams.map);
  return {
    search: normalizeSearchText(params.get(queryParams.search) ?? ''),
    category: category && SLUG_PATTERN.test(category) ? category : null,
    node: node && isUuid(node) ? node : null,
    sort: (showroomSorts as readonly string[]).includes(sort ?? '') ? (sort as ShowroomSort) : null,
    map: map === '1' || map === 'true',
    filters: decodeFilters(params.get(queryParams.filters) ?? '') ?? { parameters: {} },
  };
}

/**
 * The address query of a state, in a fixed order with defaults left out, so the same results
 * always have the same address (empty when nothing is chosen).
 */
export function browseSearchParams(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (isSearchEnabled(state.search)) params.set(queryParams.search, state.search);
  if (state.category) params.set(queryParams.category, state.category);
  if (state.node) params.set(queryParams.node, state.node);
  const filters = encodeFilters(state.filters);
  if (filters) params.set(queryParams.filters, filters);
  const sort = state.sort && sortOptions(state).includes(state.sort) ? state.sort : null;
  if (sort) params.set(queryParams.sort, sort);
  if (state.map) params.set(queryParams.map, '1');
  return params;
}

/** The address query of a state as text ('' when nothing is chosen). */
export function browseQueryString(state: BrowseState): string {
  return browseSearchParams(state).toString();
}

/**
 * The sorts a state offers: relevance only for a search text, distance only around a postcode.
 */
export function sortOptions(state: Pick<BrowseState, 'search' | 'filters'>): ShowroomSort[] {
  return showroomSorts.filter(
    (sort) =>
      (sort !== 'relevance' || isSearchEnabled(state.search)) &&
      (sort !== 'distance' || Boolean(state.filters.postcode)),
  );
}

/** The sort the results come in: the one asked for when the state offers it, else the default. */
export function appliedSort(state: Pick<BrowseState, 'search' | 'filters' | 'sort'>): ShowroomSort {
  if (state.sort && sortOptions(state).includes(state.sort)) return state.sort;
  return isSearchEnabled(state.search) ? 'relevance' : 'newest';
}

/**
 * The api query (GET /showroom/listings) of a state's results under a node. Everything is
 * spelled out (the sort too), so equal results share one query key.
 */
export function showroomListingsParams(
  section: MarketplaceSection,
  nodeId: string | null,
  state: BrowseState,
): ShowroomListingsParams {
  const filters = encodeFilters(state.filters);
  return {
    section,
    ...(nodeId ? { node: nodeId } : {}),
    ...(isSearchEnabled(state.search) ? { q: state.search } : {}),
    ...(filters ? { filters } : {}),
    sort: appliedSort(state),
    limit: BROWSE_PAGE_SIZE,
  };
}

/** The state with other filters; the sort is kept only while the new filters still offer it. */
export function withFilters(state: BrowseState, filters: SearchFilterState): BrowseState {
  const next = { ...state, filters };
  return {
    ...next,
    sort: state.sort && sortOptions(next).includes(state.sort) ? state.sort : null,
  };
}

/** How many filters are set; a postcode with its radius counts once. Empty ones do not count. */
export function activeFilterCount(filters: SearchFilterState): number {
  const canonical = decodeFilters(encodeFilters(filters)) ?? { parameters: {} };
  return (
    (canonical.price ? 1 : 0) +
    (canonical.postcode ? 1 : 0) +
    Object.keys(canonical.parameters).length
  );
}

/** A division home's newest listings: the whole division, nothing chosen. */
export function newestListingsParams(section: MarketplaceSection): ShowroomListingsParams {
  return showroomListingsParams(section, null, emptyBrowseState);
}

/**
 * The filters of a state that a result page offers (GET /showroom/filters): what another node
 * does not have — a parameter, an option, or a filter of another type — is left out, since the
 * api refuses it. A shared address or a change of category never breaks the page that way.
 */
export function offeredFilters(
  state: SearchFilterState,
  offered: readonly SearchFilter[],
): SearchFilterState {
  const byKey = new Map(offered.map((filter) => [filter.key, filter]));
  const result: SearchFilterState = { parameters: {} };
  if (state.price && byKey.has(fixedFilterKeys.price)) result.price = state.price;
  if (state.postcode && byKey.has(fixedFilterKeys.postcode)) result.postcode = state.postcode;
  if (state.radius_km !== undefined && byKey.has(fixedFilterKeys.radius)) {
    result.radius_km = state.radius_km;
  }
  for (const [key, value] of Object.entries(state.parameters)) {
    const filter = byKey.get(key);
    if (!filter) continue;
    if (filter.type === 'c' && value === true) {
      result.parameters[key] = true;
    } else if ((filter.type === 's' || filter.type === 'm') && Array.isArray(value)) {
      const options = new Set(filter.options.map((option) => option.value));
      const chosen = value.filter((option) => options.has(option));
      const kept = filter.type === 's' ? chosen.slice(0, 1) : chosen;
      if (kept.length > 0) result.parameters[key] = kept;
    } else if (filter.type === 'range' && value !== true && !Array.isArray(value)) {
      result.parameters[key] = value;
    }
  }
  return result;
}

/** The filters that stay when the category changes: the price and the place, not parameters. */
export function filtersForAnotherNode(filters: SearchFilterState): SearchFilterState {
  return { ...filters, parameters: {} };
}

/** A state as a result page applies it: only with the filters the page offers. */
export function offeredBrowseState(
  state: BrowseState,
  offered: readonly SearchFilter[],
): BrowseState {
  return withFilters(state, offeredFilters(state.filters, offered));
}
