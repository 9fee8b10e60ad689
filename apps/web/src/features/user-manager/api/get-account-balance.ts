import { useQuery } from '@tanstack/react-query';
import { prepayBalance, type PrepayBalance } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/users/<id>/balance`: the prepaid balance now. */
export function getAccountBalance(id: string, signal?: AbortSignal): Promise<PrepayBalance> {
  return apiRequest(`/users/${encodeURIComponent(id)}/balance`, { schema: prepayBalance, signal });
}

export function useAccountBalance(id: string) {
  return useQuery({
    queryKey: userManagerKeys.accountSection(id, 'balance'),
    queryFn: ({ signal }) => getAccountBalance(id, signal),
  });
}
