import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobRetryResult, type JobRetryResult } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { errorLogsKeys } from './error-logs-keys';

/** What is retried: one dead job, or every dead job of one queue. */
export type RetryTarget = { job: string } | { queue: string };

/** `POST /api/admin/jobs/dead/{id}/retry`, `POST /api/admin/jobs/queues/{name}/retry`. */
export function retryJobs(target: RetryTarget): Promise<JobRetryResult> {
  const path =
    'job' in target
      ? `/admin/jobs/dead/${encodeURIComponent(target.job)}/retry`
      : `/admin/jobs/queues/${encodeURIComponent(target.queue)}/retry`;
  return apiRequest(path, { method: 'POST', schema: jobRetryResult });
}

/** A retry; afterwards the dead jobs and the queue depths are fetched again. */
export function useRetryJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJobs,
    onSettled: () => queryClient.invalidateQueries({ queryKey: errorLogsKeys.jobs() }),
  });
}
