import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationCaseDetail, type ModerationCaseDetail } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** `GET /api/admin/moderation/listings/:id`: a case with its history. */
export function getModerationCase(
  listingId: string,
  signal?: AbortSignal,
): Promise<ModerationCaseDetail> {
  return apiRequest(`/admin/moderation/listings/${encodeURIComponent(listingId)}`, {
    schema: moderationCaseDetail,
    signal,
  });
}

export function getModerationCaseQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: moderationKeys.case(listingId),
    queryFn: ({ signal }) => getModerationCase(listingId, signal),
  });
}

export function useModerationCase(listingId: string) {
  return useQuery(getModerationCaseQueryOptions(listingId));
}
