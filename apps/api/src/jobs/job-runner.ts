import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client';
import { redactedError } from '../lib/loggable-error';

/** How often a job that fails is tried again, and how long it waits in between. */
export interface RetryPolicy {
  /** Tries after the first one; then the job is dead (failed for good). */
  limit: number;
  /** Wait before the first retry, in seconds. */
  delaySeconds: number;
  /** Each further retry waits about twice as long as the one before. */
  backoff: boolean;
}

/** A kind of job a module defines: what it does, when it runs by itself, how it is retried. */
export interface JobDefinition<Data extends object = object> {
  /** The queue's name, `<module>.<what it does>`, e.g. `listings.purge-unattached-uploads`. */
  name: string;
  /** Does the work; a throw (or a run longer than `timeoutSeconds`) fails this try. */
  run(data: Data): Promise<void>;
  /** Cron expression in UTC (five fields, or six with seconds first); unset: only when sent. */
  schedule?: string;
  retry?: Partial<RetryPolicy>;
  /** A run that takes longer counts as failed (default 15 minutes). */
  timeoutSeconds?: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true };
const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
/** Dead jobs stay in the queue's table this long, then in pg-boss's archive for another week. */
const DEAD_JOBS_KEPT_SECONDS = 14 * 24 * 3600;

/** The answer pg-boss reads as "no job affected" (its completion commands count rows). */
const NOTHING_CHANGED = { rows: [{ count: '0' }] };

