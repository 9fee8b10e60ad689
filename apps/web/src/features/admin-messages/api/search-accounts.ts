import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminAccountPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminMessagesKeys } from './admin-messages-keys';

/** Suggestions the lookup offers at most. */
const ACCOUNT_SUGGESTIONS = 8;
/** Fewer characters match too many accounts to be worth a suggestion list. */
export const ACCOUNT_SEARCH_MIN = 2;

/** `GET /api/admin/users?search=…`: the open accounts whose name or email matches. */
export function useAccountSearch(search: string) {
  return useQuery({
    queryKey: adminMessagesKeys.accountSearch(search),
    queryFn: ({ signal }) =>
      apiRequest('/admin/users', {
        query: { search, limit: ACCOUNT_SUGGESTIONS },
        schema: adminAccountPage,
        signal,
      }),
    enabled: search.length >= ACCOUNT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}
