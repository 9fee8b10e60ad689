import type { EshopConnection, EshopConnectionState, StorePlatform } from '@bazaar/contracts';
import type { EshopConnectionRow } from '../../db/schema/eshop-integrations';
import { AppError, NotFoundError } from '../../errors';
import type { EshopIntegrationsRepository } from './eshop-integrations.repository';

export function toConnection(row: EshopConnectionRow, productsImported = 0): EshopConnection {
  return {
    id: row.id,
    platform: row.platform as StorePlatform,
    store_name: row.storeName,
    store_url: row.storeUrl,
    store_key: row.storeKey,
    state: row.state as EshopConnectionState,
    connected_at: row.connectedAt.toISOString(),
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    products_imported: productsImported,
  };
}

export async function ownConnection(
  repository: EshopIntegrationsRepository,
  sellerId: string,
  id: string,
): Promise<EshopConnectionRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await repository.connection(id) : undefined;
  if (!row || row.sellerId !== sellerId)
    throw new NotFoundError('This e-shop connection does not exist.');
  return row;
}

export async function liveOwnConnection(
  repository: EshopIntegrationsRepository,
  sellerId: string,
  id: string,
): Promise<EshopConnectionRow> {
  const row = await ownConnection(repository, sellerId, id);
  if (row.state !== 'connected') {
    throw new AppError(
      409,
      'CONFLICT',
      'This e-shop is no longer connected. Connect it again first.',
    );
  }
  return row;
}
