import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reportedFeedbackPage, type ReportedFeedbackPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** Reported reviews per page ("Load more" fetches the next one). */
export const REPORTED_REVIEWS_PAGE_SIZE = 20;

/** `GET /api/admin/feedbacks/reports` (administrators): open ones, most recently reported first. */
export function getReportedReviews(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReportedFeedbackPage> {
  return apiRequest('/admin/feedbacks/reports', {
    query: { state: 'open', limit: REPORTED_REVIEWS_PAGE_SIZE, cursor },
    schema: reportedFeedbackPage,
    signal,
  });
}

export function getReportedReviewsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: moderationKeys.reportedReviews,
    queryFn: ({ pageParam, signal }) => getReportedReviews(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useReportedReviews() {
  return useInfiniteQuery(getReportedReviewsQueryOptions());
}
