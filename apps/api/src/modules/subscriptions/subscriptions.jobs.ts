import type { JobDefinition } from '../../jobs/job-runner';
import type { SubscriptionsService } from './subscriptions.service';

/**
 * Renewals due, daily retries of those in grace and "your trial ends soon" notices, looked for
 * every ten minutes: a renewal's ledger key makes a repeat charge nothing twice.
 */
export const renewDueJob = (subscriptions: SubscriptionsService): JobDefinition => ({
  name: 'subscriptions.renew-due',
  schedule: '*/10 * * * *',
  run: async () => {
    await subscriptions.renewDue();
  },
});
