import {
  isSearchEnabled,
  normalizeSearchText,
  queryParams,
  routes,
  searchDivisions,
  type SearchDivision,
} from '@bazaar/contracts';

/** The tab the search page opens on when the address names none. */
export const DEFAULT_SEARCH_DIVISION: SearchDivision = 'catalog';

/** The search page's tab named by its `section` parameter; the default tab for anything else. */
export function searchDivisionOf(value: string | null | undefined): SearchDivision {
  return (searchDivisions as readonly string[]).includes(value ?? '')
    ? (value as SearchDivision)
    : DEFAULT_SEARCH_DIVISION;
}

/**
 * The search page for a typed text, cut to the search-text rule (spec §5), on a tab (the default
 * tab is left out of the address), or null when there is nothing to search for.
 */
export function searchLocation(
  text: string,
  division: SearchDivision = DEFAULT_SEARCH_DIVISION,
): string | null {
  const search = normalizeSearchText(text);
  if (!isSearchEnabled(search)) return null;
  const params = new URLSearchParams({ [queryParams.search]: search });
  if (division !== DEFAULT_SEARCH_DIVISION) params.set(queryParams.section, division);
  return `${routes.search}?${params.toString()}`;
}
