import { useInfiniteQuery } from '@tanstack/react-query';
import { adminListingPage, type AdminListingPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { SECTION_PAGE_SIZE, sectionPaging } from './account-section-paging';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/admin/products?owner=`: the account's listings, newest first. */
export function getAccountListings(
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminListingPage> {
  return apiRequest('/admin/products', {
    query: { owner: id, limit: SECTION_PAGE_SIZE, cursor },
    schema: adminListingPage,
    signal,
  });
}

export function useAccountListings(id: string) {
  return useInfiniteQuery({
    ...sectionPaging,
    queryKey: userManagerKeys.accountSection(id, 'listings'),
    queryFn: ({ pageParam, signal }) => getAccountListings(id, pageParam, signal),
  });
}
