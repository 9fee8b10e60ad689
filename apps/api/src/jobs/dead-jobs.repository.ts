import type { ExecuteSql } from '../db/client';

/** A job that failed its last try: what administrators look at to retry or fix it. */
export interface DeadJob {
  id: string;
  name: string;
  data: unknown;
  /** The last try's error message (or pg-boss's reason, e.g. a timeout). */
  error: string | null;
  retryCount: number;
  createdAt: Date;
  failedAt: Date;
  /** When it failed, to the microsecond, as a page's cursor needs it. */
  position: DeadJobPosition;
}

/** Where the next page of dead jobs starts: after this job, most recently failed first. */
export interface DeadJobPosition {
  failedAt: string;
  id: string;
}

export interface DeadJobFilter {
  name?: string;
  after?: DeadJobPosition;
  limit?: number;
}

/** How many jobs of one queue wait, run and are dead. */
export interface QueueDepth {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

interface DeadJobRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: Date;
  completed_on: Date;
  failed_key: string;
}

function errorMessageOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return null;
}

const toDeadJob = (row: DeadJobRow): DeadJob => ({
  id: row.id,
  name: row.name,
  data: row.data,
  error: errorMessageOf(row.output),
  retryCount: row.retry_count,
  createdAt: new Date(row.created_on),
  failedAt: new Date(row.completed_on),
  position: { failedAt: row.failed_key, id: row.id },
});

const COLUMNS = `id, name, data, output, retry_count, created_on, completed_on,
  to_char(completed_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS failed_key`;

/**
 * Reads pg-boss's own tables (schema `pgboss`): a job whose last try failed stays in its queue's
 * table in the `failed` state, the dead-letter state of this runner, until pg-boss deletes it
 * two weeks after it failed.
 */
export function createDeadJobsRepository(executeSql: ExecuteSql) {
  return {
    /** Dead jobs, most recently failed first. */
    async list({ name, after, limit = 100 }: DeadJobFilter = {}): Promise<DeadJob[]> {
      const { rows } = await executeSql(
        `SELECT ${COLUMNS} FROM pgboss.job
         WHERE state = 'failed'
           AND ($1::text IS NULL OR name = $1)
           AND ($2::timestamptz IS NULL OR (completed_on, id) < ($2::timestamptz, $3::uuid))
         ORDER BY completed_on DESC, id DESC
         LIMIT $4`,
        [name ?? null, after?.failedAt ?? null, after?.id ?? null, limit],
      );
      return (rows as DeadJobRow[]).map(toDeadJob);
    },

    /** One dead job. */
    async find(id: string): Promise<DeadJob | undefined> {
      const { rows } = await executeSql(
        `SELECT ${COLUMNS} FROM pgboss.job WHERE state = 'failed' AND id = $1`,
        [id],
      );
      const [row] = rows as DeadJobRow[];
      return row && toDeadJob(row);
    },

    /** The ids of one queue's dead jobs. */
    async idsOf(name: string): Promise<string[]> {
      const { rows } = await executeSql(
        `SELECT id FROM pgboss.job WHERE state = 'failed' AND name = $1`,
        [name],
      );
      return (rows as { id: string }[]).map((row) => row.id);
    },

    /**
     * Every queue the runner defined, with its jobs counted by state, queues with dead jobs first. pg-boss's own queues (`__pgboss__…`) are not the app's.
     */
    async queueDepths(): Promise<QueueDepth[]> {
      const { rows } = await executeSql(
        `SELECT queue.name,
                count(job.id) FILTER (WHERE job.state IN ('created', 'retry')) AS queued,
                count(job.id) FILTER (WHERE job.state = 'active') AS active,
                count(job.id) FILTER (WHERE job.state = 'failed') AS failed
         FROM pgboss.queue queue
         LEFT JOIN pgboss.job job ON job.name = queue.name
         WHERE queue.name NOT LIKE '\\_\\_pgboss%'
         GROUP BY queue.name
         ORDER BY failed DESC, queue.name`,
        [],
      );
      return (rows as { name: string; queued: string; active: string; failed: string }[]).map(
        (row) => ({
          name: row.name,
          queued: Number(row.queued),
          active: Number(row.active),
          failed: Number(row.failed),
        }),
      );
    },
  };
}

export type DeadJobsRepository = ReturnType<typeof createDeadJobsRepository>;
