import { queryOptions } from '@tanstack/react-query';
import { type MyFeedbacks } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { feedbacksKeys } from './feedbacks-keys';

/** `GET /api/users/me/feedbacks`: waiting for a review, written, received. */
export function getMyFeedbacks({ signal }: { signal?: AbortSignal } = {}): Promise<MyFeedbacks> {
  return apiRequest<MyFeedbacks>('/users/me/feedbacks', { signal });
}

export function getMyFeedbacksQueryOptions() {
  return queryOptions({
    queryKey: feedbacksKeys.mine,
    queryFn: ({ signal }) => getMyFeedbacks({ signal }),
  });
}
