import type {
  EshopCatalogMapping,
  EshopConnection,
  EshopStoreProductsPage,
  StoreProduct,
} from '@bazaar/contracts';
import { connectionStoreSource } from './connection-store-source';
import type { EshopContext } from './eshop-context';
import { liveOwnConnection, ownConnection, toConnection } from './eshop-connection';

/** A seller's connections, each with how many listings were imported through it. */
export async function sellerConnections(
  { repository, importing }: Pick<EshopContext, 'repository' | 'importing'>,
  sellerId: string,
): Promise<EshopConnection[]> {
  const rows = await repository.connectionsOf(sellerId);
  const counts =
    (await importing()?.countImportedByConnection(rows.map((row) => row.id))) ?? new Map();
  return rows.map((row) => toConnection(row, counts.get(row.id) ?? 0));
}

function toSummary(product: StoreProduct) {
  const prices = product.variants.map((variant) => variant.price_minor);
  return {
    external_id: product.external_id,
    title: product.title,
    vendor: product.vendor,
    product_type: product.product_type,
    collections: product.collections,
    status: product.status,
    currency: product.currency,
    price_minor: Math.min(...prices),
    variants_count: product.variants.length,
    quantity: product.variants.reduce((sum, variant) => sum + variant.quantity, 0),
    image_url: product.image_urls[0] ?? null,
    updated_at: product.updated_at,
  };
}

/** GET /connections/:id/products: a page of the store's products for the importing page. */
export async function storeProducts(
  deps: Pick<EshopContext, 'repository' | 'sealer' | 'clock' | 'installers'>,
  sellerId: string,
  id: string,
  cursor: string | null,
): Promise<EshopStoreProductsPage> {
  const row = await liveOwnConnection(deps.repository, sellerId, id);
  const page = await connectionStoreSource(deps).fetchPage(row.id, cursor);
  return {
    products: page.products.map(toSummary),
    next_cursor: page.nextCursor,
    total: page.total,
  };
}

/** The catalog mapping the importing page remembers for a connection. */
export async function catalogMapping(
  { repository }: Pick<EshopContext, 'repository'>,
  sellerId: string,
  id: string,
): Promise<EshopCatalogMapping> {
  const row = await ownConnection(repository, sellerId, id);
  const mapping = await repository.mapping(row.id);
  return {
    rules: mapping?.rules ?? [],
    default_catalog_node_id: mapping?.defaultCatalogNodeId ?? null,
  };
}

export async function putCatalogMapping(
  { repository, clock }: Pick<EshopContext, 'repository' | 'clock'>,
  sellerId: string,
  id: string,
  mapping: EshopCatalogMapping,
): Promise<EshopCatalogMapping> {
  const row = await ownConnection(repository, sellerId, id);
  await repository.putMapping({
    connectionId: row.id,
    rules: mapping.rules,
    defaultCatalogNodeId: mapping.default_catalog_node_id,
    updatedAt: clock.now(),
  });
  return mapping;
}
