import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditEntryPage, type AuditEntryPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { auditApiQuery, type AuditFilters } from '../filters';
import { userManagerKeys } from './user-manager-keys';

export const AUDIT_PAGE_SIZE = 25;

/** `GET /api/admin/audit-entries`: the administrators' trail, newest first. */
export function getAuditEntries(
  filters: AuditFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuditEntryPage> {
  return apiRequest('/admin/audit-entries', {
    query: { ...auditApiQuery(filters), limit: AUDIT_PAGE_SIZE, cursor },
    schema: auditEntryPage,
    signal,
  });
}

export function useAuditEntries(filters: AuditFilters) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: userManagerKeys.auditList(filters),
      queryFn: ({ pageParam, signal }) => getAuditEntries(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
}
