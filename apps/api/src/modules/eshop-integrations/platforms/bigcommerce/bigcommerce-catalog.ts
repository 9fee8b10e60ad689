import type { StoreProduct } from '@bazaar/contracts';
import { z } from 'zod';
import { minorDigits } from '../currency-digits';

/**
 * BigCommerce's v3 catalog as Bazaar reads it (ADR 0066), and how a product becomes the
 * normalized store product. Only the fields read are declared; others pass through unread.
 */

const money = z.number().nonnegative();

export const bcVariant = z.object({
  id: z.number().int(),
  sku: z.string().nullish(),
  /** Null when the variant inherits the product's price. */
  price: money.nullish(),
  sale_price: money.nullish(),
  /** The price shoppers see (sale price and price rules applied). */
  calculated_price: money.nullish(),
  inventory_level: z.number().int().nullish(),
  option_values: z
    .array(z.object({ label: z.string(), option_display_name: z.string().nullish() }))
    .nullish(),
});

export const bcImage = z.object({
  id: z.number().int(),
  url_standard: z.string().nullish(),
  url_zoom: z.string().nullish(),
  sort_order: z.number().int().nullish(),
  is_thumbnail: z.boolean().nullish(),
});

export const bcProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string().nullish(),
  sku: z.string().nullish(),
  description: z.string().nullish(),
  price: money,
  sale_price: money.nullish(),
  calculated_price: money.nullish(),
  brand_id: z.number().int().nullish(),
  categories: z.array(z.number().int()).nullish(),
  inventory_level: z.number().int().nullish(),
  /** `none`: stock not tracked; `product`: one level for the product; `variant`: per variant. */
  inventory_tracking: z.enum(['none', 'product', 'variant']).nullish(),
  is_visible: z.boolean().nullish(),
  availability: z.enum(['available', 'disabled', 'preorder']).nullish(),
  date_modified: z.string().nullish(),
  variants: z.array(bcVariant).nullish(),
  images: z.array(bcImage).nullish(),
});
export type BcProduct = z.infer<typeof bcProduct>;

export const bcPagination = z.object({
  total: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  current_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});

export const bcProductList = z.object({
  data: z.array(bcProduct),
  meta: z.object({ pagination: bcPagination }),
});

export const bcProductOne = z.object({ data: bcProduct });

export const bcBrandList = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const bcCategoryList = z.object({
  data: z.array(z.object({ category_id: z.number().int(), name: z.string() })),
});

/** `GET /stores/{hash}/v2/store`: the store's name, address and default currency. */
export const bcStoreInformation = z.object({
  name: z.string(),
  domain: z.string().nullish(),
  secure_url: z.string().nullish(),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
});
export type BcStoreInformation = z.infer<typeof bcStoreInformation>;

/**
 * What an untracked product (`inventory_tracking: none`, "always in stock" on BigCommerce) is
 * imported with: Bazaar listings carry a stock count, so it gets a generous one (ADR 0066).
 */
export const UNTRACKED_STOCK_QUANTITY = 100;

const MAX_IMAGES = 20;

/** A decimal price in `currency` as integer minor units (12.5 USD → 1250, 1200 JPY → 1200). */
export function toMinorUnits(amount: number, currency: string): number {
  const minor = Math.round(amount * 10 ** minorDigits(currency));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : 0;
}

function isoTime(value: string | null | undefined, fallback: Date): string {
  const time = value ? new Date(value) : fallback;
  return Number.isNaN(time.getTime()) ? fallback.toISOString() : time.toISOString();
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Names the catalog page needs besides the products (brands and categories by id). */
export interface CatalogNames {
  brands: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
}

/**
 * The normalized store product of a BigCommerce product: vendor = its brand, collections = its
 * categories (the first one is also the product type the catalog mapping matches on), status
 * `draft` when hidden from the storefront, `archived` when purchasing is disabled.
 */
export function normalizeProduct(
  product: BcProduct,
  currency: string,
  names: CatalogNames,
  now: Date = new Date(),
): StoreProduct {
  const code = currency.toUpperCase();
  const collections = (product.categories ?? [])
    .map((id) => ({ id: String(id), title: names.categories.get(id) }))
    .filter((c): c is { id: string; title: string } => c.title !== undefined);
  const productPrice = product.calculated_price ?? product.sale_price ?? product.price;
  const tracking = product.inventory_tracking ?? 'none';
  const variants = (product.variants ?? []).map((variant, _index, all) => {
    const options = (variant.option_values ?? []).map((option) => option.label).filter(Boolean);
    let quantity: number;
    if (tracking === 'variant') quantity = variant.inventory_level ?? 0;
    else if (tracking === 'product') {
      quantity = all.length === 1 ? (product.inventory_level ?? 0) : (variant.inventory_level ?? 0);
    } else quantity = UNTRACKED_STOCK_QUANTITY;
    return {
      external_id: String(variant.id),
      title: options.length > 0 ? options.join(' / ') : product.name,
      sku: variant.sku || null,
      price_minor: toMinorUnits(
        variant.calculated_price ?? variant.sale_price ?? variant.price ?? productPrice,
        code,
      ),
      quantity: Math.max(0, quantity),
    };
  });
  if (variants.length === 0) {
    // Every product has a base variant on BigCommerce; should one be missing, the product is it.
    variants.push({
      external_id: String(product.id),
      title: product.name,
      sku: product.sku || null,
      price_minor: toMinorUnits(productPrice, code),
      quantity:
        tracking === 'none' ? UNTRACKED_STOCK_QUANTITY : Math.max(0, product.inventory_level ?? 0),
    });
  }
  const images = [...(product.images ?? [])]
    .sort(
      (a, b) =>
        Number(b.is_thumbnail ?? false) - Number(a.is_thumbnail ?? false) ||
        (a.sort_order ?? 0) - (b.sort_order ?? 0),
    )
    .map((image) => httpUrl(image.url_zoom) ?? httpUrl(image.url_standard))
    .filter((url): url is string => url !== null);
  let status: StoreProduct['status'] = 'active';
  if (product.is_visible === false) status = 'draft';
  else if (product.availability === 'disabled') status = 'archived';
  return {
    external_id: String(product.id),
    title: product.name,
    description_html: product.description ?? '',
    vendor: product.brand_id ? (names.brands.get(product.brand_id) ?? null) : null,
    product_type: collections[0]?.title ?? null,
    collections,
    status,
    currency: code,
    variants,
    image_urls: [...new Set(images)].slice(0, MAX_IMAGES),
    updated_at: isoTime(product.date_modified, now),
  };
}
