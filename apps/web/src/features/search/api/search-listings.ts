import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { normalizeSearchText, type SearchDivision, type SearchResultPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { runsSearch, type SearchPageState } from '../search-state';
import { searchKeys } from './search-keys';

/** How many results a tab loads at a time. */
export const SEARCH_PAGE_SIZE = 20;

interface SearchParams {
  division: SearchDivision;
  q: string;
  cursor?: string;
}

/** `GET /api/search`: one page of a tab's listings matching the text, best match first. */
export function searchListings(
  { division, q, cursor }: SearchParams,
  { signal, context }: { signal?: AbortSignal; context?: RequestContext } = {},
): Promise<SearchResultPage> {
  // A typed answer, not a schema: the api writes it from the contract's schema (ADR 0034), and
  // a schema here would bring zod into the search page's JS (ADR 0037).
  return apiRequest<SearchResultPage>('/search', {
    query: { division, q: normalizeSearchText(q), limit: SEARCH_PAGE_SIZE, cursor },
    signal,
    context,
  });
}

export function searchListingsQueryOptions(
  division: SearchDivision,
  text: string,
  context?: RequestContext,
) {
  const q = normalizeSearchText(text);
  return infiniteQueryOptions({
    queryKey: searchKeys.results(division, q),
    queryFn: ({ pageParam, signal }) =>
      searchListings({ division, q, cursor: pageParam }, { signal, context }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/**
 * One tab's search (spec §7): it runs only while its tab is the open one and the text is not
 * blank, and the previous result stays on screen while the next text loads.
 */
export function useSearchListings(division: SearchDivision, state: SearchPageState) {
  return useInfiniteQuery({
    ...searchListingsQueryOptions(division, state.text),
    enabled: runsSearch(division, state),
    placeholderData: keepPreviousData,
  });
}
