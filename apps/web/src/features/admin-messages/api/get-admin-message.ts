import { useQuery } from '@tanstack/react-query';
import { adminMessage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminMessagePath, adminMessagesKeys } from './admin-messages-keys';

export function useAdminMessage(id: string) {
  return useQuery({
    queryKey: adminMessagesKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(adminMessagePath(id), { schema: adminMessage, signal }),
  });
}
