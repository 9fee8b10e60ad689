import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BrowseListingsQuery,
  type ListingCardPage,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { listingsKeys } from './listings-keys';

export type GetListingsParams = Pick<BrowseListingsQuery, 'limit'> &
  Partial<Pick<BrowseListingsQuery, 'section' | 'owner' | 'cursor'>>;

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/listings`: the newest listings, optionally of one division, keyset-paged. */
export function getListings(
  params: GetListingsParams,
  { signal, context }: CallOptions = {},
): Promise<ListingCardPage> {
  return apiRequest<ListingCardPage>('/listings', {
    query: {
      section: params.section,
      owner: params.owner,
      limit: params.limit,
      cursor: params.cursor,
    },
    signal,
    context,
  });
}

export function getListingsQueryOptions(params: GetListingsParams, context?: RequestContext) {
  return queryOptions({
    queryKey: listingsKeys.list(params),
    queryFn: ({ signal }) => getListings(params, { signal, context }),
  });
}

export function useListings(params: GetListingsParams) {
  return useQuery(getListingsQueryOptions(params));
}

/** How many of each division's newest listings the home page shows. */
export const NEWEST_LISTINGS_PER_DIVISION = 8;

/** The query of a division's newest listings, the same on the server and in the browser. */
export function newestListingsParams(section: MarketplaceSection): GetListingsParams {
  return { section, limit: NEWEST_LISTINGS_PER_DIVISION };
}
