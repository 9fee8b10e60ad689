import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supportRequest,
  type SupportRequest,
  type UpdateSupportRequestBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './support-keys';

export type UpdateSupportRequestStatusInput = UpdateSupportRequestBody & { id: string };

/** `PATCH /api/support-requests/:id` (administrators): another status, with an optional note. */
export function updateSupportRequestStatus({
  id,
  ...body
}: UpdateSupportRequestStatusInput): Promise<SupportRequest> {
  return apiRequest(`/support-requests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: supportRequest,
  });
}

export function useUpdateSupportRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportRequestStatus,
    onSuccess: (_request, { id }) => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.detail(id) });
    },
  });
}
