import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateFeedbackBody, type Feedback } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { feedbacksKeys } from './feedbacks-keys';

/** `POST /api/feedbacks`: the buyer's review of an order or booking. */
export function writeFeedback(body: CreateFeedbackBody): Promise<Feedback> {
  return apiRequest<Feedback>('/feedbacks', { method: 'POST', body });
}

export function useWriteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbacksKeys.mine }),
  });
}
