import type { EshopCatalogMapping, StoreProduct } from '@bazaar/contracts';
import { NotFoundError } from '../../errors';
import { clientOf, grantOf, identityOf } from './connection-grants';
import type { EshopContext } from './eshop-context';
import type { StoreSource } from './importing-port';

/** A product type rule first, then a collection rule, then the default. */
export function catalogNodeByMapping(
  mapping: EshopCatalogMapping,
  product: Pick<StoreProduct, 'product_type' | 'collections'>,
): string | null {
  const type = product.product_type?.trim().toLowerCase();
  const byType = type
    ? mapping.rules.find(
        (rule) => rule.source === 'product_type' && rule.value.trim().toLowerCase() === type,
      )
    : undefined;
  if (byType) return byType.catalog_node_id;
  const collectionIds = new Set(product.collections.map((collection) => collection.id));
  const byCollection = mapping.rules.find(
    (rule) => rule.source === 'collection' && collectionIds.has(rule.value),
  );
  return byCollection?.catalog_node_id ?? mapping.default_catalog_node_id;
}

/** What importing reads of a platform's stores, per connection. */
export function connectionStoreSource(
  deps: Pick<EshopContext, 'repository' | 'sealer' | 'clock' | 'installers'>,
): StoreSource {
  const { repository } = deps;
  return {
    async sellerOf(connectionId) {
      const row = /^[0-9a-f-]{36}$/i.test(connectionId)
        ? await repository.connection(connectionId)
        : undefined;
      return row && row.state === 'connected' ? row.sellerId : null;
    },
    async storeNameOf(connectionId) {
      const row = await repository.connection(connectionId);
      if (!row) throw new NotFoundError('This e-shop connection does not exist.');
      return row.storeName;
    },
    async fetchPage(connectionId, cursor) {
      const { row, tokens } = await grantOf(deps, connectionId);
      return clientOf(deps.installers, row).fetchProducts(identityOf(row), tokens, cursor);
    },
    async fetchOne(connectionId, externalId) {
      const { row, tokens } = await grantOf(deps, connectionId);
      return clientOf(deps.installers, row).fetchProduct(identityOf(row), tokens, externalId);
    },
    async synced(connectionId) {
      await repository.updateConnection(connectionId, { lastSyncedAt: deps.clock.now() });
    },
    async catalogNodeFor(connectionId, product) {
      const mapping = await repository.mapping(connectionId);
      if (!mapping) return null;
      return catalogNodeByMapping(
        { rules: mapping.rules, default_catalog_node_id: mapping.defaultCatalogNodeId },
        product,
      );
    },
  };
}
