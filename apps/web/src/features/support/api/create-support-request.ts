import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supportRequestReceipt,
  type CreateSupportRequestBody,
  type SupportRequestReceipt,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './support-keys';

/** `POST /api/support-requests`: anybody may write; answers with the reference. */
export function createSupportRequest(
  body: CreateSupportRequestBody,
): Promise<SupportRequestReceipt> {
  return apiRequest('/support-requests', {
    method: 'POST',
    body,
    schema: supportRequestReceipt,
    // The form shows what went wrong on its fields.
    handled: true,
  });
}

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportRequest,
    // An administrator writing a test request sees it in the list at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
  });
}
