import { randomUUID } from 'node:crypto';
import type { cartAssemblyBody, CartList, ProductInCarts } from '@bazaar/contracts';
import type { z } from 'zod';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { cartItemOf, sellerCartsOf, type CartProduct } from './cart-lines';
import type { CartsRepository } from './carts.repository';

/** Most listings "My products added to carts" lists; more would need paging. */
export const PRODUCTS_IN_CARTS_MAX = 200;

/** A row of the `cart_items` table, as the repository reads it. */
type CartItemRow = Awaited<ReturnType<CartsRepository['itemsOf']>>[number];

/**
 * Each cart row with its listing and its live line (price, stock, availability); rows whose
 * listing is gone are left out.
 */
export function liveLinesOf(rows: readonly CartItemRow[], products: Map<string, CartProduct>) {
  return rows.flatMap((row) => {
    const product = products.get(row.listingId);
    if (!product) return [];
    const item = cartItemOf(
      {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        variantId: row.variantId,
        quantity: row.quantity,
        agreedPrice:
          row.agreedPriceMinor === null || row.agreedCurrency === null
            ? null
            : { amount_minor: row.agreedPriceMinor, currency: row.agreedCurrency },
      },
      product,
    );
    return [{ row, product, item }];
  });
}

export interface CartViewsDependencies {
  repository: CartsRepository;
  clock: Clock;
}

/** What a cart shows: the account's carts, a visitor's, and the seller's listings in others'. */
export function createCartViews({ repository, clock }: CartViewsDependencies) {
  /** The account's carts, one per seller, newest first, with live prices and stock. */
  async function cartsOf(userId: string): Promise<CartList> {
    const rows = await repository.itemsOf(userId);
    const products = await repository.productsOf(rows.map((row) => row.listingId));
    return sellerCartsOf(
      liveLinesOf(rows, products).map(({ product, item }) => ({ seller: product.seller, item })),
    );
  }

  return {
    cartsOf,

    /**
     * `POST /carts/assemble`: a visitor's entries priced and checked like a signed-in cart, ids
     * and times echoed. Entries of listings that do not exist (deleted, or never published)
     * are left out: there is no seller to show them under and nothing to say about them.
     */
    async assemble(entries: z.output<typeof cartAssemblyBody>): Promise<CartList> {
      const products = await repository.productsOf(entries.map((entry) => entry.product_id));
      const now = clock.now().toISOString();
      return sellerCartsOf(
        entries.flatMap((entry) => {
          const product = products.get(entry.product_id);
          if (!product || !product.wasPublished) return [];
          const item = cartItemOf(
            {
              id: entry.id ?? randomUUID(),
              createdAt: entry.created_at ?? now,
              variantId: entry.product_variant_id ?? null,
              quantity: entry.quantity,
            },
            product,
          );
          // Where a seller hands over orders is for signed-in buyers checking out.
          return [{ seller: { ...product.seller, pickup_address: null }, item }];
        }),
      );
    },

    /** "My products added to carts": the caller's listings in other accounts' carts. */
    async listingsInOthersCarts(account: SignedInAccount): Promise<ProductInCarts[]> {
      const rows = await repository.listingsInOthersCarts(account.id, PRODUCTS_IN_CARTS_MAX);
      const covers = await repository.coversOf(rows.map((row) => row.id));
      return rows.map((row) => ({
        product: {
          id: row.id,
          section: row.section,
          title: row.title,
          image: covers.get(row.id) ?? null,
          price:
            row.priceMinor === null || row.currency === null
              ? null
              : { amount_minor: row.priceMinor, currency: row.currency },
          quantity: row.quantity,
        },
        carts_count: row.cartsCount,
        quantity_in_carts: row.quantityInCarts,
        last_added_at: row.lastAddedAt.toISOString(),
      }));
    },
  };
}
