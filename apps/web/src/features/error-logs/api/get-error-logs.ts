import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { errorLogPage, type ErrorLogPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { toApiQuery, type ErrorLogFilters } from '../filters';
import { errorLogsKeys } from './error-logs-keys';

/** Logs per page ("Load more" fetches the next one). */
export const ERROR_LOGS_PAGE_SIZE = 25;

/** `GET /api/error-logs` (administrators): newest first, keyset-paged by `cursor`. */
export function getErrorLogs(
  filters: ErrorLogFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ErrorLogPage> {
  return apiRequest('/error-logs', {
    query: { ...toApiQuery(filters), limit: ERROR_LOGS_PAGE_SIZE, cursor },
    schema: errorLogPage,
    signal,
  });
}

export function getErrorLogsQueryOptions(filters: ErrorLogFilters) {
  return infiniteQueryOptions({
    queryKey: errorLogsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getErrorLogs(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `enabled`: false while the page shows another tab. */
export function useErrorLogs(filters: ErrorLogFilters, enabled = true) {
  return useInfiniteQuery({ ...getErrorLogsQueryOptions(filters), enabled });
}
