import { useMutation } from '@tanstack/react-query';
import {
  adminMessagePreview,
  type AdminMessageInput,
  type AdminMessagePreview,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminMessagePath } from './admin-messages-keys';

/** `POST /api/admin/notifications/preview`: recipients and the rendered texts. */
export function usePreviewAdminMessage() {
  return useMutation({
    mutationFn: (body: AdminMessageInput): Promise<AdminMessagePreview> =>
      apiRequest(`${adminMessagePath()}/preview`, {
        method: 'POST',
        body,
        schema: adminMessagePreview,
        handled: true,
      }),
  });
}
