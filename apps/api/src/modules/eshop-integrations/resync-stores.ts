import type { StorePlatform } from '@bazaar/contracts';
import { REFRESH_AHEAD_MS, refreshGrant } from './connection-grants';
import { connectionStoreSource } from './connection-store-source';
import type { EshopContext } from './eshop-context';
import { liveOwnConnection } from './eshop-connection';

export const RESYNC_JOB = 'eshop-integrations.resync';

export interface ResyncJobData {
  connectionId: string;
}

/** POST /connections/:id/sync: a re-sync of the store's products is queued. */
export async function syncNow(
  { repository, jobs }: Pick<EshopContext, 'repository' | 'jobs'>,
  sellerId: string,
  id: string,
): Promise<void> {
  const row = await liveOwnConnection(repository, sellerId, id);
  await jobs.send<ResyncJobData>(RESYNC_JOB, { connectionId: row.id });
}

/**
 * The re-sync job: every product of the store goes through importing, which updates those
 * imported (catching webhooks that never arrived) and leaves the others alone (ADR 0063).
 */
export async function resync(
  deps: Pick<EshopContext, 'repository' | 'sealer' | 'clock' | 'installers' | 'importing'>,
  { connectionId }: ResyncJobData,
): Promise<void> {
  const { repository } = deps;
  const row = await repository.connection(connectionId);
  if (!row || row.state !== 'connected') return;
  const service = deps.importing();
  if (!service) return;
  const source = connectionStoreSource(deps);
  const platform = row.platform as StorePlatform;
  let cursor: string | null = null;
  do {
    const page = await source.fetchPage(connectionId, cursor);
    for (const product of page.products) {
      await service.applyStoreProduct(row.sellerId, platform, connectionId, product);
    }
    cursor = page.nextCursor;
  } while (cursor);
  await repository.updateConnection(connectionId, { lastSyncedAt: deps.clock.now() });
}

/** The scheduled re-sync: one job per live connection. */
export async function resyncAll({
  repository,
  jobs,
}: Pick<EshopContext, 'repository' | 'jobs'>): Promise<number> {
  const ids = await repository.liveConnectionIds();
  for (const connectionId of ids) await jobs.send<ResyncJobData>(RESYNC_JOB, { connectionId });
  return ids.length;
}

/** The scheduled refresh: grants expiring within half an hour are renewed now. */
export async function refreshExpiring(
  deps: Pick<EshopContext, 'repository' | 'sealer' | 'clock' | 'installers' | 'log'>,
): Promise<{ refreshed: number; failed: number }> {
  const { repository } = deps;
  const now = deps.clock.now();
  const ids = await repository.expiringConnectionIds(new Date(now.getTime() + REFRESH_AHEAD_MS));
  let refreshed = 0;
  let failed = 0;
  for (const id of ids) {
    try {
      await refreshGrant(deps, id);
      refreshed += 1;
    } catch (error) {
      failed += 1;
      deps.log.warn({ connectionId: id, err: error }, 'could not refresh an e-shop grant');
    }
  }
  await repository.purgeExpired(now, new Date(now.getTime() - 30 * 24 * 3600 * 1000));
  return { refreshed, failed };
}
