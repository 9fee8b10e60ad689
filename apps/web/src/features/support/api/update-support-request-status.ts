import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportRequest, type SupportRequest, type SupportRequestStatus } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './support-keys';

export interface UpdateSupportRequestStatusInput {
  id: string;
  status: SupportRequestStatus;
}

/** `PATCH /api/support-requests/:id` (administrators): resolve a request or open it again. */
export function updateSupportRequestStatus({
  id,
  status,
}: UpdateSupportRequestStatusInput): Promise<SupportRequest> {
  return apiRequest(`/support-requests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    schema: supportRequest,
  });
}

export function useUpdateSupportRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportRequestStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
  });
}
