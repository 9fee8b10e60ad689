import { type ErrorLogFilters } from '../filters';

/** Query keys of the error-logs feature: every key starts with `['error-logs']`. */
export const errorLogsKeys = {
  all: ['error-logs'] as const,
  lists: () => [...errorLogsKeys.all, 'list'] as const,
  list: (filters: ErrorLogFilters) => [...errorLogsKeys.lists(), filters] as const,
  details: () => [...errorLogsKeys.all, 'details'] as const,
  detail: (id: string) => [...errorLogsKeys.details(), id] as const,
  /** The job runner's health (the jobs tab). */
  jobs: () => [...errorLogsKeys.all, 'jobs'] as const,
  deadJobs: (queue: string | undefined) =>
    [...errorLogsKeys.jobs(), 'dead', queue ?? null] as const,
  queues: () => [...errorLogsKeys.jobs(), 'queues'] as const,
};
