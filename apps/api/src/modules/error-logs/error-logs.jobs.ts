import type { JobDefinition } from '../../jobs/job-runner';
import type { ErrorLogsService } from './error-logs.service';

/** Error logs older than the retention period go once a day. */
export const purgeExpiredErrorLogsJob = (errorLogs: ErrorLogsService): JobDefinition => ({
  name: 'error-logs.purge-expired',
  schedule: '23 3 * * *',
  run: () => errorLogs.purgeExpired(),
});
