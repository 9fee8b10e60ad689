import { z } from 'zod';

/**
 * The normalized store product (issue 20, ADR 0064): what every e-shop platform client
 * (Shopify, Shopline, BigCommerce) yields, and what the importing module turns into a Shop Hub
 * listing. Prices are integer minor units in the store's currency.
 */
export const storeProduct = z.object({
  /** The platform's product id (a GraphQL gid for Shopify). */
  external_id: z.string().min(1).max(200),
  title: z.string(),
  description_html: z.string(),
  vendor: z.string().nullable(),
  /** What the catalog mapping maps (with the collections). */
  product_type: z.string().nullable(),
  collections: z.array(z.object({ id: z.string(), title: z.string() })),
  status: z.enum(['active', 'draft', 'archived']),
  currency: z.string().regex(/^[A-Z]{3}$/),
  variants: z
    .array(
      z.object({
        external_id: z.string(),
        title: z.string(),
        sku: z.string().nullable(),
        price_minor: z.number().int().nonnegative(),
        quantity: z.number().int().nonnegative(),
      }),
    )
    .min(1),
  image_urls: z.array(z.url()).max(20),
  updated_at: z.iso.datetime(),
});
export type StoreProduct = z.infer<typeof storeProduct>;
