import { ESHOP_REMOVED_BY_PLATFORM, type StorePlatform } from '@bazaar/contracts';
import type { EshopConnectionRow } from '../../db/schema/eshop-integrations';
import { connectionStoreSource } from './connection-store-source';
import type { EshopContext } from './eshop-context';
import type { ImportingPort } from './importing-port';

export const SYNC_PRODUCT_JOB = 'eshop-integrations.sync-product';

export interface SyncProductJobData {
  connectionId: string;
  externalId: string;
  deleted: boolean;
}

const platformNames: Record<StorePlatform, string> = {
  shopify: 'Shopify',
  shopline: 'Shopline',
  bigcommerce: 'BigCommerce',
};

function removedNotice(connection: EshopConnectionRow) {
  const platformName = platformNames[connection.platform as StorePlatform] ?? connection.platform;
  return {
    type: 'eshop_integration' as const,
    subtype: ESHOP_REMOVED_BY_PLATFORM,
    title: `Your ${platformName} store was disconnected`,
    body: `${connection.storeName} removed the Bazaar app on ${platformName}. Its products are no longer synchronised; the listings imported from it are paused.`,
    link: '/profile/e-shop-integration',
    metadata: { eshop_id: connection.id, platform: connection.platform },
  };
}

/** A product webhook: its sync is queued for the store's live connection, if there is one. */
export async function queueProductSync(
  { repository, jobs }: Pick<EshopContext, 'repository' | 'jobs'>,
  platform: StorePlatform,
  storeKey: string,
  externalId: string,
  deleted: boolean,
): Promise<void> {
  const live = await repository.liveConnection(platform, storeKey);
  if (!live) return;
  await jobs.send<SyncProductJobData>(SYNC_PRODUCT_JOB, {
    connectionId: live.id,
    externalId,
    deleted,
  });
}

function importingService(importing: EshopContext['importing']): ImportingPort {
  const service = importing();
  if (!service) throw new Error('the importing module is not registered');
  return service;
}

/** The sync-product job: the product as the store has it now, or its removal. */
export async function syncProduct(
  deps: Pick<EshopContext, 'repository' | 'sealer' | 'clock' | 'installers' | 'importing'>,
  { connectionId, externalId, deleted }: SyncProductJobData,
): Promise<void> {
  const row = await deps.repository.connection(connectionId);
  if (!row || row.state !== 'connected') return;
  const platform = row.platform as StorePlatform;
  const product = deleted
    ? null
    : await connectionStoreSource(deps).fetchOne(connectionId, externalId);
  if (product) {
    await importingService(deps.importing).applyStoreProduct(
      row.sellerId,
      platform,
      connectionId,
      product,
    );
  } else {
    await importingService(deps.importing).removeStoreProduct(
      row.sellerId,
      platform,
      connectionId,
      externalId,
    );
  }
}

/**
 * The app was removed on the platform: the store's imported listings are paused, the
 * connection is `removed_by_platform` and the seller is told once. A repeat does nothing.
 */
export async function uninstalled(
  { repository, importing, notifications, clock }: EshopContext,
  platform: StorePlatform,
  storeKey: string,
): Promise<void> {
  const live = await repository.liveConnection(platform, storeKey);
  if (!live) return;
  // Pausing is idempotent: done first, so a failure leaves the connection live for a retry.
  await importing()?.pauseImportedFrom(live.sellerId, platform, live.id);
  const ended = await repository.endLive(live.id, 'removed_by_platform', clock.now());
  if (!ended) return;
  await notifications.notifyOnce(
    `eshop-removed:${ended.id}:${ended.connectedAt.toISOString()}`,
    [ended.sellerId],
    removedNotice(ended),
  );
}
