import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/feedbacks/:id/reports`: tells administrators a review breaks the rules. */
export function reportFeedback(id: string, reason: string): Promise<void> {
  return apiRequest<void>(`/feedbacks/${encodeURIComponent(id)}/reports`, {
    method: 'POST',
    body: { reason },
  });
}

export function useReportFeedback(id: string) {
  return useMutation({ mutationFn: (reason: string) => reportFeedback(id, reason) });
}
