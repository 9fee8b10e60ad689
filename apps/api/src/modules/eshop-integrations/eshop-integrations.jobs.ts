import type { JobDefinition } from '../../jobs/job-runner';
import type { EshopIntegrationsService } from './eshop-integrations.service';
import { RESYNC_JOB, type ResyncJobData } from './resync-stores';
import { SYNC_PRODUCT_JOB, type SyncProductJobData } from './store-webhooks';

/** A product webhook's effect: the product as the store has it now goes through importing. */
export const syncProductJob = (
  service: EshopIntegrationsService,
): JobDefinition<SyncProductJobData> => ({
  name: SYNC_PRODUCT_JOB,
  run: (data) => service.syncProduct(data),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
});

/** "Sync now" and the scheduled re-sync: every product of one store. */
export const resyncJob = (service: EshopIntegrationsService): JobDefinition<ResyncJobData> => ({
  name: RESYNC_JOB,
  run: (data) => service.resync(data),
  timeoutSeconds: 60 * 60,
});

/** Every six hours each live store is re-synced, catching webhooks that never arrived. */
export const resyncAllJob = (service: EshopIntegrationsService): JobDefinition => ({
  name: 'eshop-integrations.resync-all',
  schedule: '23 */6 * * *',
  run: async () => {
    await service.resyncAll();
  },
});

/** Every ten minutes grants expiring within half an hour are refreshed; old installs purged. */
export const refreshTokensJob = (service: EshopIntegrationsService): JobDefinition => ({
  name: 'eshop-integrations.refresh-tokens',
  schedule: '*/10 * * * *',
  run: async () => {
    await service.refreshExpiring();
  },
});
