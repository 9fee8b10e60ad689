import type { JobDefinition } from '../../jobs/job-runner';
import type { StatisticsService } from './statistics.service';

/** Who viewed what is forgotten after a week, once a day; the daily figures stay. */
export const purgeOldViewVisitsJob = (statistics: StatisticsService): JobDefinition => ({
  name: 'statistics.purge-view-visits',
  schedule: '41 3 * * *',
  run: async () => {
    await statistics.purgeOldVisits();
  },
});
