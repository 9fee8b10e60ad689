import type { StoreProduct } from '@bazaar/contracts';
import { z } from 'zod';
import { minorDigits } from '../currency-digits';

/*
 * SHOPLINE's REST Admin API product (`GET /admin/openapi/{version}/products/products.json`,
 * `…/products/{id}.json`) and how it becomes the normalized store product (ADR 0065). Only the
 * fields Bazaar reads are described; SHOPLINE sends more, and ids arrive as strings (they are
 * longer than a JavaScript number holds).
 */

const idText = z.union([z.string().min(1), z.number().int()]).transform(String);
const looseText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const shoplineVariant = z.object({
  id: idText,
  title: looseText,
  sku: looseText,
  price: z.union([z.string(), z.number()]).nullish(),
  inventory_quantity: z.number().nullish(),
  option1: looseText,
  option2: looseText,
  option3: looseText,
});

export const shoplineImage = z.object({ src: z.string().nullish() });

export const shoplineProduct = z.object({
  id: idText,
  title: z.string().nullish(),
  body_html: z.string().nullish(),
  vendor: looseText,
  product_type: looseText,
  status: z.string().nullish(),
  updated_at: z.string().nullish(),
  created_at: z.string().nullish(),
  variants: z.array(shoplineVariant).nullish(),
  images: z.array(shoplineImage).nullish(),
  image: shoplineImage.nullish(),
});
export type ShoplineProduct = z.infer<typeof shoplineProduct>;

export const shoplineProductList = z.object({ products: z.array(z.unknown()) });
export const shoplineProductOne = z.object({ product: z.unknown() });

/** A product SHOPLINE sent that cannot become a store product (named by id, never by content). */
export class ShoplineProductError extends Error {
  constructor(
    readonly productId: string,
    reason: string,
  ) {
    super(`SHOPLINE product ${productId}: ${reason}`);
    this.name = 'ShoplineProductError';
  }
}

/**
 * A decimal price as SHOPLINE writes it ("19.99", "20", 7.5) in integer minor units, without
 * going through binary floating point; null when it is not a non-negative decimal.
 */
export function priceToMinor(price: string | number | null | undefined, digits: number) {
  if (price === null || price === undefined) return null;
  const text = typeof price === 'number' ? price.toFixed(digits) : price.trim();
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  // Digits beyond the currency's minor unit round half up.
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const roundUp = fraction.length > digits && fraction[digits]! >= '5';
  const minor = Number(`${whole}${kept}`) + (roundUp ? 1 : 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** An ISO 8601 time with any offset as UTC `…Z`, or null. */
function utcIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.startsWith('//') ? `https:${value}` : value;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const statuses = { active: 'active', draft: 'draft', archived: 'archived' } as const;

function variantTitle(variant: z.infer<typeof shoplineVariant>): string {
  const options = [variant.option1, variant.option2, variant.option3].filter(
    (option): option is string => !!option && option.trim().length > 0,
  );
  return variant.title?.trim() || options.join(' / ') || 'Default';
}

/**
 * The normalized store product of one SHOPLINE product, in the store's currency, with the
 * collections the caller found it in. Throws {@link ShoplineProductError} for a product with no
 * variant or a price that is not a decimal.
 */
export function normalizeShoplineProduct(
  raw: unknown,
  context: { currency: string; collections: readonly { id: string; title: string }[] },
): StoreProduct {
  const parsed = shoplineProduct.safeParse(raw);
  if (!parsed.success) {
    const id = typeof raw === 'object' && raw && 'id' in raw ? String(raw.id) : 'unknown';
    throw new ShoplineProductError(id, 'not a product object');
  }
  const product = parsed.data;
  const digits = minorDigits(context.currency);
  const variants = (product.variants ?? []).map((variant) => {
    const priceMinor = priceToMinor(variant.price, digits);
    if (priceMinor === null) {
      throw new ShoplineProductError(product.id, `variant ${variant.id} has no valid price`);
    }
    return {
      external_id: variant.id,
      title: variantTitle(variant),
      sku: variant.sku?.trim() || null,
      price_minor: priceMinor,
      quantity: Math.max(0, Math.trunc(variant.inventory_quantity ?? 0)),
    };
  });
  if (variants.length === 0) throw new ShoplineProductError(product.id, 'has no variant');
  const images = [...(product.images ?? []), ...(product.image ? [product.image] : [])]
    .map((image) => httpUrl(image.src))
    .filter((url): url is string => url !== null);
  const status = statuses[(product.status ?? '').toLowerCase() as keyof typeof statuses] ?? 'draft';
  return {
    external_id: product.id,
    title: product.title?.trim() ?? '',
    description_html: product.body_html ?? '',
    vendor: product.vendor?.trim() || null,
    product_type: product.product_type?.trim() || null,
    collections: context.collections.map((c) => ({ id: c.id, title: c.title })),
    status,
    currency: context.currency,
    variants,
    image_urls: [...new Set(images)].slice(0, 20),
    updated_at:
      utcIso(product.updated_at) ?? utcIso(product.created_at) ?? new Date(0).toISOString(),
  };
}

/**
 * The `page_info` of the `rel="next"` address in a `Link` header
 * (`<https://…/products.json?limit=50&page_info=abc>; rel="next", <…>; rel="previous"`), or null
 * on the last page.
 */
export function nextPageInfo(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const match of link.matchAll(/<([^>]+)>\s*;\s*rel="?([a-z]+)"?/gi)) {
    if (match[2]!.toLowerCase() !== 'next') continue;
    try {
      return new URL(match[1]!).searchParams.get('page_info');
    } catch {
      return null;
    }
  }
  return null;
}
