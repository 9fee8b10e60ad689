import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { prepayHistoryPage, type PrepayHistoryPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { prepayHistoryApiQuery, type PrepayHistoryFilters } from '../filters';
import { prepayKeys } from './prepay-keys';

export const PREPAY_HISTORY_PAGE_SIZE = 20;

interface CallOptions {
  signal?: AbortSignal;
  context?: RequestContext;
}

/** `GET /api/payments/history`: entries with the balance after each, newest first. */
export function getPrepayHistory(
  filters: PrepayHistoryFilters,
  cursor: string | undefined,
  { signal, context }: CallOptions = {},
): Promise<PrepayHistoryPage> {
  return apiRequest('/payments/history', {
    query: { ...prepayHistoryApiQuery(filters), limit: PREPAY_HISTORY_PAGE_SIZE, cursor },
    schema: prepayHistoryPage,
    signal,
    context,
  });
}

export function getPrepayHistoryQueryOptions(
  filters: PrepayHistoryFilters,
  context?: RequestContext,
) {
  return infiniteQueryOptions({
    queryKey: prepayKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPrepayHistory(filters, pageParam, { signal, context }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function usePrepayHistory(filters: PrepayHistoryFilters) {
  return useInfiniteQuery({
    ...getPrepayHistoryQueryOptions(filters),
    placeholderData: (previous) => previous,
  });
}
