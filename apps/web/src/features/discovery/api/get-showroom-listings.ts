import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ShowroomListingPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { type ShowroomListingsParams } from '../browse-state';
import { discoveryKeys } from './discovery-keys';

/** `GET /api/showroom/listings`: one page of a result page's listings. */
export function getShowroomListings(
  query: ShowroomListingsParams & { cursor?: string },
  { signal, context }: { signal?: AbortSignal; context?: RequestContext } = {},
): Promise<ShowroomListingPage> {
  return apiRequest<ShowroomListingPage>('/showroom/listings', {
    query: {
      section: query.section,
      node: query.node,
      q: query.q,
      filters: query.filters,
      sort: query.sort,
      limit: query.limit,
      cursor: query.cursor,
    },
    signal,
    context,
  });
}

/** The listings of a query, page after page ("Load more"). */
export function getShowroomListingsQueryOptions(
  query: ShowroomListingsParams,
  context?: RequestContext,
) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.listings(query),
    queryFn: ({ pageParam, signal }) =>
      getShowroomListings({ ...query, cursor: pageParam }, { signal, context }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/**
 * While other filters load, the results of the previous ones stay on screen. A result page
 * waits (`enabled`) until it knows which filters its node offers.
 */
export function useShowroomListings(query: ShowroomListingsParams, enabled = true) {
  return useInfiniteQuery({
    ...getShowroomListingsQueryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
