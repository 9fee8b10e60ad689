import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  isCrossSearchEnabled,
  normalizeSearchText,
  type CrossSearchResult,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { apiRequest } from '../api-client';

/** Query keys of the top bar's suggestions. */
export const crossSearchKeys = {
  all: ['cross-search'] as const,
  result: (division: MarketplaceSection, q: string) =>
    [...crossSearchKeys.all, division, q] as const,
};

/** `GET /api/showroom/cross-search`: listings, categories and texts matching what was typed. */
export function crossSearch(
  division: MarketplaceSection,
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CrossSearchResult> {
  return apiRequest<CrossSearchResult>('/showroom/cross-search', {
    query: { division, q },
    signal,
    // Suggestions are a help while typing: when they fail, the input still searches on Enter.
    handled: true,
  });
}

export function crossSearchQueryOptions(division: MarketplaceSection, text: string) {
  const q = normalizeSearchText(text);
  return queryOptions({
    queryKey: crossSearchKeys.result(division, q),
    queryFn: ({ signal }) => crossSearch(division, q, { signal }),
    // Spec §5: cross-search is not run for an empty text (nor for the skipped division, §7).
    enabled: isCrossSearchEnabled(division, q),
  });
}

/** The suggestions for the text typed so far; the previous ones stay while the next load. */
export function useCrossSearch(division: MarketplaceSection, text: string) {
  return useQuery({
    ...crossSearchQueryOptions(division, text),
    placeholderData: keepPreviousData,
  });
}
