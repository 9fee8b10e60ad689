import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminAccountPage, type AdminAccountPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { accountsApiQuery, type AccountFilters } from '../filters';
import { userManagerKeys } from './user-manager-keys';

/** Rows per page of the accounts grid. */
export const ACCOUNTS_PAGE_SIZE = 25;

/** `GET /api/admin/users`: open accounts, filtered and sorted as the address says. */
export function getAccounts(
  filters: AccountFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminAccountPage> {
  return apiRequest('/admin/users', {
    query: { ...accountsApiQuery(filters), limit: ACCOUNTS_PAGE_SIZE, cursor },
    schema: adminAccountPage,
    signal,
  });
}

export function getAccountsQueryOptions(filters: AccountFilters) {
  return infiniteQueryOptions({
    queryKey: userManagerKeys.accountList(filters),
    queryFn: ({ pageParam, signal }) => getAccounts(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useAccounts(filters: AccountFilters) {
  return useInfiniteQuery({
    ...getAccountsQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
