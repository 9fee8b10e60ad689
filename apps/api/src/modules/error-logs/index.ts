import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { purgeExpiredErrorLogsJob } from './error-logs.jobs';
import { createErrorLogsRepository } from './error-logs.repository';
import { errorLogsRoutes, serverErrorRecorder } from './error-logs.routes';
import { createErrorLogsService } from './error-logs.service';

export interface ErrorLogsModuleOptions {
  clock: Clock;
}

/** Error reports from the web and the api's own 5xx answers, for administrators. */
export const errorLogsModule = fp<ErrorLogsModuleOptions>(
  async (app, { clock }) => {
    const { users } = app;
    const service = createErrorLogsService({
      repository: createErrorLogsRepository(app.db),
      throttle: app.throttle,
      emailOf: async (userId) => (await users.findOpenById(userId))?.email ?? null,
      clock,
    });
    // The api's own 5xx answers go to the error logs too.
    app.onServerError(serverErrorRecorder(service));
    app.jobs.define(purgeExpiredErrorLogsJob(service));
    await app.register(errorLogsRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'error-logs-module',
    dependencies: ['db', 'jobs', 'errors', 'auth', 'users-module', 'throttle-module'],
  },
);
