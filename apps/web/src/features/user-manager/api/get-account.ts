import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAccount, type AdminAccount } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/admin/users/<id>`: one account as the user manager shows it. */
export function getAccount(id: string, signal?: AbortSignal): Promise<AdminAccount> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}`, {
    schema: adminAccount,
    signal,
    handled: true,
  });
}

export function getAccountQueryOptions(id: string) {
  return queryOptions({
    queryKey: userManagerKeys.account(id),
    queryFn: ({ signal }) => getAccount(id, signal),
  });
}

export function useAccount(id: string) {
  return useQuery(getAccountQueryOptions(id));
}
