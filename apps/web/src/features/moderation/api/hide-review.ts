import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Feedback } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** `PUT /api/admin/feedbacks/:id/hidden`: hides the review; it leaves the open list. */
export function hideReview(id: string, reason: string): Promise<Feedback> {
  return apiRequest<Feedback>(`/admin/feedbacks/${encodeURIComponent(id)}/hidden`, {
    method: 'PUT',
    body: { reason },
  });
}

export function useHideReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => hideReview(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.reportedReviews }),
  });
}
