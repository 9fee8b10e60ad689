import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { reportedFeedbackPage, type Feedback, type ReportedFeedbackPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** Reported reviews per page ("Load more" fetches the next one). */
export const REPORTED_REVIEWS_PAGE_SIZE = 20;

const REPORTED_REVIEWS_KEY = ['api/admin/feedbacks/reports'] as const;

/** `GET /api/admin/feedbacks/reports` (administrators): open ones, most recently reported first. */
export function getReportedReviewsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: REPORTED_REVIEWS_KEY,
    queryFn: ({ pageParam, signal }): Promise<ReportedFeedbackPage> =>
      apiRequest('/admin/feedbacks/reports', {
        query: { state: 'open', limit: REPORTED_REVIEWS_PAGE_SIZE, cursor: pageParam },
        schema: reportedFeedbackPage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useReportedReviews() {
  return useInfiniteQuery(getReportedReviewsQueryOptions());
}

/** `PUT /api/admin/feedbacks/:id/hidden`: hides the review; it leaves the open list. */
export function useHideReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<Feedback>(`/admin/feedbacks/${encodeURIComponent(id)}/hidden`, {
        method: 'PUT',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTED_REVIEWS_KEY }),
  });
}
