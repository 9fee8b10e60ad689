import { randomUUID } from 'node:crypto';
import {
  CART_ITEMS_MAX,
  CART_QUANTITY_MAX,
  type cartAssemblyBody,
  type CartItem,
  type CartList,
  type cartProductInput,
  type Money,
  type ProductInCarts,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { DomainEventPublisher } from '../domain-events';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import {
  cartItemOf,
  offerOf,
  quotedProduct,
  sellerCartsOf,
  stockMessage,
  type CartOffer,
  type CartProduct,
} from './cart-lines';
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

/** Most listings "My products added to carts" lists; more would need paging. */
export const PRODUCTS_IN_CARTS_MAX = 200;

/** A product a request asks for, with same product and variant asked twice added up. */
interface WantedProduct extends CartQuantity {
  /** Where it first appears in the request, to name the field of an error. */
  field: string;
}

const productKey = (listingId: string, variantId: string | null) =>
  `${listingId}:${variantId ?? ''}`;

function wantedProducts(items: readonly CartProductInput[], fieldPrefix: string): WantedProduct[] {
  const byKey = new Map<string, WantedProduct>();
  items.forEach((item, index) => {
    const variantId = item.product_variant_id ?? null;
    const key = productKey(item.product_id, variantId);
    const known = byKey.get(key);
    if (known) known.quantity += item.quantity;
    else {
      byKey.set(key, {
        listingId: item.product_id,
        variantId,
        quantity: item.quantity,
        field: fieldPrefix.replace('#', String(index)),
      });
    }
  });
  return [...byKey.values()];
}

type OpenOffer = Extract<CartOffer, { ok: true }>;

/** A product that can go into the caller's cart now, or the error that says why not. */
function offerForCart(
  account: Pick<SignedInAccount, 'id'>,
  product: CartProduct | undefined,
  wanted: WantedProduct,
): { product: CartProduct; offer: OpenOffer } {
  if (!product || !product.wasPublished) {
    throw new NotFoundError('This product does not exist.');
  }
  if (product.seller.id === account.id) {
    throw new ConflictError("You can't put your own listing in your cart.");
  }
  const offer = offerOf(product, wanted.variantId);
  if (offer.ok) return { product, offer };
  const quoted = quotedProduct(product.title, offer.variant?.name);
  switch (offer.refusal) {
    case 'not_for_cart':
      throw new ConflictError(
        `${quoted} can't be bought through the cart. Contact the seller instead.`,
      );
    case 'not_on_sale':
      throw new ConflictError(`${quoted} is not available right now.`);
    case 'variant_required':
      throw new ValidationError(
        [
          {
            field: `${wanted.field}product_variant_id`,
            message: 'Choose a variant of this product',
          },
        ],
        `Choose a variant of ${quoted} first.`,
      );
    case 'variant_unknown':
      throw new ValidationError([
        {
          field: `${wanted.field}product_variant_id`,
          message: 'This variant does not belong to the product',
        },
      ]);
  }
}

/** The offer a sign-in merge may use, or null when the product is skipped silently. */
function offerForMerge(
  account: SignedInAccount,
  product: CartProduct | undefined,
  wanted: WantedProduct,
): OpenOffer | null {
  if (!product || !product.wasPublished || product.seller.id === account.id) return null;
  const offer = offerOf(product, wanted.variantId);
  return offer.ok && offer.stock > 0 ? offer : null;
}

/** A 409 when the cart would hold more than the stock, or more than a cart holds of one product. */
function refuseAboveStock(
  { product, offer }: { product: CartProduct; offer: OpenOffer },
  quantity: number,
  alreadyInCart: number,
): void {
  if (quantity > offer.stock) {
    const quoted = quotedProduct(product.title, offer.variant?.name);
    throw new ConflictError(stockMessage(quoted, offer.stock, alreadyInCart));
  }
  if (quantity > CART_QUANTITY_MAX) {
    throw new ConflictError(`Your cart can hold at most ${CART_QUANTITY_MAX} of one product.`);
  }
}

/** A row of the `cart_items` table, as the repository reads it. */
type CartItemRow = Awaited<ReturnType<CartsRepository['itemsOf']>>[number];

/**
 * Each cart row with its listing and its live line (price, stock, availability); rows whose
 * listing is gone are left out.
 */
function liveLinesOf(rows: readonly CartItemRow[], products: Map<string, CartProduct>) {
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

const cartFullError = () =>
  new ConflictError(
    `Your cart can hold at most ${CART_ITEMS_MAX} different products. Check out or remove some first.`,
  );

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

export interface CartsServiceDependencies {
  repository: CartsRepository;
  /** `cart.item_added` for each product put in a cart (statistics count them). */
  events: DomainEventPublisher;
  clock?: Clock;
}

export function createCartsService({
  repository,
  events,
  clock = systemClock,
}: CartsServiceDependencies) {
  /** The account's carts, one per seller, newest first, with live prices and stock. */
  async function cartsOf(userId: string): Promise<CartList> {
    const rows = await repository.itemsOf(userId);
    const products = await repository.productsOf(rows.map((row) => row.listingId));
    return sellerCartsOf(
      liveLinesOf(rows, products).map(({ product, item }) => ({ seller: product.seller, item })),
    );
  }

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

export type CartsService = ReturnType<typeof createCartsService>;
