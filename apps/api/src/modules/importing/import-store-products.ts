import type { StoreImportPlatform, StoreImportSelection, StoreProduct } from '@bazaar/contracts';
import type { ProductImportRow } from '../../db/schema/importing';
import type { Actor } from '../listings';
import { pushRun, type ImportingServiceDependencies } from './import-run';
import { saveImportChunk, type ImportEntry } from './save-import-chunk';
import { storeContext, storeProductEntry } from './store-product-entry';
import { sourceOf, type StoreSources } from './store-source';

export type ImportStoreProductsDependencies = Pick<
  ImportingServiceDependencies,
  'repository' | 'listings' | 'withFetchedPictures' | 'pickupAddressOf' | 'pushProgress' | 'log'
> & { sources: StoreSources };

/** Whether a product is in the run's selection. */
function selected(selection: StoreImportSelection, product: StoreProduct): boolean {
  if ('all' in selection) return true;
  if ('collection_ids' in selection) {
    return product.collections.some((c) => selection.collection_ids.includes(c.id));
  }
  return selection.external_ids.includes(product.external_id);
}

/** A store run's products, page by page from the run's cursor. */
export async function importStoreProducts(
  deps: ImportStoreProductsDependencies,
  actor: Actor,
  run: ProductImportRow,
): Promise<ProductImportRow> {
  const platform = run.source as StoreImportPlatform;
  const source = sourceOf(deps.sources, platform);
  const connectionId = run.connectionId!;
  const selection = run.state.selection ?? { all: true };
  const context = await storeContext(deps, run.sellerId, source, connectionId, platform);
  let current = run;
  let cursor = run.state.cursor ?? null;
  let seen = run.state.seen ?? 0;
  for (;;) {
    const page = await source.fetchPage(connectionId, cursor);
    const products = page.products.filter((product) => selected(selection, product));
    const links = await deps.repository.linksByKeys(
      run.sellerId,
      platform,
      products.map((p) => p.external_id),
    );
    const entries: ImportEntry[] = [];
    for (const [index, product] of products.entries()) {
      entries.push(
        await storeProductEntry(deps, actor, {
          platform,
          connectionId,
          source,
          product,
          rowNumber: seen + index + 1,
          context,
          link: links.get(product.external_id),
        }),
      );
    }
    seen += products.length;
    const total =
      'external_ids' in selection
        ? selection.external_ids.length
        : 'all' in selection && page.total !== null
          ? page.total
          : current.total;
    current = await saveImportChunk(deps, actor, current, entries, {
      total: page.nextCursor ? total : Math.max(seen, current.processed + entries.length),
      state: { ...current.state, selection, cursor: page.nextCursor, seen },
    });
    pushRun(deps, current);
    if (!page.nextCursor) {
      await source.synced?.(connectionId);
      return current;
    }
    cursor = page.nextCursor;
  }
}
