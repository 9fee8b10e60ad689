import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminListingPage, type AdminListingPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { adminListingsApiQuery, type AdminListingFilters } from '../filters';
import { myListingsKeys } from './my-listings-keys';

/** Rows per page ("Load more" fetches the next one). */
export const ADMIN_LISTINGS_PAGE_SIZE = 25;

interface CallOptions {
  signal?: AbortSignal;
  context?: RequestContext;
}

/** `GET /api/admin/products` (administrators): every listing, newest first. */
export function getAdminListings(
  filters: AdminListingFilters,
  cursor: string | undefined,
  { signal, context }: CallOptions = {},
): Promise<AdminListingPage> {
  return apiRequest('/admin/products', {
    query: { ...adminListingsApiQuery(filters), limit: ADMIN_LISTINGS_PAGE_SIZE, cursor },
    schema: adminListingPage,
    signal,
    context,
  });
}

export function getAdminListingsQueryOptions(
  filters: AdminListingFilters,
  context?: RequestContext,
) {
  return infiniteQueryOptions({
    queryKey: myListingsKeys.adminList(filters),
    queryFn: ({ pageParam, signal }) => getAdminListings(filters, pageParam, { signal, context }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useAdminListings(filters: AdminListingFilters) {
  // New filters keep the rows shown until the new ones arrive.
  return useInfiniteQuery({
    ...getAdminListingsQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
