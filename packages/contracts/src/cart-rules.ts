import { cartSections } from './enums';

/** Most of one product (and variant) a cart can hold, whatever the stock. */
export const CART_QUANTITY_MAX = 999;
/** Most distinct products a cart can hold. */
export const CART_ITEMS_MAX = 200;

/** Only these divisions are bought through the cart (ADR 0024). */
export function isCartSection(section: string): boolean {
  return (cartSections as readonly string[]).includes(section);
}
