import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateFeedbackBody, type Feedback, type MyFeedbacks } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** The account's feedbacks, next to the spec's 'api/users/me' (§7). */
const MY_FEEDBACKS_KEY = ['api/users/me/feedbacks'] as const;

/** `GET /api/users/me/feedbacks`: waiting for a review, written, received. */
export function getMyFeedbacksQueryOptions() {
  return queryOptions({
    queryKey: MY_FEEDBACKS_KEY,
    queryFn: ({ signal }) => apiRequest<MyFeedbacks>('/users/me/feedbacks', { signal }),
  });
}

/** `POST /api/feedbacks`: the buyer's review of an order or booking. */
export function useWriteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) =>
      apiRequest<Feedback>('/feedbacks', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_FEEDBACKS_KEY }),
  });
}

/** `PUT /api/feedbacks/:id/reply`: the seller's one reply. */
export function useReplyToFeedback(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<Feedback>(`/feedbacks/${encodeURIComponent(id)}/reply`, {
        method: 'PUT',
        body: { text },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_FEEDBACKS_KEY }),
  });
}

/** `POST /api/feedbacks/:id/reports`: tells administrators a review breaks the rules. */
export function useReportFeedback(id: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<void>(`/feedbacks/${encodeURIComponent(id)}/reports`, {
        method: 'POST',
        body: { reason },
      }),
  });
}
