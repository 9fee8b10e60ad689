import { CART_ITEMS_MAX, type CartList, type cartProductInput } from '@bazaar/contracts';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { offerOf, quotedProduct, stockMessage } from './cart-lines';
import { cartFullError, offerForCart, refuseAboveStock, wantedProducts } from './cart-offers';
import type { CartsRepository } from './carts.repository';

type CartProductInput = z.output<typeof cartProductInput>;

export interface CartEditingDependencies {
  repository: CartsRepository;
  clock: Clock;
  /** The cart each change answers. */
  cartsOf: (userId: string) => Promise<CartList>;
}

/** The account changes what its cart holds: replaced whole, a quantity set, items removed. */
export function createCartEditing({ repository, clock, cartsOf }: CartEditingDependencies) {
  return {
    /** Replaces the whole cart with these products: all of them, or nothing changes. */
    async build(account: SignedInAccount, items: readonly CartProductInput[]): Promise<CartList> {
      const wanted = wantedProducts(items, 'items.#.');
      if (wanted.length > CART_ITEMS_MAX) throw cartFullError();
      const products = await repository.productsOf(wanted.map((w) => w.listingId));
      for (const product of wanted) {
        const offer = offerForCart(account, products.get(product.listingId), product);
        refuseAboveStock(offer, product.quantity, 0);
      }
      await repository.transaction(async (queries) => {
        await queries.deleteAll(account.id);
        await queries.setQuantities(account.id, wanted, clock.now());
      });
      return cartsOf(account.id);
    },

    /** Sets the quantity of one of the account's cart items; more than the stock is a 409. */
    async setQuantity(account: SignedInAccount, id: string, quantity: number): Promise<CartList> {
      const row = await repository.findItem(account.id, id);
      if (!row) throw new NotFoundError('This item is not in your cart.');
      const product = (await repository.productsOf([row.listingId])).get(row.listingId);
      const offer = product ? offerOf(product, row.variantId) : undefined;
      if (!product || !offer?.ok) {
        const quoted = product
          ? quotedProduct(product.title, offer?.variant?.name)
          : 'This product';
        throw new ConflictError(`${quoted} is not available any more. Remove it from your cart.`);
      }
      const quoted = quotedProduct(product.title, offer.variant?.name);
      if (quantity > offer.stock) throw new ConflictError(stockMessage(quoted, offer.stock));
      await repository.updateQuantity(account.id, id, quantity, clock.now());
      return cartsOf(account.id);
    },

    /** Removes the account's own items among `ids`; other ids are ignored. */
    async remove(account: SignedInAccount, ids: readonly string[]): Promise<CartList> {
      await repository.deleteItems(account.id, [...new Set(ids)]);
      return cartsOf(account.id);
    },

    /** Empties the account's cart. */
    async reset(account: SignedInAccount): Promise<CartList> {
      await repository.deleteAll(account.id);
      return [];
    },
  };
}
