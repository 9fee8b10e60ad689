import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { healthRoutes } from './health.routes';
import { redisAnswers, type ReadinessCheck } from './readiness-checks';

export { uploadsFolderWritable, type ReadinessCheck } from './readiness-checks';

export interface HealthModuleOptions {
  /** With a Redis URL, readiness checks that Redis answers. */
  redisUrl: string | undefined;
  /** Whether media storage works; default: the uploads folder is writable. */
  storage: ReadinessCheck;
  metricsToken: string | undefined;
}

/**
 * GET /api/health/live, /api/health/ready and /api/metrics (ADR 0079): what a load balancer,
 * an orchestrator and Prometheus ask each api instance.
 */
export const healthModule = fp<HealthModuleOptions>(
  async (app, options) => {
    await app.register(healthRoutes, {
      prefix: API_PREFIX,
      metricsToken: options.metricsToken,
      checks: {
        database: () => app.databaseHealth.ping(),
        redis: options.redisUrl ? redisAnswers(options.redisUrl) : undefined,
        storage: options.storage,
        jobs: async () => {
          if (!app.jobs.isStarted()) throw new Error('the job runner has not started');
        },
      },
    });
  },
  { name: 'health-module', dependencies: ['auth', 'db', 'jobs', 'metrics'] },
);
