import { CART_ITEMS_MAX, CART_QUANTITY_MAX, type CartProductInput } from '@bazaar/contracts';
import { type CartEntry } from '@/lib/store/cart-slice';

const SERVER_ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an entry was put in the cart by a signed-out visitor. Entries synced from the server
 * carry the server's item id (a UUID); a visitor's entries carry the short id the slice
 * generates. Telling them apart by id, rather than by what the server holds now, keeps an item
 * removed on another device from coming back when this browser signs in again.
 */
export function isVisitorEntry(entry: Pick<CartEntry, 'id'>): boolean {
  return !SERVER_ITEM_ID.test(entry.id);
}

/** The visitor's entries to merge into the account's cart on sign-in (`merge: true`). */
export function visitorEntriesToMerge(entries: readonly CartEntry[]): CartProductInput[] {
  return entries.filter(isVisitorEntry).map((entry) => ({
    product_id: entry.product_id,
    product_variant_id: entry.product_variant_id,
    quantity: entry.quantity,
  }));
}

/**
 * The cart's entry for a product: with a variant id (or null for "no variant") that exact line;
 * without one, any line of the product (a card does not know the product's variants).
 */
export function findCartEntry(
  entries: readonly CartEntry[],
  productId: string,
  variantId?: string | null,
): CartEntry | undefined {
  return entries.find(
    (entry) =>
      entry.product_id === productId &&
      (variantId === undefined || entry.product_variant_id === variantId),
  );
}

/** Why a visitor's cart cannot take a product, in the api's terms (which a signed-in cart hears). */
export type VisitorAddProblem =
  { kind: 'stock'; stock: number } | { kind: 'quantity_limit' } | { kind: 'cart_full' } | null;

/**
 * A visitor's cart has no server to refuse too much, so the limits the api keeps for accounts
 * are checked here: the stock (with what the cart already holds), the most of one product, and
 * the most different products.
 */
export function visitorAddProblem(
  entries: readonly CartEntry[],
  add: { product_id: string; product_variant_id: string | null; quantity: number; stock: number },
): VisitorAddProblem {
  const held = findCartEntry(entries, add.product_id, add.product_variant_id);
  const quantity = (held?.quantity ?? 0) + add.quantity;
  if (quantity > add.stock) return { kind: 'stock', stock: add.stock };
  if (quantity > CART_QUANTITY_MAX) return { kind: 'quantity_limit' };
  if (!held && entries.length >= CART_ITEMS_MAX) return { kind: 'cart_full' };
  return null;
}
