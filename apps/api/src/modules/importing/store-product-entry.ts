import {
  catalogListingInput,
  type ListingInput,
  type StoreImportPlatform,
  type StoreProduct,
} from '@bazaar/contracts';
import type { ImportedListingRow, ImportedValues } from '../../db/schema/importing';
import type { Actor } from '../listings';
import { reasonsOf, type ImportingServiceDependencies } from './import-run';
import { picturesFor, type ImportEntry } from './save-import-chunk';
import type { StoreSource } from './store-source';
import { storeProductListing } from './store-product-input';

/** Where a store's products come from: the brand of products without a vendor, and the place. */
export interface StoreContext {
  storeName: string;
  location: { zip_code: string; city: string } | null;
}

export async function storeContext(
  { pickupAddressOf }: Pick<ImportingServiceDependencies, 'pickupAddressOf'>,
  sellerId: string,
  source: StoreSource,
  connectionId: string,
  platform: string,
): Promise<StoreContext> {
  const storeName = (await source.storeNameOf?.(connectionId)) ?? platform;
  const location = await pickupAddressOf(sellerId);
  return { storeName, location };
}

/** One store product to import. */
export interface StoreProductToImport {
  platform: StoreImportPlatform;
  connectionId: string;
  source: StoreSource;
  product: StoreProduct;
  rowNumber: number;
  context: StoreContext;
  link: ImportedListingRow | undefined;
}

/** The entry of one store product: its listing input, pictures and link. */
export async function storeProductEntry(
  deps: Pick<ImportingServiceDependencies, 'listings' | 'withFetchedPictures'>,
  actor: Actor,
  { platform, connectionId, source, product, rowNumber, context, link }: StoreProductToImport,
): Promise<ImportEntry> {
  const base = {
    rowNumber,
    key: product.external_id,
    title: product.title.slice(0, 200),
    existed: Boolean(link),
  };
  try {
    const catalogNodeId = await source.catalogNodeFor(connectionId, product);
    const draft = storeProductListing(product, { ...context, catalogNodeId, mediaIds: [] });
    const parsed = catalogListingInput.safeParse(draft.input);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      return { ...base, save: null, errors, link: null };
    }
    const pictures = await picturesFor(deps, actor, product.image_urls, link);
    const input = { ...parsed.data, media_ids: pictures.mediaIds } as ListingInput;
    const lastImported: ImportedValues = {
      description: input.description,
      catalogNodeId: input.catalog_node_id ?? null,
      fingerprint: draft.fingerprint,
      pictures: pictures.digest ?? link?.lastImported.pictures,
    };
    return {
      ...base,
      errors: draft.draftReasons.map((reason) => ({
        field: reason.field,
        message: `Saved as a draft: ${reason.message}`,
      })),
      save: {
        listingId: link?.listingId ?? null,
        input,
        keepMedia: pictures.keepMedia,
        lastImported: link?.lastImported,
      },
      link: {
        sellerId: actor.id,
        source: platform,
        connectionId,
        externalKey: product.external_id,
        lastImported,
      },
    };
  } catch (error) {
    return { ...base, save: null, errors: reasonsOf(error), link: null };
  }
}
