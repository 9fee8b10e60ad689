import { CART_QUANTITY_MAX, type CartItem, type CartList } from '@bazaar/contracts';

/** What a line needs to say besides its price: why it cannot be bought as it stands. */
export type LineNotice = 'sold_out' | 'unavailable' | 'too_many' | null;

export function lineNotice(item: CartItem): LineNotice {
  if (item.availability === 'sold_out') return 'sold_out';
  if (item.availability === 'unavailable') return 'unavailable';
  if (item.quantity > item.product.available_quantity) return 'too_many';
  return null;
}

/** The most the stepper offers: the stock now, and never above the cart's own limit. */
export function maxQuantity(item: CartItem): number {
  return Math.min(item.product.available_quantity, CART_QUANTITY_MAX);
}

/**
 * The quantity one step down or up, or null when that step is not possible: never below 1,
 * never above the stock. A line holding more than the stock steps down to the stock at once.
 */
export function steppedQuantity(item: CartItem, step: -1 | 1): number | null {
  if (item.availability !== 'available') return null;
  const max = maxQuantity(item);
  const next = step === 1 ? item.quantity + 1 : Math.min(item.quantity - 1, max);
  if (next < 1 || next > max || next === item.quantity) return null;
  return next;
}

/**
 * A typed quantity, made whole and kept between 1 and the stock; null when it changes nothing
 * or the line cannot be bought.
 */
export function typedQuantity(item: CartItem, typed: string): number | null {
  if (item.availability !== 'available') return null;
  const parsed = Number.parseInt(typed, 10);
  if (!Number.isFinite(parsed)) return null;
  const next = Math.min(Math.max(parsed, 1), maxQuantity(item));
  return next === item.quantity ? null : next;
}

/** The lines of one seller's cart that cannot be bought now, to take out in one go. */
export function unavailableLineIds(items: readonly CartItem[]): string[] {
  return items
    .filter((item) => item.availability === 'sold_out' || item.availability === 'unavailable')
    .map((item) => item.id);
}

/** The ids of entries the priced carts do not show: their listings no longer exist. */
export function entriesMissingFrom(entries: readonly { id: string }[], carts: CartList): string[] {
  const shown = new Set(carts.flatMap((cart) => cart.items.map((item) => item.id)));
  return entries.filter((entry) => !shown.has(entry.id)).map((entry) => entry.id);
}
