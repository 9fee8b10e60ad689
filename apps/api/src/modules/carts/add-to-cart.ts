import {
  CART_ITEMS_MAX,
  CART_QUANTITY_MAX,
  type CartList,
  type cartProductInput,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import {
  cartFullError,
  offerForCart,
  offerForMerge,
  productKey,
  refuseAboveStock,
  wantedProducts,
} from './cart-offers';
import type { CartQuantity, CartsRepository } from './carts.repository';

type CartProductInput = z.output<typeof cartProductInput>;

/** How long an add's Idempotency-Key is kept: far longer than any client goes on retrying. */
export const CART_ADDITION_KEY_HOURS = 24;

/**
 * Whether an add with this Idempotency-Key was made already; the same key for another product,
 * variant or quantity is a 409, as checkout answers a key reused for another seller.
 */
function isRepeatedAddition(earlier: CartQuantity | undefined, wanted: CartQuantity): boolean {
  if (!earlier) return false;
  if (
    earlier.listingId !== wanted.listingId ||
    earlier.variantId !== wanted.variantId ||
    earlier.quantity !== wanted.quantity
  ) {
    throw new ConflictError(
      'This Idempotency-Key was already used to add another product or quantity. Send a new key.',
    );
  }
  return true;
}

export interface CartAdditionsDependencies {
  repository: CartsRepository;
  /** `cart.item_added` for each product put in a cart (statistics count them). */
  events: DomainEventPublisher;
  clock: Clock;
  /** The cart each addition answers. */
  cartsOf: (userId: string) => Promise<CartList>;
}

/** Putting products into the account's cart: one under an Idempotency-Key, several, or a merge. */
export function createCartAdditions({
  repository,
  events,
  clock,
  cartsOf,
}: CartAdditionsDependencies) {
  /**
   * Adds products to the account's cart in one transaction. Adding: quantities add up, and any
   * refusal (stock, availability, variant) refuses the whole request. Merging (sign-in): each
   * product ends with the larger of the two quantities cut to the stock, and products that
   * cannot be bought are skipped, so the merge never fails. `addition` records a single add
   * under its Idempotency-Key in the same transaction, first, so a concurrent repeat waits.
   */
  async function addProducts(
    account: SignedInAccount,
    items: readonly CartProductInput[],
    mode: 'add' | 'merge',
    fieldPrefix: string,
    addition?: { idempotencyKey: string; added: CartQuantity },
  ): Promise<CartList> {
    const wanted = wantedProducts(items, fieldPrefix);
    const products = await repository.productsOf(wanted.map((w) => w.listingId));
    const eventIds = await repository.transaction(async (queries, tx) => {
      if (addition) {
        const at = clock.now();
        await queries.insertAddition(
          account.id,
          addition.idempotencyKey,
          addition.added,
          at,
          new Date(at.getTime() - CART_ADDITION_KEY_HOURS * 3_600_000),
        );
      }
      const held = new Map(
        (await queries.itemsOf(account.id)).map((row) => [
          productKey(row.listingId, row.variantId),
          row.quantity,
        ]),
      );
      let room = CART_ITEMS_MAX - held.size;
      const changes: CartQuantity[] = [];
      const added: { listingId: string; sellerId: string; quantity: number }[] = [];
      for (const product of wanted) {
        const key = productKey(product.listingId, product.variantId);
        const have = held.get(key);
        const listing = products.get(product.listingId);
        let quantity: number;
        if (mode === 'merge') {
          const offer = offerForMerge(account, listing, product);
          if (!offer) continue;
          quantity = Math.min(
            Math.max(have ?? 0, product.quantity),
            offer.stock,
            CART_QUANTITY_MAX,
          );
          if (quantity === have) continue;
        } else {
          quantity = (have ?? 0) + product.quantity;
          refuseAboveStock(offerForCart(account, listing, product), quantity, have ?? 0);
        }
        if (have === undefined) {
          if (room <= 0) {
            if (mode === 'merge') continue;
            throw cartFullError();
          }
          room -= 1;
        }
        changes.push({ listingId: product.listingId, variantId: product.variantId, quantity });
        // A merge counts only products new to the account's cart: the visitor's add was never
        // counted, and a product already there was.
        const more = mode === 'add' ? product.quantity : have === undefined ? quantity : 0;
        if (listing && more > 0) {
          added.push({ listingId: product.listingId, sellerId: listing.seller.id, quantity: more });
        }
      }
      const now = clock.now();
      await queries.setQuantities(account.id, changes, now);
      const ids: string[] = [];
      for (const item of added) {
        ids.push(
          await events.publish(
            tx,
            'cart.item_added',
            { listing_id: item.listingId, seller_id: item.sellerId, quantity: item.quantity },
            now,
          ),
        );
      }
      return ids;
    });
    if (eventIds.length > 0) await events.deliver(...eventIds);
    return cartsOf(account.id);
  }

  return {
    /**
     * Adds one product; the same product and variant again raises its quantity. A repeat with
     * the same Idempotency-Key (a retry after a lost answer) adds nothing and answers the cart,
     * even when both arrive at once.
     */
    async add(
      account: SignedInAccount,
      idempotencyKey: string,
      item: CartProductInput,
    ): Promise<CartList> {
      const added: CartQuantity = {
        listingId: item.product_id,
        variantId: item.product_variant_id ?? null,
        quantity: item.quantity,
      };
      const earlier = () => repository.findAddition(account.id, idempotencyKey);
      if (isRepeatedAddition(await earlier(), added)) return cartsOf(account.id);
      try {
        return await addProducts(account, [item], 'add', '', { idempotencyKey, added });
      } catch (error) {
        // Two adds with one key that both got past the check: the second waited for the first
        // on the key, and answers the cart the first made.
        if (!isUniqueViolation(error) || !isRepeatedAddition(await earlier(), added)) throw error;
        return cartsOf(account.id);
      }
    },

    /** Adds several products at once, or merges a visitor's cart at sign-in. */
    addMany: (account: SignedInAccount, items: readonly CartProductInput[], merge: boolean) =>
      addProducts(account, items, merge ? 'merge' : 'add', 'items.#.'),
  };
}
