import type { StoreImportPlatform, StoreProduct } from '@bazaar/contracts';
import { ConflictError } from '../../errors';

/** A page of a store's products, as a store source answers it. */
export interface StoreProductPage {
  products: StoreProduct[];
  nextCursor: string | null;
  total: number | null;
}

/** What the e-shop integrations module registers per platform (ADR 0063). */
export interface StoreSource {
  /**
   * The seller a connection belongs to (null: no such connection). The start route checks it;
   * a source without it can't be imported from through the route (only `startStoreImport`).
   */
  sellerOf?(connectionId: string): Promise<string | null>;
  fetchPage(connectionId: string, cursor: string | null): Promise<StoreProductPage>;
  /** A run read the store to its end: the connection is in step with it as of now. */
  synced?(connectionId: string): Promise<void>;
  fetchOne(connectionId: string, externalId: string): Promise<StoreProduct | null>;
  /** The catalog node the seller's mapping gives this product, if any. */
  catalogNodeFor(connectionId: string, product: StoreProduct): Promise<string | null>;
  /** The store's name (the brand of products without a vendor). */
  storeNameOf?(connectionId: string): Promise<string>;
}

/** The store sources registered, by platform. */
export type StoreSources = Map<StoreImportPlatform, StoreSource>;

export function sourceOf(sources: StoreSources, platform: StoreImportPlatform): StoreSource {
  const source = sources.get(platform);
  if (!source) {
    throw new ConflictError(`Importing from ${platform} is not available.`);
  }
  return source;
}

/** Whether the connection is this seller's (and its platform's source is registered). */
export async function ownsConnection(
  sources: StoreSources,
  sellerId: string,
  platform: StoreImportPlatform,
  connectionId: string,
): Promise<boolean> {
  const source = sources.get(platform);
  if (!source?.sellerOf) return false;
  return (await source.sellerOf(connectionId)) === sellerId;
}
