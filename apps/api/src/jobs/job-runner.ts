import { PgBoss } from 'pg-boss';
import type { ExecuteSql } from '../db/client';
import { redactedError } from '../lib/loggable-error';
import { movePgBoss10Jobs, pgBoss10JobsLeft, setAsidePgBoss10Schema } from './pg-boss-10-upgrade';

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
/** Dead jobs (and finished ones) stay this long after they ended, then pg-boss deletes them. */
const ENDED_JOBS_KEPT_SECONDS = 14 * 24 * 3600;

/** What the runner reports; the app's logger fits. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  executeSql: ExecuteSql;
  /** The database is the embedded PGlite: pg-boss is told (its `pglite` backend). */
  embedded?: boolean;
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
 * The job runner: pg-boss on the app's own database connections (PGlite or PostgreSQL), so a
 * job is stored, retried and scheduled in the same database as the data it works on. Modules
 * `define` their jobs before the app is ready; `start` then creates the queues, the schedules
 * and (where this process works jobs) the workers.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { log, works } = options;
  const scheduled = works && options.scheduled;
  const definitions = new Map<string, JobDefinition>();
  const boss = new PgBoss({
    db: { executeSql: options.executeSql },
    backend: options.embedded ? 'pglite' : 'postgres',
    // Maintenance (expiring, deleting) and schedules run only where jobs are worked.
    supervise: works,
    schedule: scheduled,
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
      deleteAfterSeconds: ENDED_JOBS_KEPT_SECONDS,
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
      await setAsidePgBoss10Schema(options.executeSql);
      await boss.start();
      for (const definition of definitions.values()) await createQueue(definition);
      if (await pgBoss10JobsLeft(options.executeSql)) {
        await movePgBoss10Jobs(options.executeSql);
        log.info({}, "the jobs pg-boss 10 left are moved to the current job runner's tables");
      }
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

    /** Whether this runner defines a kind of job (a dead job of another kind has no worker). */
    defines(name: string): boolean {
      return definitions.has(name);
    },

    /**
     * Sends dead jobs of a defined queue back to it for one more try (pg-boss's retry), on
     * `executeSql` when given (a transaction that records the administrator's action with it).
     * Answers how many went back: only jobs still failed (not yet deleted) do. pg-boss reads a
     * queue it has not cached on its own connection: inside a transaction on PGlite's one
     * connection that would wait forever, and the queues this runner defines are cached at start.
     */
    async retry(name: string, ids: readonly string[], executeSql?: ExecuteSql): Promise<number> {
      if (!definitions.has(name)) throw new Error(`no job is defined as ${name}`);
      if (state !== 'started') throw new Error(`job ${name} retried before the job runner started`);
      if (ids.length === 0) return 0;
      // pg-boss answers { jobs, requested, affected }, though its type declares no fields.
      const result = (await boss.retry(
        name,
        [...ids],
        executeSql ? { db: { executeSql: (text, values) => executeSql(text, values) } } : {},
      )) as { affected: number };
      return result.affected;
    },

    /** Stops working and scheduling; a job still running after the timeout goes back to retry. */
    async stop(): Promise<void> {
      if (state === 'defining' || state === 'stopped') return;
      state = 'stopped';
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
