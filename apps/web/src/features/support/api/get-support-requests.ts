import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supportRequestPage, type SupportRequestPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys, type SupportRequestFilters } from './support-keys';

/** Requests per page of the administrators' list. */
export const SUPPORT_REQUESTS_PAGE_SIZE = 20;

/** `GET /api/support-requests` (administrators): newest first, keyset-paged. */
export function getSupportRequests(
  filters: SupportRequestFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SupportRequestPage> {
  return apiRequest('/support-requests', {
    query: { ...filters, limit: SUPPORT_REQUESTS_PAGE_SIZE, cursor },
    schema: supportRequestPage,
    signal,
  });
}

export function getSupportRequestsQueryOptions(filters: SupportRequestFilters) {
  return infiniteQueryOptions({
    queryKey: supportKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getSupportRequests(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useSupportRequests(filters: SupportRequestFilters) {
  return useInfiniteQuery(getSupportRequestsQueryOptions(filters));
}
