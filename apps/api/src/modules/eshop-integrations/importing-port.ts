import type { StorePlatform, StoreProduct } from '@bazaar/contracts';
import type { ProductPage } from './platform';

/**
 * What this module asks of the importing module (`app.importing`, issue 20): the part of its
 * service that e-shop integrations call, so this module depends on no more of it (ADR 0064).
 */
export interface StoreSource {
  /** The seller of a live connection (null: none), so importing checks who imports from it. */
  sellerOf?(connectionId: string): Promise<string | null>;
  /** The store's name (the brand of products without a vendor). */
  storeNameOf?(connectionId: string): Promise<string>;
  fetchPage(connectionId: string, cursor: string | null): Promise<ProductPage>;
  /** An import run read the store to its end: the connection is in step with it as of now. */
  synced?(connectionId: string): Promise<void>;
  fetchOne(connectionId: string, externalId: string): Promise<StoreProduct | null>;
  /** The catalog node the connection's remembered mapping sends the product to. */
  catalogNodeFor(connectionId: string, product: StoreProduct): Promise<string | null>;
}

export interface ImportingPort {
  registerStoreSource(platform: StorePlatform, source: StoreSource): void;
  /**
   * A webhook or a re-sync saw the product as it is now: its listing is updated when the product
   * was imported before; a product never imported is left alone (answers false, ADR 0063).
   */
  applyStoreProduct(
    sellerId: string,
    platform: StorePlatform,
    connectionId: string,
    product: StoreProduct,
  ): Promise<boolean>;
  removeStoreProduct(
    sellerId: string,
    platform: StorePlatform,
    connectionId: string,
    externalId: string,
  ): Promise<void>;
  /** How many listings were imported through each of the connections (absent: none). */
  countImportedByConnection(connectionIds: readonly string[]): Promise<Map<string, number>>;
  /** Deletes the listings imported through the connection; answers how many. */
  deleteImportedFrom(
    sellerId: string,
    platform: StorePlatform,
    connectionId: string,
  ): Promise<number>;
  /** Pauses the listings imported through the connection; answers how many. */
  pauseImportedFrom(
    sellerId: string,
    platform: StorePlatform,
    connectionId: string,
  ): Promise<number>;
}
