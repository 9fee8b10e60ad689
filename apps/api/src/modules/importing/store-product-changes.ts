import type { StoreImportPlatform, StoreProduct } from '@bazaar/contracts';
import { NotFoundError } from '../../errors';
import { actorOf, reasonsOf, type ImportingServiceDependencies } from './import-run';
import { storeContext, storeProductEntry } from './store-product-entry';
import { sourceOf, type StoreSources } from './store-source';

/*
 * What happens to imported listings when their store changes after an import: a product changed
 * or deleted (webhooks, re-syncs), a store detached or gone.
 */

type ChangeDependencies = Pick<
  ImportingServiceDependencies,
  'repository' | 'accountOf' | 'listings'
>;

/**
 * A product a webhook or a re-sync brought: updated like in a run, no run kept. Only a
 * product imported before is applied; one new to Bazaar is imported only by an import the
 * seller starts (ADR 0063), so a product the seller did not choose never becomes a listing.
 * Answers whether the product was applied.
 */
export async function applyStoreProduct(
  deps: ChangeDependencies &
    Pick<ImportingServiceDependencies, 'withFetchedPictures' | 'pickupAddressOf' | 'log'> & {
      sources: StoreSources;
    },
  sellerId: string,
  platform: StoreImportPlatform,
  connectionId: string,
  product: StoreProduct,
): Promise<boolean> {
  const { repository, log } = deps;
  const links = await repository.linksByKeys(sellerId, platform, [product.external_id]);
  const link = links.get(product.external_id);
  if (!link) return false;
  const actor = await actorOf(deps, sellerId);
  const source = sourceOf(deps.sources, platform);
  const context = await storeContext(deps, sellerId, source, connectionId, platform);
  const entry = await storeProductEntry(deps, actor, {
    platform,
    connectionId,
    source,
    product,
    rowNumber: 1,
    context,
    link,
  });
  if (!entry.save) {
    log.warn({ platform, errors: entry.errors }, 'a store product was not applied');
    return false;
  }
  const [result] = await deps.listings.saveMany(actor, [entry.save], async (tx, results) => {
    const saved = results[0];
    if (saved?.ok && entry.link) {
      await repository.within(tx).upsertLinks([{ ...entry.link, listingId: saved.listingId }]);
    }
  });
  if (result && !result.ok) {
    log.warn({ platform, errors: reasonsOf(result.error) }, 'a store product was not applied');
    return false;
  }
  return true;
}

/** A product deleted in the store: its listing goes. */
export async function removeStoreProduct(
  deps: ChangeDependencies,
  sellerId: string,
  platform: StoreImportPlatform,
  externalId: string,
): Promise<void> {
  const { repository } = deps;
  const link = (await repository.linksByKeys(sellerId, platform, [externalId])).get(externalId);
  if (!link) return;
  const actor = await actorOf(deps, sellerId);
  try {
    await deps.listings.remove(actor, 'catalog', link.listingId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  await repository.deleteLink(link.id);
}

/**
 * Deletes the listings imported from a connection (the seller's choice once a store is gone
 * or detached); a listing already deleted by hand is skipped. Answers how many went.
 */
export async function deleteImportedFrom(
  deps: ChangeDependencies,
  sellerId: string,
  platform: StoreImportPlatform,
  connectionId: string,
): Promise<number> {
  const { repository } = deps;
  const links = await repository.linksOfConnection(sellerId, platform, connectionId);
  if (links.length === 0) return 0;
  const actor = await actorOf(deps, sellerId);
  let deleted = 0;
  for (const link of links) {
    try {
      await deps.listings.remove(actor, 'catalog', link.listingId);
      deleted += 1;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
    await repository.deleteLink(link.id);
  }
  return deleted;
}

/** Pauses the listings imported from a connection (the app was removed); answers how many. */
export async function pauseImportedFrom(
  deps: ChangeDependencies & Pick<ImportingServiceDependencies, 'log'>,
  sellerId: string,
  platform: StoreImportPlatform,
  connectionId: string,
): Promise<number> {
  const links = await deps.repository.linksOfConnection(sellerId, platform, connectionId);
  if (links.length === 0) return 0;
  const actor = await actorOf(deps, sellerId);
  let paused = 0;
  for (const link of links) {
    try {
      await deps.listings.pause(actor, 'catalog', link.listingId);
      paused += 1;
    } catch (error) {
      deps.log.warn({ err: error }, 'an imported listing could not be paused');
    }
  }
  return paused;
}
