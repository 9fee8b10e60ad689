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

/**
 * What a verified webhook delivery asks of the core, whatever its platform's payload looked like:
 * a product changed or deleted, the app removed, the store's data to be erased, or nothing.
 */
export type StoreEvent =
  | { kind: 'product-changed' | 'product-deleted'; productId: string }
  | { kind: 'uninstalled' | 'store-redacted' | 'nothing' };

/** A webhook delivery whose signature held: its id (each is handled once) and what it asks. */
export interface StoreWebhook {
  deliveryId: string;
  storeKey: string;
  event: StoreEvent;
}

/**
 * A verified delivery, handled once per delivery id: a repeat does nothing, and a delivery
 * whose handling failed is forgotten, so the platform's retry is handled.
 */
export async function receiveWebhook(
  deps: EshopContext,
  platform: StorePlatform,
  { deliveryId, storeKey, event }: StoreWebhook,
): Promise<void> {
  const { repository, clock } = deps;
  if (!(await repository.recordDelivery(platform, deliveryId, clock.now()))) return;
  try {
    await applyStoreEvent(deps, platform, storeKey, event);
  } catch (error) {
    await repository.forgetDelivery(platform, deliveryId);
    throw error;
  }
}

async function applyStoreEvent(
  deps: EshopContext,
  platform: StorePlatform,
  storeKey: string,
  event: StoreEvent,
): Promise<void> {
  switch (event.kind) {
    case 'product-changed':
    case 'product-deleted':
      return queueProductSync(
        deps,
        platform,
        storeKey,
        event.productId,
        event.kind === 'product-deleted',
      );
    case 'uninstalled':
      return uninstalled(deps, platform, storeKey);
    case 'store-redacted':
      return redactStore(deps, platform, storeKey);
    case 'nothing':
      return;
  }
}

/** shop/redact: every grant and pending install of the store is erased. */
async function redactStore(
  { repository, clock }: Pick<EshopContext, 'repository' | 'clock'>,
  platform: StorePlatform,
  storeKey: string,
): Promise<void> {
  await repository.wipeGrantsOf(platform, storeKey, clock.now());
  await repository.purgeInstallsOf(platform, storeKey);
}

/** A product webhook: its sync is queued for the store's live connection, if there is one. */
async function queueProductSync(
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
