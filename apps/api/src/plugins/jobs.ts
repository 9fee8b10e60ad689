import fp from 'fastify-plugin';
import type { ProcessRole } from '../config';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: modules `define` their jobs while the app is built, and `send` them. */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** An "api" process sends jobs but does not work them; "all" and "worker" do. */
  role: ProcessRole;
  /** Whether schedules send their jobs. */
  scheduledJobs: boolean;
  /** How long closing waits for running jobs. */
  stopTimeoutMs: number;
}

/**
 * The job runner on the app's database (ADR 0043). It starts once every module has defined its
 * jobs (when the app is ready) and stops before the database closes.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const jobs = createJobRunner({
      executeSql: app.executeSql,
      embedded: app.dbDriver === 'pglite',
      works: options.role !== 'api',
      scheduled: options.scheduledJobs,
      log: app.log,
      stopTimeoutMs: options.stopTimeoutMs,
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    // onClose hooks run last-added first: this one before the database plugin's.
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
