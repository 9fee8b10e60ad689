import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { cartAdditions, cartItems } from '../../db/schema/carts';
import { listingIdsOfOwner } from '../listings/read-model';
import type { Money } from '@bazaar/contracts';
import { cartProductQueries } from './cart-products.repository';

/** A product (and variant) with the quantity a cart should hold of it. */
export interface CartQuantity {
  listingId: string;
  variantId: string | null;
  quantity: number;
}

const cartItemColumns = {
  id: cartItems.id,
  listingId: cartItems.listingId,
  variantId: cartItems.variantId,
  quantity: cartItems.quantity,
  agreedPriceMinor: cartItems.agreedPriceMinor,
  agreedCurrency: cartItems.agreedCurrency,
  createdAt: cartItems.createdAt,
};

function cartQueries(db: Queryable) {
  const itemsQuery = (userId: string, sellerId?: string) =>
    db
      .select(cartItemColumns)
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          sellerId === undefined
            ? undefined
            : inArray(cartItems.listingId, listingIdsOfOwner(db, sellerId)),
        ),
      )
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id));

  return {
    ...cartProductQueries(db),

    /** The account's cart rows, newest first; with `sellerId`, only that seller's products. */
    async itemsOf(userId: string, sellerId?: string) {
      return itemsQuery(userId, sellerId);
    },

    /**
     * One seller's rows of the account's cart, locked until the transaction ends, so two
     * checkouts of the same cart run one after the other.
     */
    async lockItemsOfSeller(userId: string, sellerId: string) {
      return itemsQuery(userId, sellerId).for('update', { of: cartItems });
    },

    async findItem(userId: string, id: string) {
      const [row] = await db
        .select(cartItemColumns)
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)));
      return row;
    },

    /** Sets each product's quantity, adding the row when the cart does not hold it yet. */
    async setQuantities(userId: string, items: readonly CartQuantity[], at: Date) {
      if (items.length === 0) return;
      await db
        .insert(cartItems)
        .values(
          items.map((item) => ({
            userId,
            listingId: item.listingId,
            variantId: item.variantId,
            quantity: item.quantity,
            createdAt: at,
            updatedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.listingId, cartItems.variantId],
          set: { quantity: sql`excluded.quantity`, updatedAt: at },
        });
    },

    /**
     * Puts the product (without variant) into the account's cart at a price agreed with its
     * seller: one unit when the cart does not hold it yet, else its quantity stays.
     */
    async setAgreedPrice(userId: string, listingId: string, price: Money, at: Date) {
      const agreed = { agreedPriceMinor: price.amount_minor, agreedCurrency: price.currency };
      await db
        .insert(cartItems)
        .values({
          userId,
          listingId,
          variantId: null,
          quantity: 1,
          ...agreed,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.listingId, cartItems.variantId],
          set: { ...agreed, updatedAt: at },
        });
    },

    /** The add the account made with this Idempotency-Key, if it is still kept. */
    async findAddition(userId: string, idempotencyKey: string) {
      const [row] = await db
        .select({
          listingId: cartAdditions.listingId,
          variantId: cartAdditions.variantId,
          quantity: cartAdditions.quantity,
        })
        .from(cartAdditions)
        .where(
          and(eq(cartAdditions.userId, userId), eq(cartAdditions.idempotencyKey, idempotencyKey)),
        );
      return row;
    },

    /**
     * Records an add under its Idempotency-Key; the same key again fails on the primary key
     * (after the transaction holding it ends). The account's keys older than `forgetBefore`
     * are dropped on the way.
     */
    async insertAddition(
      userId: string,
      idempotencyKey: string,
      added: CartQuantity,
      at: Date,
      forgetBefore: Date,
    ) {
      await db
        .delete(cartAdditions)
        .where(and(eq(cartAdditions.userId, userId), lt(cartAdditions.createdAt, forgetBefore)));
      await db.insert(cartAdditions).values({ userId, idempotencyKey, ...added, createdAt: at });
    },

    async updateQuantity(userId: string, id: string, quantity: number, at: Date) {
      await db
        .update(cartItems)
        .set({ quantity, updatedAt: at })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.id, id)));
    },

    async deleteItems(userId: string, ids: readonly string[]) {
      if (ids.length === 0) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
    },

    async deleteAll(userId: string) {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

/** The queries of one transaction (what `transaction` hands to its work). */
export type CartQueries = ReturnType<typeof cartQueries>;

export function createCartsRepository(db: Database) {
  return {
    ...cartQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (queries: CartQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(cartQueries(tx), tx));
    },
    /** The queries bound to a transaction another module started (checkout). */
    within(tx: Queryable): CartQueries {
      return cartQueries(tx);
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
