import { z } from 'zod';

/*
 * The job runner's health for administrators (issue 21 "job runner health (failed jobs, retry)";
 * spec §6 "error logs"; ADR 0076), shown on `/logs?tab=jobs`. Routes (ADMIN, SUPER_ADMIN), under
 * `/api/admin/jobs`:
 * - `GET /dead` ({@link deadJobListQuery}) → {@link deadJobPage}
 * - `GET /queues` → {@link jobQueueList}
 * - `POST /dead/:id/retry` → {@link jobRetryResult}: one dead job goes back to its queue
 * - `POST /queues/:name/retry` → {@link jobRetryResult}: every dead job of one queue
 */

/** A queue's name as the runner names them: `<module>.<what it does>`. */
export const jobQueueName = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Name a queue as <module>.<job>');

export const DEAD_JOBS_PAGE_MAX = 100;

export const deadJobListQuery = z.object({
  /** One queue's dead jobs. */
  name: jobQueueName.optional(),
  limit: z.coerce.number().int().min(1).max(DEAD_JOBS_PAGE_MAX).default(25),
  cursor: z.string().max(300).optional(),
});
export type DeadJobListQuery = z.input<typeof deadJobListQuery>;

export const deadJob = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** What it was sent with; values of secret-looking keys are replaced by "[redacted]". */
    data: z.unknown(),
    /** The last try's error. */
    error: z.string().nullable(),
    /** Retries it had after its first try. */
    retry_count: z.number().int(),
    created_at: z.iso.datetime(),
    failed_at: z.iso.datetime(),
  })
  .meta({ id: 'DeadJob' });
export type DeadJob = z.infer<typeof deadJob>;

export const deadJobPage = z
  .object({ items: z.array(deadJob), next_cursor: z.string().nullable() })
  .meta({ id: 'DeadJobPage' });
export type DeadJobPage = z.infer<typeof deadJobPage>;

export const jobQueue = z
  .object({
    name: z.string(),
    /** Waiting to run (new, or waiting for their next try). */
    queued: z.number().int(),
    /** Running now. */
    active: z.number().int(),
    /** Dead: failed their last try (kept two weeks, retryable all that time). */
    failed: z.number().int(),
  })
  .meta({ id: 'JobQueue' });
export type JobQueue = z.infer<typeof jobQueue>;

export const jobQueueList = z.object({ items: z.array(jobQueue) }).meta({ id: 'JobQueueList' });
export type JobQueueList = z.infer<typeof jobQueueList>;

export const deadJobParams = z.object({ id: z.uuid() });
export const jobQueueParams = z.object({ name: jobQueueName });

export const jobRetryResult = z
  .object({ retried: z.number().int() })
  .meta({ id: 'JobRetryResult' });
export type JobRetryResult = z.infer<typeof jobRetryResult>;
