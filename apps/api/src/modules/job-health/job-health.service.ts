import type {
  DeadJobPage,
  JobQueueList,
  JobRetryResult,
  deadJobListQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { executeSqlIn } from '../../db/execute-sql-in';
import { ConflictError, NotFoundError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { DeadJobsRepository } from '../../jobs/dead-jobs.repository';
import type { JobRunner } from '../../jobs/job-runner';
import { redactJobData } from '../../jobs/redact-job-data';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { AuditService } from '../audit';

type DeadJobListQuery = z.output<typeof deadJobListQuery>;

export interface JobHealthDependencies {
  db: Database;
  deadJobs: DeadJobsRepository;
  jobs: Pick<JobRunner, 'defines' | 'retry'>;
  audit: Pick<AuditService, 'record'>;
}

/** The job runner's health for administrators: dead jobs, queue depths, retries (ADR 0076). */
export function createJobHealthService({ db, deadJobs, jobs, audit }: JobHealthDependencies) {
  /** pg-boss's retry and the audit entry stand or fall together. */
  function retryAudited(
    actor: AuditActor,
    name: string,
    ids: readonly string[],
    subject: string,
    action: 'job.retry' | 'job.retry_queue',
  ): Promise<JobRetryResult> {
    return db.transaction(async (tx) => {
      const retried = await jobs.retry(name, ids, executeSqlIn(tx));
      if (retried > 0) {
        await audit.record(
          {
            ...actor,
            action,
            subject: { type: 'job', id: subject },
            after: { queue: name, retried },
          },
          tx,
        );
      }
      return { retried };
    });
  }

  /** A dead job of a kind Bazaar no longer runs would only go back to a queue nobody works. */
  function assertRunnable(name: string) {
    if (!jobs.defines(name)) {
      throw new ConflictError('Bazaar no longer runs this kind of job, so it cannot be retried.');
    }
  }

  return {
    /** `GET /admin/jobs/dead`: most recently failed first. */
    async deadJobs(query: DeadJobListQuery): Promise<DeadJobPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const rows = await deadJobs.list({
        name: query.name,
        after: after && { failedAt: after.createdAt, id: after.id },
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((job) => ({
          id: job.id,
          name: job.name,
          data: redactJobData(job.data),
          error: job.error,
          retry_count: job.retryCount,
          created_at: job.createdAt.toISOString(),
          failed_at: job.failedAt.toISOString(),
        })),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.position.failedAt, id: last.id })
            : null,
      };
    },

    /** `GET /admin/jobs/queues`. */
    async queues(): Promise<JobQueueList> {
      return { items: await deadJobs.queueDepths() };
    },

    /**
     * `POST /admin/jobs/dead/:id/retry`: 404 for no dead job (retried, or deleted two weeks after
     * it failed), 409 for a kind of job no longer run.
     */
    async retryOne(actor: AuditActor, id: string): Promise<JobRetryResult> {
      const job = await deadJobs.find(id);
      if (!job) throw new NotFoundError('This job is not among the failed jobs (any more).');
      assertRunnable(job.name);
      return retryAudited(actor, job.name, [job.id], job.id, 'job.retry');
    },

    /** `POST /admin/jobs/queues/:name/retry`: every dead job of the queue. */
    async retryQueue(actor: AuditActor, name: string): Promise<JobRetryResult> {
      const ids = await deadJobs.idsOf(name);
      if (ids.length === 0) return { retried: 0 };
      assertRunnable(name);
      return retryAudited(actor, name, ids, name, 'job.retry_queue');
    },
  };
}

export type JobHealthService = ReturnType<typeof createJobHealthService>;
