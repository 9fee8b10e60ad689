import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supportRequestDetail,
  type SupportReplyBody,
  type SupportRequestDetail,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './support-keys';

export type ReplyToSupportRequestInput = SupportReplyBody & { id: string };

/** `POST /api/support-requests/:id/replies` (administrators): mails a reply to the sender. */
export function replyToSupportRequest({
  id,
  ...body
}: ReplyToSupportRequestInput): Promise<SupportRequestDetail> {
  return apiRequest(`/support-requests/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    body,
    schema: supportRequestDetail,
  });
}

export function useReplyToSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToSupportRequest,
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(supportKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
