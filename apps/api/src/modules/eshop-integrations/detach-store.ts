import type { EshopConnection, StorePlatform } from '@bazaar/contracts';
import { clientOf, grantOf, identityOf } from './connection-grants';
import type { EshopContext } from './eshop-context';
import { liveOwnConnection, ownConnection, toConnection } from './eshop-connection';

/**
 * DELETE /connections/:id: the app's grant is revoked on the platform (a grant already gone
 * there is fine), the connection is `detached`, and its imported listings are paused.
 */
export async function detachStore(
  deps: Pick<EshopContext, 'repository' | 'sealer' | 'clock' | 'installers' | 'importing' | 'log'>,
  sellerId: string,
  id: string,
): Promise<{ connection: EshopConnection; listings_paused: number }> {
  const { repository } = deps;
  const row = await liveOwnConnection(repository, sellerId, id);
  const platform = row.platform as StorePlatform;
  try {
    const { tokens } = await grantOf(deps, row.id);
    await clientOf(deps.installers, row).revokeGrant(identityOf(row), tokens);
  } catch (error) {
    // The seller asked to detach: Bazaar forgets the grant even when the platform is away.
    deps.log.warn({ connectionId: row.id, err: error }, 'could not revoke an e-shop grant');
  }
  const paused = (await deps.importing()?.pauseImportedFrom(sellerId, platform, row.id)) ?? 0;
  const ended = await repository.endLive(row.id, 'detached', deps.clock.now());
  return {
    connection: toConnection(ended ?? (await ownConnection(repository, sellerId, id))),
    listings_paused: paused,
  };
}

/**
 * DELETE /connections/:id/listings: the listings imported from the store go, whatever the
 * connection's state; the connection stays (a live store's products are not imported again
 * until the seller imports them).
 */
export async function deleteImportedListings(
  { repository, importing }: Pick<EshopContext, 'repository' | 'importing'>,
  sellerId: string,
  id: string,
): Promise<{ listings_deleted: number }> {
  const row = await ownConnection(repository, sellerId, id);
  const service = importing();
  const deleted = service
    ? await service.deleteImportedFrom(sellerId, row.platform as StorePlatform, row.id)
    : 0;
  return { listings_deleted: deleted };
}
