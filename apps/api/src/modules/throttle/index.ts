import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';
import { purgeStaleThrottleCountersJob } from './throttle.jobs';
import { createThrottleRepository } from './throttle.repository';
import { createThrottleService, type ThrottleService } from './throttle.service';

export { throttleRules } from './throttle.rules';
export type { ThrottleService } from './throttle.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts attempts per rule and refuses those over its limit (throttle module). */
    throttle: ThrottleService;
  }
}

export interface ThrottleModuleOptions {
  clock: Clock;
  exemptIps: readonly string[];
}

/** Throttling of attempts (sign-ins, codes, uploads, messages), on the database. */
export const throttleModule = fp<ThrottleModuleOptions>(
  async (app, { clock, exemptIps }) => {
    const throttle = createThrottleService(createThrottleRepository(app.db), clock, { exemptIps });
    app.decorate('throttle', throttle);
    app.jobs.define(purgeStaleThrottleCountersJob(throttle));
  },
  { name: 'throttle-module', dependencies: ['db', 'jobs'] },
);
