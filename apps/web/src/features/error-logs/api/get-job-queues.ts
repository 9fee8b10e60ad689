import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobQueueList, type JobQueueList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { errorLogsKeys } from './error-logs-keys';

/** `GET /api/admin/jobs/queues`: every queue with its queued, active and failed jobs. */
export function getJobQueues(signal?: AbortSignal): Promise<JobQueueList> {
  return apiRequest('/admin/jobs/queues', { schema: jobQueueList, signal });
}

export function useJobQueues() {
  return useQuery(
    queryOptions({
      queryKey: errorLogsKeys.queues(),
      queryFn: ({ signal }) => getJobQueues(signal),
    }),
  );
}
