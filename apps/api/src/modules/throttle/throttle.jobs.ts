import type { JobDefinition } from '../../jobs/job-runner';
import type { ThrottleService } from './throttle.service';

/** Rate-limit counters whose window ended go every hour. */
export const purgeStaleThrottleCountersJob = (throttle: ThrottleService): JobDefinition => ({
  name: 'throttle.purge-stale-counters',
  schedule: '41 * * * *',
  run: () => throttle.purgeStale(),
});
