import {
  isSearchEnabled,
  normalizeSearchText,
  queryParams,
  type SearchDivision,
} from '@bazaar/contracts';
import { type ReadableParams } from '@/lib/search/page-params';
import { DEFAULT_SEARCH_DIVISION, searchDivisionOf } from '@/lib/search/search-location';

/** What the search page shows, as its address carries it: the text and the open tab. */
export interface SearchPageState {
  /** The text, cut to the search-text rule (spec §5). */
  text: string;
  /** The open tab. */
  division: SearchDivision;
}

export function readSearchPageState(params: ReadableParams): SearchPageState {
  return {
    text: normalizeSearchText(params.get(queryParams.search) ?? ''),
    division: searchDivisionOf(params.get(queryParams.section)),
  };
}

/** The search page's address query for a state (the default tab and a blank text left out). */
export function searchPageQuery(state: SearchPageState): string {
  const params = new URLSearchParams();
  if (isSearchEnabled(state.text)) params.set(queryParams.search, state.text);
  if (state.division !== DEFAULT_SEARCH_DIVISION) params.set(queryParams.section, state.division);
  return params.toString();
}

/**
 * Whether a tab's search call runs (spec §4, §7): only the open tab's, and only for a non-blank
 * text.
 */
export function runsSearch(division: SearchDivision, state: SearchPageState): boolean {
  return division === state.division && isSearchEnabled(state.text);
}
