import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/products/:id/reports`: the listing goes to the administrators' queue (ADR 0070). */
export function reportListing(listingId: string, reason: string): Promise<unknown> {
  return apiRequest(`/products/${encodeURIComponent(listingId)}/reports`, {
    method: 'POST',
    body: { reason },
  });
}

export function useReportListing(listingId: string) {
  return useMutation({ mutationFn: (reason: string) => reportListing(listingId, reason) });
}
