import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportRequestDetail, type SupportRequestDetail } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './support-keys';

/** `GET /api/support-requests/:id` (administrators): the request, its replies and history. */
export function getSupportRequest(id: string, signal?: AbortSignal): Promise<SupportRequestDetail> {
  return apiRequest(`/support-requests/${encodeURIComponent(id)}`, {
    schema: supportRequestDetail,
    signal,
  });
}

export function getSupportRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: supportKeys.detail(id),
    queryFn: ({ signal }) => getSupportRequest(id, signal),
  });
}

export function useSupportRequest(id: string) {
  return useQuery(getSupportRequestQueryOptions(id));
}
