import type { JobDefinition } from '../../jobs/job-runner';
import type { AdvertisingService } from './advertising.service';

/**
 * Every minute, the spend views and clicks accrued is charged from the sellers' balances in
 * batches (ADR 0059); a balance too low stops its campaign. Impression tokens used more than a
 * day ago, long expired, are forgotten (ADR 0089).
 */
export const chargeSpendJob = (advertising: AdvertisingService): JobDefinition => ({
  name: 'advertising.charge-spend',
  schedule: '* * * * *',
  run: async () => {
    await advertising.chargeSpend();
    await advertising.purgeUsedTokens();
  },
});
