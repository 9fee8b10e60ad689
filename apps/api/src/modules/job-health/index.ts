import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { createDeadJobsRepository } from '../../jobs/dead-jobs.repository';
import { jobHealthRoutes } from './job-health.routes';
import { createJobHealthService } from './job-health.service';

/**
 * The job runner's health for administrators (issue 21, ADR 0076). It owns no table: it reads
 * pg-boss's own and retries through pg-boss.
 */
export const jobHealthModule = fp(
  async (app) => {
    const service = createJobHealthService({
      db: app.db,
      deadJobs: createDeadJobsRepository(app.executeSql),
      jobs: app.jobs,
      audit: app.audit,
    });
    await app.register(jobHealthRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'job-health-module', dependencies: ['db', 'jobs', 'auth', 'audit-module'] },
);
