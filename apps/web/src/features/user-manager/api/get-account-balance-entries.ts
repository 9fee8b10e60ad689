import { useInfiniteQuery } from '@tanstack/react-query';
import { prepayHistoryPage, type PrepayHistoryPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { SECTION_PAGE_SIZE, sectionPaging } from './account-section-paging';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/payments/history?user_id=`: the balance's entries, newest first. */
export function getAccountBalanceEntries(
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PrepayHistoryPage> {
  return apiRequest('/payments/history', {
    query: { user_id: id, limit: SECTION_PAGE_SIZE, cursor },
    schema: prepayHistoryPage,
    signal,
  });
}

export function useAccountBalanceEntries(id: string) {
  return useInfiniteQuery({
    ...sectionPaging,
    queryKey: userManagerKeys.accountSection(id, 'balance-entries'),
    queryFn: ({ pageParam, signal }) => getAccountBalanceEntries(id, pageParam, signal),
  });
}
