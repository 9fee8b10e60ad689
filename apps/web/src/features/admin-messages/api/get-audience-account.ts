import { useQuery } from '@tanstack/react-query';
import { adminAccount } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminMessagesKeys } from './admin-messages-keys';

/** `GET /api/admin/users/<id>`: the account a scheduled message names, to show who it is. */
export function useAudienceAccount(id: string) {
  return useQuery({
    queryKey: adminMessagesKeys.account(id),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users/${encodeURIComponent(id)}`, { schema: adminAccount, signal }),
    enabled: id !== '',
  });
}
