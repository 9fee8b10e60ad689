import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ownerListingPage, type OwnerListingPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { ownerListingsApiQuery, type OwnerListingFilters } from '../filters';
import { myListingsKeys } from './my-listings-keys';

/** Rows per page ("Load more" fetches the next one). */
export const OWN_LISTINGS_PAGE_SIZE = 20;

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/products/me/<section>`: the owner's listings of one division, last changed first. */
export function getOwnListings(
  filters: OwnerListingFilters,
  cursor: string | undefined,
  { signal, context }: CallOptions = {},
): Promise<OwnerListingPage> {
  return apiRequest(`/products/me/${filters.section}`, {
    query: { ...ownerListingsApiQuery(filters), limit: OWN_LISTINGS_PAGE_SIZE, cursor },
    schema: ownerListingPage,
    signal,
    context,
  });
}

export function getOwnListingsQueryOptions(filters: OwnerListingFilters, context?: RequestContext) {
  return infiniteQueryOptions({
    queryKey: myListingsKeys.ownList(filters),
    queryFn: ({ pageParam, signal }) => getOwnListings(filters, pageParam, { signal, context }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useOwnListings(filters: OwnerListingFilters) {
  return useInfiniteQuery({
    ...getOwnListingsQueryOptions(filters),
    // A new search or status keeps the rows shown until the new ones arrive; another division
    // starts empty, so a tab never shows a different division's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === filters.section ? previous : undefined,
  });
}
