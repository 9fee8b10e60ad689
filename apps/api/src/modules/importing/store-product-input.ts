import { createHash } from 'node:crypto';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  MAX_VARIANTS_PER_PRODUCT,
  listingPublishIssues,
  plainText,
  type FieldError,
  type ListingInput,
  type StoreProduct,
} from '@bazaar/contracts';

/** Entities a store's HTML commonly carries; anything else stays as written. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
};

/** A store's HTML description as plain text: block ends become line breaks, markup goes. */
export function descriptionText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ');
  const text = plainText(withBreaks).replace(
    /&(amp|lt|gt|quot|#39|apos|nbsp);/g,
    (e) => ENTITIES[e] ?? e,
  );
  return text.length > LISTING_DESCRIPTION_MAX ? text.slice(0, LISTING_DESCRIPTION_MAX) : text;
}

/** What the import knows besides the product. */
export interface StoreProductContext {
  storeName: string;
  /** The catalog node the seller's mapping gives the product, if any. */
  catalogNodeId: string | null;
  /** The seller's pickup address: where the listing is. */
  location: { zip_code: string; city: string } | null;
  /** Pictures already uploaded for it (in the product's order). */
  mediaIds: string[];
}

export interface StoreListing {
  input: ListingInput;
  /** Why the listing is saved as a draft, not published (nothing when it goes out). */
  draftReasons: FieldError[];
  /** A digest of what the store owns, to skip products that didn't change. */
  fingerprint: string;
}

const variantName = (title: string, index: number) =>
  (title.trim() && title.trim() !== 'Default Title' ? title.trim() : `Variant ${index + 1}`).slice(
    0,
    80,
  );

/**
 * The Shop Hub listing a store product becomes: title, plain-text description, variants with
 * their SKU, price and stock (the lowest price is the product's), brand = vendor or the store's
 * name, SKU = the first variant's or the product's id. It is published when the store shows it
 * (status active) and everything publishing needs is there; otherwise it is saved as a draft.
 */
export function storeProductListing(
  product: StoreProduct,
  context: StoreProductContext,
): StoreListing {
  const variants = product.variants.slice(0, MAX_VARIANTS_PER_PRODUCT).map((variant, index) => ({
    name: variantName(variant.title, index),
    sku: variant.sku?.trim().slice(0, 64) || null,
    price: { amount_minor: variant.price_minor, currency: product.currency },
    quantity: Math.min(variant.quantity, 1_000_000),
  }));
  const lowest = Math.min(...product.variants.map((v) => v.price_minor));
  const title = product.title.trim().slice(0, LISTING_TITLE_MAX);
  const sku = (product.variants[0]?.sku?.trim() || product.external_id).slice(0, 64);
  const input: ListingInput = {
    section: 'catalog',
    draft_state: 'sent',
    catalog_node_id: context.catalogNodeId,
    title,
    description: descriptionText(product.description_html),
    price: { amount_minor: lowest, currency: product.currency },
    negotiable: false,
    quantity: variants.reduce((sum, v) => sum + v.quantity, 0),
    location: context.location,
    media_ids: context.mediaIds,
    document_ids: [],
    parameters: {},
    attributes: {
      brand: (product.vendor?.trim() || context.storeName).slice(0, 80),
      sku,
      // One variant without a name of its own is the product itself.
      variants:
        variants.length === 1 && product.variants[0]?.title === 'Default Title' ? [] : variants,
    },
  };
  const draftReasons: FieldError[] =
    product.status === 'active'
      ? listingPublishIssues(input)
      : [{ field: 'status', message: `The product is ${product.status} in the store` }];
  if (draftReasons.length > 0) input.draft_state = 'draft';
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        product.title,
        product.description_html,
        product.vendor,
        product.status,
        product.currency,
        product.variants,
        product.image_urls,
        context.catalogNodeId,
      ]),
    )
    .digest('base64url');
  return { input, draftReasons, fingerprint };
}

/** A digest of a product's pictures: unchanged pictures are not fetched again. */
export function picturesDigest(urls: readonly string[]): string {
  return createHash('sha256').update(urls.join('\n')).digest('base64url');
}
