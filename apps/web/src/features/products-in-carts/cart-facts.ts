import { type CartList, type ProductInCarts } from '@bazaar/contracts';

export interface OwnCartSummary {
  /** Cart lines: one per product and variant. */
  items: number;
  sellers: number;
}

/** How much the caller's own cart holds, over all its sellers. */
export function ownCartSummary(carts: CartList): OwnCartSummary {
  const lines = carts.flatMap((cart) => cart.items);
  return {
    items: lines.length,
    sellers: carts.filter((cart) => cart.items.length > 0).length,
  };
}

/** Other people's carts hold more of a listing than its stock: not all of them can check out. */
export function cartsExceedStock(row: Pick<ProductInCarts, 'product' | 'quantity_in_carts'>) {
  return row.quantity_in_carts > row.product.quantity;
}
