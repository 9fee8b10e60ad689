import { queryOptions, useQuery } from '@tanstack/react-query';
import { prepayEntry, type PrepayEntry } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { prepayKeys } from './prepay-keys';

/** `GET /api/payments/history/{id}`: one entry, for its receipt. */
export function getPrepayEntry(
  id: string,
  context?: RequestContext,
  signal?: AbortSignal,
): Promise<PrepayEntry> {
  return apiRequest(`/payments/history/${encodeURIComponent(id)}`, {
    schema: prepayEntry,
    signal,
    context,
  });
}

export function getPrepayEntryQueryOptions(id: string, context?: RequestContext) {
  return queryOptions({
    queryKey: prepayKeys.entry(id),
    queryFn: ({ signal }) => getPrepayEntry(id, context, signal),
  });
}

export function usePrepayEntry(id: string) {
  return useQuery(getPrepayEntryQueryOptions(id));
}
