import type { CartItem, Money } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { ConflictError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { quotedProduct, stockMessage } from './cart-lines';
import { offerForCart } from './cart-offers';
import { liveLinesOf } from './cart-views';
import type { CartsRepository } from './carts.repository';

/** A line of one seller's cart as checkout sees it, read and locked in its transaction. */
export interface CheckoutLine {
  cartItemId: string;
  listingId: string;
  variantId: string | null;
  quantity: number;
  title: string;
  /** The live line, with availability, price and stock. */
  item: CartItem;
}

export interface CartPortsDependencies {
  repository: CartsRepository;
  clock: Clock;
}

/** What other modules do to a cart inside their own transactions: checkout and chat offers. */
export function createCartPorts({ repository, clock }: CartPortsDependencies) {
  return {
    /**
     * One seller's lines of the buyer's cart for checkout, read and locked inside the checkout
     * transaction `tx`, so a second checkout of the same cart waits for the first.
     */
    async checkoutLines(buyerId: string, sellerId: string, tx: Queryable): Promise<CheckoutLine[]> {
      const queries = repository.within(tx);
      const rows = await queries.lockItemsOfSeller(buyerId, sellerId);
      const products = await queries.productsOf(rows.map((row) => row.listingId));
      return liveLinesOf(rows, products).map(({ row, product, item }) => ({
        cartItemId: row.id,
        listingId: row.listingId,
        variantId: row.variantId,
        quantity: row.quantity,
        title: product.title,
        item,
      }));
    },

    /**
     * The agreed-price port (chat offers): puts a product into the buyer's cart at the price its
     * seller accepted, inside the caller's transaction `tx`, so the accepted offer and the cart
     * line commit together. Refused (409) when the product cannot be bought through the cart now.
     * Checkout then charges the agreed price, as the line shows it.
     */
    async putAtAgreedPrice(buyerId: string, listingId: string, price: Money, tx: Queryable) {
      const queries = repository.within(tx);
      const product = (await queries.productsOf([listingId])).get(listingId);
      const wanted = { listingId, variantId: null, quantity: 1, field: '' };
      const { offer } = offerForCart({ id: buyerId }, product, wanted);
      if (offer.stock <= 0) {
        throw new ConflictError(stockMessage(quotedProduct(product!.title, null), 0));
      }
      await queries.setAgreedPrice(buyerId, listingId, price, clock.now());
    },

    /** Takes checked-out lines out of the buyer's cart, inside the checkout transaction. */
    async removeCheckedOut(buyerId: string, ids: readonly string[], tx: Queryable): Promise<void> {
      await repository.within(tx).deleteItems(buyerId, ids);
    },
  };
}
