import { isSearchEnabled, normalizeSearchText, queryParams, routes } from '@bazaar/contracts';

/**
 * The search page for a typed text, cut to the search-text rule (spec §5), or null when there is
 * nothing to search for.
 */
export function searchLocation(text: string): string | null {
  const search = normalizeSearchText(text);
  if (!isSearchEnabled(search)) return null;
  return `${routes.search}?${new URLSearchParams({ [queryParams.search]: search }).toString()}`;
}
