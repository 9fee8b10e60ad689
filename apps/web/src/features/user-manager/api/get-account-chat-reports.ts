import { useInfiniteQuery } from '@tanstack/react-query';
import { chatReportPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { SECTION_PAGE_SIZE, sectionPaging } from './account-section-paging';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/admin/chat/reports?account_id=`: reports the account made or that are about it. */
export function getAccountChatReports(
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return apiRequest('/admin/chat/reports', {
    query: { account_id: id, limit: SECTION_PAGE_SIZE, cursor },
    schema: chatReportPage,
    signal,
  });
}

export function useAccountChatReports(id: string) {
  return useInfiniteQuery({
    ...sectionPaging,
    queryKey: userManagerKeys.accountSection(id, 'chat-reports'),
    queryFn: ({ pageParam, signal }) => getAccountChatReports(id, pageParam, signal),
  });
}
