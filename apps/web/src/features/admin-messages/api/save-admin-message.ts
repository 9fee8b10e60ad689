import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessage, type AdminMessage, type AdminMessageInput } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminMessagePath, adminMessagesKeys } from './admin-messages-keys';

/** Create (`id` unset) or change a scheduled message; the history refreshes after. */
export function useSaveAdminMessage(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMessageInput): Promise<AdminMessage> =>
      apiRequest(adminMessagePath(id), {
        method: id ? 'PUT' : 'POST',
        body,
        schema: adminMessage,
        handled: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminMessagesKeys.all }),
  });
}
