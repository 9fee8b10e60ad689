import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type RequestContext } from '@/lib/request-context';
import { getListings, type GetListingsParams } from './get-listings';
import { listingsKeys } from './listings-keys';

/** A list without its cursor: the pages of a "Load more" list. */
export type PagedListingsParams = Omit<GetListingsParams, 'cursor'>;

/** A list that grows page by page with "Load more", each page asking from the last cursor. */
export function getPagedListingsQueryOptions(
  params: PagedListingsParams,
  context?: RequestContext,
) {
  return infiniteQueryOptions({
    queryKey: listingsKeys.pagedList(params),
    queryFn: ({ signal, pageParam }) =>
      getListings({ ...params, cursor: pageParam ?? undefined }, { signal, context }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function usePagedListings(params: PagedListingsParams) {
  return useInfiniteQuery(getPagedListingsQueryOptions(params));
}

/** How many listings a page of the seller page and the latest ads shows before "Load more". */
export const LISTINGS_PER_PAGE = 24;

/** The newest Flea Market ads (`/flea-market/latest-ads`), the same on the server and in the browser. */
export const latestAdsParams: PagedListingsParams = {
  section: 'flea-market',
  limit: LISTINGS_PER_PAGE,
};

/** An owner's public listings (`/seller/{sellerId}`), the same on the server and in the browser. */
export function ownerListingsParams(owner: string): PagedListingsParams {
  return { owner, limit: LISTINGS_PER_PAGE };
}
