import type { JobDefinition } from '../../jobs/job-runner';
import type { ListingsService } from './listings.service';

/** Pictures and documents nobody saved with a listing go a day after their upload. */
export const purgeUnattachedUploadsJob = (listings: ListingsService): JobDefinition => ({
  name: 'listings.purge-unattached-uploads',
  schedule: '17 * * * *',
  run: async () => {
    await listings.purgeUnattachedUploads();
  },
});
