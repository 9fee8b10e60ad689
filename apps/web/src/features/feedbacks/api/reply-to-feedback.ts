import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Feedback } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { feedbacksKeys } from './feedbacks-keys';

/** `PUT /api/feedbacks/:id/reply`: the seller's one reply. */
export function replyToFeedback(id: string, text: string): Promise<Feedback> {
  return apiRequest<Feedback>(`/feedbacks/${encodeURIComponent(id)}/reply`, {
    method: 'PUT',
    body: { text },
  });
}

export function useReplyToFeedback(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => replyToFeedback(id, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbacksKeys.mine }),
  });
}
