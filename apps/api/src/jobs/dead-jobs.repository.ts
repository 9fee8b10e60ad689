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
}

interface DeadJobRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: Date;
  completed_on: Date;
}

function errorMessageOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return null;
}

/**
 * Reads pg-boss's own tables (schema `pgboss`): a job whose last try failed stays there in the
 * `failed` state (first in the queue's table, then in the archive), which is the dead-letter
 * state of this runner.
 */
export function createDeadJobsRepository(executeSql: ExecuteSql) {
  return {
    /** Dead jobs, most recently failed first. */
    async list(limit = 100): Promise<DeadJob[]> {
      const columns = 'id, name, data, output, retry_count, created_on, completed_on';
      const { rows } = await executeSql(
        `SELECT ${columns} FROM pgboss.job WHERE state = 'failed'
         UNION ALL
         SELECT ${columns} FROM pgboss.archive WHERE state = 'failed'
         ORDER BY completed_on DESC, id
         LIMIT $1`,
        [limit],
      );
      return (rows as DeadJobRow[]).map((row) => ({
        id: row.id,
        name: row.name,
        data: row.data,
        error: errorMessageOf(row.output),
        retryCount: row.retry_count,
        createdAt: row.created_on,
        failedAt: row.completed_on,
      }));
    },
  };
}

export type DeadJobsRepository = ReturnType<typeof createDeadJobsRepository>;
