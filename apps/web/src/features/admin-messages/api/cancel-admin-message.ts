import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessage, type AdminMessage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminMessagePath, adminMessagesKeys } from './admin-messages-keys';

export function useCancelAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<AdminMessage> =>
      apiRequest(`${adminMessagePath(id)}/cancel`, { method: 'POST', schema: adminMessage }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminMessagesKeys.all }),
  });
}
