import {
  isCartSection,
  type CartItem,
  type MarketplaceSection,
  type Money,
  type SellerCart,
} from '@bazaar/contracts';

/** A variant of a Shop Hub product, with its own price and stock. */
export interface CartVariant {
  id: string;
  name: string;
  priceMinor: number;
  currency: string;
  quantity: number;
}

/** A listing as the cart sees it: what decides whether, and at what price, it can be bought. */
export interface CartProduct {
  id: string;
  section: MarketplaceSection;
  title: string;
  priceMinor: number | null;
  currency: string | null;
  quantity: number;
  /** Active and published, and its owner's account is active. */
  isOnSale: boolean;
  /** It was published once; a listing that never was is nobody's business but its owner's. */
  wasPublished: boolean;
  seller: SellerCart['seller'];
  image: CartItem['product']['image'];
  variants: readonly CartVariant[];
}

/** Why a product (and variant) cannot go into a cart. */
export type CartRefusal = 'not_for_cart' | 'not_on_sale' | 'variant_required' | 'variant_unknown';

export type CartOffer =
  | { ok: true; variant: CartVariant | null; price: Money; stock: number }
  | { ok: false; refusal: CartRefusal; variant: CartVariant | null };

/**
 * What a product (and variant) can be bought at now: its price (the variant's, for variants)
 * and its stock, or why it cannot be bought at all. A sold-out product is still offered, with
 * stock 0: it stays in carts and shows as sold out.
 */
export function offerOf(product: CartProduct, variantId: string | null): CartOffer {
  const variant =
    variantId === null ? null : (product.variants.find((v) => v.id === variantId) ?? null);
  const refuse = (refusal: CartRefusal): CartOffer => ({ ok: false, refusal, variant });
  if (!isCartSection(product.section)) return refuse('not_for_cart');
  if (!product.isOnSale) return refuse('not_on_sale');
  if (variantId !== null && !variant) return refuse('variant_unknown');
  if (variantId === null && product.variants.length > 0) return refuse('variant_required');
  if (variant) {
    return {
      ok: true,
      variant,
      price: { amount_minor: variant.priceMinor, currency: variant.currency },
      stock: variant.quantity,
    };
  }
  // Published listings always have a price; the check keeps a broken row from pricing at 0.
  if (product.priceMinor === null || product.currency === null) return refuse('not_on_sale');
  return {
    ok: true,
    variant: null,
    price: { amount_minor: product.priceMinor, currency: product.currency },
    stock: product.quantity,
  };
}

/** What a cart holds of one product: a signed-in cart's row or a visitor's entry. */
export interface CartEntryLine {
  id: string;
  createdAt: string;
  variantId: string | null;
  quantity: number;
  /** A price agreed with the seller (an accepted offer), which replaces the listing's. */
  agreedPrice?: Money | null;
}

/**
 * The price a line is bought at: the one agreed with the seller when there is one in the
 * listing's currency (an offer is for the product, not a variant), else the live price.
 */
function linePrice(entry: CartEntryLine, live: Money): Money {
  const agreed = entry.agreedPrice;
  return agreed && entry.variantId === null && agreed.currency === live.currency ? agreed : live;
}

const times = (price: Money, quantity: number): Money => ({
  amount_minor: price.amount_minor * quantity,
  currency: price.currency,
});

/**
 * One cart line with the live price and stock. Unavailable lines have no price; sold-out ones
 * keep their price (the listing is still public) but, like unavailable ones, no line total.
 */
export function cartItemOf(entry: CartEntryLine, product: CartProduct): CartItem {
  const live = offerOf(product, entry.variantId);
  const offer = live.ok ? { ...live, price: linePrice(entry, live.price) } : live;
  const common = {
    id: entry.id,
    created_at: entry.createdAt,
    quantity: entry.quantity,
  };
  const productPart = {
    id: product.id,
    variant_id: entry.variantId,
    section: product.section,
    title: product.title,
    variant_name: offer.variant?.name ?? null,
    image: product.image,
  };
  if (!offer.ok) {
    return {
      ...common,
      product: { ...productPart, price: null, available_quantity: 0 },
      availability: 'unavailable',
      line_total: null,
    };
  }
  if (offer.stock <= 0) {
    return {
      ...common,
      product: { ...productPart, price: offer.price, available_quantity: 0 },
      availability: 'sold_out',
      line_total: null,
    };
  }
  return {
    ...common,
    product: { ...productPart, price: offer.price, available_quantity: offer.stock },
    availability: 'available',
    line_total: times(offer.price, entry.quantity),
  };
}

/** Whether a line can be ordered as it stands: available, and no more than the stock. */
export function isOrderable(item: CartItem): boolean {
  return item.availability === 'available' && item.quantity <= item.product.available_quantity;
}

const newestFirst = (
  a: { created_at: string; id: string },
  b: { created_at: string; id: string },
) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One seller's cart from its lines. The total adds up the available lines; it is null when
 * none is available or when they are priced in different currencies. The cart can be checked
 * out when every line is orderable and they share one currency.
 */
export function sellerCartOf(seller: SellerCart['seller'], items: readonly CartItem[]): SellerCart {
  const sorted = [...items].sort(newestFirst);
  const totals = sorted.flatMap((item) =>
    item.availability === 'available' && item.line_total ? [item.line_total] : [],
  );
  const currencies = new Set(totals.map((money) => money.currency));
  const total =
    totals.length > 0 && currencies.size === 1
      ? {
          amount_minor: totals.reduce((sum, money) => sum + money.amount_minor, 0),
          currency: totals[0]!.currency,
        }
      : null;
  return {
    seller,
    items: sorted,
    total,
    can_check_out: sorted.length > 0 && total !== null && sorted.every(isOrderable),
  };
}

/** Lines grouped into one cart per seller; the cart with the newest line comes first. */
export function sellerCartsOf(
  lines: readonly { seller: SellerCart['seller']; item: CartItem }[],
): SellerCart[] {
  const bySeller = new Map<string, { seller: SellerCart['seller']; items: CartItem[] }>();
  for (const { seller, item } of lines) {
    const group = bySeller.get(seller.id);
    if (group) group.items.push(item);
    else bySeller.set(seller.id, { seller, items: [item] });
  }
  return [...bySeller.values()]
    .map((group) => sellerCartOf(group.seller, group.items))
    .sort((a, b) => newestFirst(a.items[0]!, b.items[0]!) || (a.seller.id < b.seller.id ? -1 : 1));
}

/** “Title” or “Title (Variant)”, as messages quote a cart line. */
export function quotedProduct(title: string, variantName: string | null | undefined): string {
  return variantName ? `“${title} (${variantName})”` : `“${title}”`;
}

/** The 409 message of a quantity above the stock. */
export function stockMessage(product: string, stock: number, alreadyInCart = 0): string {
  if (stock <= 0) return `${product} is sold out.`;
  const inStock = `Only ${stock} of ${product} ${stock === 1 ? 'is' : 'are'} in stock.`;
  return alreadyInCart > 0 ? `${inStock} Your cart already holds ${alreadyInCart}.` : inStock;
}
