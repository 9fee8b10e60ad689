import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorLogDetails, type ErrorLogDetails } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { errorLogsKeys } from './error-logs-keys';

/** `GET /api/error-logs/:id` (administrators): stack, breadcrumbs, context and occurrences. */
export function getErrorLog(id: string, signal?: AbortSignal): Promise<ErrorLogDetails> {
  return apiRequest(`/error-logs/${encodeURIComponent(id)}`, { schema: errorLogDetails, signal });
}

export function getErrorLogQueryOptions(id: string) {
  return queryOptions({
    queryKey: errorLogsKeys.detail(id),
    queryFn: ({ signal }) => getErrorLog(id, signal),
    // A log never changes once written.
    staleTime: Infinity,
  });
}

/** One log's details, fetched when its row is opened. */
export function useErrorLog(id: string, enabled: boolean) {
  return useQuery({ ...getErrorLogQueryOptions(id), enabled });
}
