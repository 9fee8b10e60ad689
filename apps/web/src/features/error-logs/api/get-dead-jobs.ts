import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { deadJobPage, type DeadJobPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { errorLogsKeys } from './error-logs-keys';

export const DEAD_JOBS_PAGE_SIZE = 25;

/** `GET /api/admin/jobs/dead`: jobs that failed their last try, most recently failed first. */
export function getDeadJobs(
  queue: string | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DeadJobPage> {
  return apiRequest('/admin/jobs/dead', {
    query: { name: queue, limit: DEAD_JOBS_PAGE_SIZE, cursor },
    schema: deadJobPage,
    signal,
  });
}

export function useDeadJobs(queue: string | undefined) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: errorLogsKeys.deadJobs(queue),
      queryFn: ({ pageParam, signal }) => getDeadJobs(queue, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
}