/** pg-boss's statements that mark worked jobs completed, or failed, by their ids. */
const SETTLES_JOBS_BY_ID =
  /^\s*WITH (results AS \(\s*UPDATE \S+\.job\s+SET completed_on = now\(\)|deleted_jobs AS \(\s*DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN)/;

/** What the runner reports; the app's logger fits. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  executeSql: ExecuteSql;
  /** Whether this process works jobs; an api-only process (PROCESS_ROLE=api) only sends them. */
  works: boolean;
  /** Whether schedules send their jobs (only where jobs are worked; tests turn it off). */
  scheduled: boolean;
  log: JobLog;
  /** How often an idle worker asks for jobs, in seconds (at least 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** How often the schedules are looked at, in seconds (1–45; default 30). */
  cronMonitorIntervalSeconds?: number;
  /** How long stopping waits for running jobs before it fails them back to their queue. */
  stopTimeoutMs?: number;
}

/** When a sent job may start: not before `startAfter` (a moment, or seconds from now). */
export interface SendOptions {
  startAfter?: Date | number;
}

/**
 * The database as pg-boss sees it: the app's, with two answers of its own for what pg-boss 10
 * (its last version for Node 20) does without awaiting, where a rejection would end the process.
 *
 * - After stopping, it completes or fails a job that outlived the stop timeout; by then it has
 *   failed that job back to its queue, and the database may be closing: "nothing changed".
 * - It marks a worked job completed or failed without awaiting it. When the database is away at
 *   that moment (a restart), the statement fails: it is logged and answered "nothing changed".
 *   The job stays active until its timeout and is tried again, as after a crash of the worker.
 */
export function jobRunnerDatabase(
  executeSql: ExecuteSql,
  log: Pick<JobLog, 'error'>,
  stopped: () => boolean,
): { executeSql: ExecuteSql } {
  return {
    async executeSql(text, values) {
      if (stopped()) return NOTHING_CHANGED;
      if (!SETTLES_JOBS_BY_ID.test(text)) return executeSql(text, values);
      try {
        return await executeSql(text, values);
      } catch (error) {
        log.error(
          { err: redactedError(error) },
          'a worked job could not be marked done; it is tried again after its timeout',
        );
        return NOTHING_CHANGED;
      }
    },
  };
}

/**
 * The job runner: pg-boss on the app's own database connections (PGlite or PostgreSQL), so a
 * job is stored, retried and scheduled in the same database as the data it works on. Modules
 * `define` their jobs before the app is ready; `start` then creates the queues, the schedules
 * and (where this process works jobs) the workers.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { log, works } = options;
  const scheduled = works && options.scheduled;
  const definitions = new Map<string, JobDefinition>();
  let bossStopped = false;
  const boss = new PgBoss({
    db: jobRunnerDatabase(options.executeSql, log, () => bossStopped),
    // Maintenance (expiring, archiving) and schedules run only where jobs are worked.
    supervise: works,
    schedule: scheduled,
    archiveFailedAfterSeconds: DEAD_JOBS_KEPT_SECONDS,
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'the job runner failed a step'));
  let state: 'defining' | 'starting' | 'started' | 'stopped' = 'defining';

  async function createQueue(definition: JobDefinition) {
    const retry = { ...DEFAULT_RETRY_POLICY, ...definition.retry };
    const queue = {
      name: definition.name,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    };
    await boss.createQueue(definition.name, queue);
    // An existing queue takes the definition's current retry policy.
    await boss.updateQueue(definition.name, queue);
  }

  /** Writes the definitions' schedules and removes those no definition has any more. */
  async function keepSchedules() {
    for (const { name } of await boss.getSchedules()) {
      if (!definitions.get(name)?.schedule) await boss.unschedule(name);
    }
    for (const definition of definitions.values()) {
      if (definition.schedule) {
        await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
      }
    }
  }

  return {
    /** Adds a kind of job; only before `start`, and each name once. */
    define<Data extends object>(definition: JobDefinition<Data>): void {
      if (state !== 'defining') throw new Error(`job ${definition.name} defined after the start`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
      // The runner hands each job the data it was sent with, which `send` checks by name.
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },

    async start(): Promise<void> {
      if (state !== 'defining') return;
      state = 'starting';
      await boss.start();
      for (const definition of definitions.values()) await createQueue(definition);
      if (scheduled) await keepSchedules();
      if (works) {
        for (const definition of definitions.values()) {
          const worker: { id?: string } = {};
          worker.id = await boss.work<object>(
            definition.name,
            { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async ([job]) => {
              try {
                // pg-boss keeps a failed job's error with every property it has: keep only what
                // the logs may keep (a statement's parameters hold personal data).
                if (job)
                  await definition.run(job.data).catch((error: unknown) => {
                    throw redactedError(error);
                  });
              } finally {
                // A queue that had a job may hold more (the delivery batches of one message):
                // its worker asks again at once; only an empty queue waits the polling interval.
                if (worker.id) boss.notifyWorker(worker.id);
              }
            },
          );
        }
      }
      state = 'started';
      log.info({ jobs: [...definitions.keys()], works, scheduled }, 'job runner started');
    },

    /** Whether `start` has finished: queues exist and (where this process works jobs) workers run. */
    isStarted(): boolean {
      return state === 'started';
    },

    /** Jobs waiting in each defined queue (created or waiting for a retry, not yet active). */
    async queueDepths(): Promise<Array<{ queue: string; depth: number }>> {
      if (state !== 'started') return [];
      return Promise.all(
        [...definitions.keys()].map(async (queue) => ({
          queue,
          depth: await boss.getQueueSize(queue),
        })),
      );
    },

    /** Queues a job of a defined kind; returns its id (null when pg-boss declined a duplicate). */
    async send<Data extends object>(
      name: string,
      data: Data,
      sendOptions: SendOptions = {},
    ): Promise<string | null> {
      if (!definitions.has(name)) throw new Error(`no job is defined as ${name}`);
      if (state !== 'started') throw new Error(`job ${name} sent before the job runner started`);
      const { startAfter } = sendOptions;
      return boss.send(name, data, startAfter === undefined ? {} : { startAfter });
    },

    /**
     * Sends dead jobs of one queue back to it for one more try (pg-boss's retry), on `executeSql`
     * when given (a transaction that records the administrator's action with it). Answers how
     * many went back: only jobs still failed and not yet archived do.
     */
    async retry(name: string, ids: readonly string[], executeSql?: ExecuteSql): Promise<number> {
      if (ids.length === 0) return 0;
      // pg-boss answers what it affected, though its types say void.
      const result = (await boss.retry(
        name,
        [...ids],
        executeSql ? { db: { executeSql: (text, values) => executeSql(text, values) } } : {},
      )) as unknown as { affected: number };
      return result.affected;
    },

    /** Stops working and scheduling; a job still running after the timeout goes back to retry. */
    async stop(): Promise<void> {
      if (state === 'defining' || state === 'stopped') return;
      state = 'stopped';
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 10_000 });
      bossStopped = true;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
