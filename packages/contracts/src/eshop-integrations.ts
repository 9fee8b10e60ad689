import { z } from 'zod';
import { storePlatforms, type StorePlatform } from './enums';

/**
 * E-shop integrations (issue 20, ADR 0064): a seller's connections to stores on Shopify,
 * Shopline and BigCommerce, the install flow's requests, and what the importing page reads
 * (the store's products and the remembered catalog mapping).
 *
 * Routes (all under `/api/eshop-integrations`):
 * - `GET /connections` → {@link eshopConnectionList} (seller)
 * - `POST /:platform/installs` {@link eshopInstallRequest} → {@link eshopInstallResponse}
 * - `POST /claims/:token` → {@link eshopClaimAttachResponse}
 * - `POST /connections/:id/sync` → {@link eshopSyncNowResponse}
 * - `DELETE /connections/:id` → {@link eshopDetachResponse}
 * - `DELETE /connections/:id/listings` → {@link eshopDeleteListingsResponse}
 * - `GET /connections/:id/products?cursor=` → {@link eshopStoreProductsPage}
 * - `GET|PUT /connections/:id/catalog-mapping` → {@link eshopCatalogMapping}
 */

/**
 * The web page saying a platform is not available on this marketplace (no app configured for
 * it): the api sends the browser there from that platform's entry points.
 */
export const eshopPlatformUnavailablePath = (platform: StorePlatform) =>
  `/app/unavailable?platform=${platform}`;

/**
 * `connected` — live; `removed_by_platform` — the merchant uninstalled the app on the platform
 * (imported listings paused); `detached` — the seller detached it in Bazaar.
 */
export const eshopConnectionStates = ['connected', 'removed_by_platform', 'detached'] as const;
export type EshopConnectionState = (typeof eshopConnectionStates)[number];

export const eshopConnection = z.object({
  id: z.uuid(),
  platform: z.enum(storePlatforms),
  store_name: z.string(),
  store_url: z.url(),
  /** What names the store to its platform (the shop domain, the store handle or hash): reconnecting asks for it. */
  store_key: z.string(),
  state: z.enum(eshopConnectionStates),
  connected_at: z.iso.datetime(),
  last_synced_at: z.iso.datetime().nullable(),
  products_imported: z.number().int().nonnegative(),
});
export type EshopConnection = z.infer<typeof eshopConnection>;

export const eshopConnectionList = z.object({ connections: z.array(eshopConnection) });
export type EshopConnectionList = z.infer<typeof eshopConnectionList>;

/**
 * Started from Bazaar by a signed-in seller: `store` is the shop's address or key as the seller
 * typed it (Shopify: `name` or `name.myshopify.com`; Shopline: the handle; BigCommerce: ignored,
 * the platform's app store starts the flow).
 */
export const eshopInstallRequest = z.object({ store: z.string().trim().min(1).max(255) });
export type EshopInstallRequest = z.infer<typeof eshopInstallRequest>;

/** Where the browser goes next: the platform's consent screen (through the api, which sets the state cookie). */
export const eshopInstallResponse = z.object({ authorize_url: z.url() });
export type EshopInstallResponse = z.infer<typeof eshopInstallResponse>;

export const eshopClaimToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/** `POST /claims/:token` — the signed-in seller takes over the store the claim names. */
export const eshopClaimAttachResponse = z.object({ connection: eshopConnection });
export type EshopClaimAttachResponse = z.infer<typeof eshopClaimAttachResponse>;

/** `POST /connections/:id/sync` — a re-sync job is queued. */
export const eshopSyncNowResponse = z.object({ queued: z.literal(true) });
export type EshopSyncNowResponse = z.infer<typeof eshopSyncNowResponse>;

/**
 * `DELETE /connections/:id` — the app's grant is revoked on the platform, the connection is
 * `detached`, and the store's imported listings are paused (`listings_paused` of them); the
 * seller may delete or re-activate them in Manage My Listings.
 */
export const eshopDetachResponse = z.object({
  connection: eshopConnection,
  listings_paused: z.number().int().nonnegative(),
});
export type EshopDetachResponse = z.infer<typeof eshopDetachResponse>;

/**
 * `DELETE /connections/:id/listings` — every listing imported from the store is deleted at once
 * (the seller's choice, typically after the store was removed or detached); the connection stays.
 */
export const eshopDeleteListingsResponse = z.object({
  listings_deleted: z.number().int().nonnegative(),
});
export type EshopDeleteListingsResponse = z.infer<typeof eshopDeleteListingsResponse>;

/** One store product as the importing page lists it (the full product stays on the platform). */
export const eshopStoreProductSummary = z.object({
  external_id: z.string(),
  title: z.string(),
  vendor: z.string().nullable(),
  product_type: z.string().nullable(),
  collections: z.array(z.object({ id: z.string(), title: z.string() })),
  status: z.enum(['active', 'draft', 'archived']),
  currency: z.string(),
  /** The lowest variant price, minor units of `currency`. */
  price_minor: z.number().int().nonnegative(),
  variants_count: z.number().int().positive(),
  quantity: z.number().int().nonnegative(),
  image_url: z.url().nullable(),
  updated_at: z.iso.datetime(),
});
export type EshopStoreProductSummary = z.infer<typeof eshopStoreProductSummary>;

export const eshopStoreProductsQuery = z.object({
  cursor: z.string().min(1).max(2000).optional(),
});

export const eshopStoreProductsPage = z.object({
  products: z.array(eshopStoreProductSummary),
  next_cursor: z.string().nullable(),
  /** The store's product count when the platform tells it. */
  total: z.number().int().nonnegative().nullable(),
});
export type EshopStoreProductsPage = z.infer<typeof eshopStoreProductsPage>;

/** What a mapping rule matches on: the store product's type, or one of its collections (by id). */
export const eshopMappingSources = ['product_type', 'collection'] as const;
export type EshopMappingSource = (typeof eshopMappingSources)[number];

export const eshopCatalogMappingRule = z.object({
  source: z.enum(eshopMappingSources),
  /** The product type's text, or the collection's id. */
  value: z.string().min(1).max(300),
  /** The Bazaar catalog node the matching products go to. */
  catalog_node_id: z.uuid(),
});
export type EshopCatalogMappingRule = z.infer<typeof eshopCatalogMappingRule>;

/** Remembered per connection; a product type rule wins over a collection rule. */
export const eshopCatalogMapping = z.object({
  rules: z.array(eshopCatalogMappingRule).max(500),
  /** Where products no rule matches go; null — the importing module decides. */
  default_catalog_node_id: z.uuid().nullable(),
});
export type EshopCatalogMapping = z.infer<typeof eshopCatalogMapping>;
