import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { cartAdditions, cartItems } from '../../db/schema/carts';
import { ownerDisplayName } from '../users';
import {
  firstMediaOf,
  joinListing,
  listingColumns,
  listingIdsOfOwner,
  variantsOf,
  selectListings,
} from '../listings/read-model';
import {
  accountColumns,
  joinAccount,
  joinOwner,
  ownerColumns,
  sellerProfileColumns,
} from '../users/read-model';
import type { CartProduct } from './cart-lines';
import type { Money } from '@bazaar/contracts';

/** A product (and variant) with the quantity a cart should hold of it. */
export interface CartQuantity {
  listingId: string;
  variantId: string | null;
  quantity: number;
}

/** The first picture of each listing, by listing id. */
async function coversOf(db: Queryable, listingIds: readonly string[]) {
  if (listingIds.length === 0) return new Map<string, CartProduct['image']>();
  const rows = await firstMediaOf(db, listingIds);
  return new Map(
    rows.map((row) => [
      row.listingId ?? '',
      { url: row.url, thumbnail_url: row.thumbnailUrl, alt: row.alt },
    ]),
  );
}

/** A listing's name, price and stock, as both a cart line and "products in carts" show them. */
const listingStockColumns = {
  id: listingColumns.id,
  section: listingColumns.section,
  title: listingColumns.title,
  priceMinor: listingColumns.priceMinor,
  currency: listingColumns.currency,
  quantity: listingColumns.quantity,
};

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
    /** The listings as the cart sees them, with owner, variants and first picture. */
    async productsOf(listingIds: readonly string[]): Promise<Map<string, CartProduct>> {
      const ids = [...new Set(listingIds)];
      if (ids.length === 0) return new Map();
      const rows = await joinOwner(
        selectListings(db, {
          ...listingStockColumns,
          status: listingColumns.status,
          draftState: listingColumns.draftState,
          publishedAt: listingColumns.publishedAt,
          owner: { ...ownerColumns, ...accountColumns },
          sellerProfile: sellerProfileColumns,
        }),
        listingColumns.ownerId,
      ).where(inArray(listingColumns.id, ids));
      const variants = await variantsOf(db, ids);
      const covers = await coversOf(db, ids);
      return new Map(
        rows.map((row) => {
          const product: CartProduct = {
            id: row.id,
            section: row.section,
            title: row.title,
            priceMinor: row.priceMinor,
            currency: row.currency,
            quantity: row.quantity,
            isOnSale:
              row.status === 'active' &&
              row.draftState === 'sent' &&
              row.owner.status === 'active' &&
              row.owner.deletedAt === null,
            wasPublished: row.publishedAt !== null || row.draftState === 'sent',
            seller: {
              id: row.owner.id,
              display_name: ownerDisplayName(row),
              pickup_address: row.owner.pickupAddress,
            },
            image: covers.get(row.id) ?? null,
            variants: variants
              .filter((variant) => variant.listingId === row.id)
              .map((variant) => ({
                id: variant.id,
                name: variant.name,
                priceMinor: variant.priceMinor,
                currency: variant.currency,
                quantity: variant.quantity,
              })),
          };
          return [row.id, product];
        }),
      );
    },

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

    /**
     * The owner's listings in other accounts' carts (closed accounts left out): in how many
     * carts, how many units, and when last put in one; most recently added first.
     */
    async listingsInOthersCarts(ownerId: string, limit: number) {
      const lastAddedAt = sql<Date>`max(${cartItems.createdAt})`.mapWith(listingColumns.createdAt);
      return joinAccount(
        joinListing(
          db
            .select({
              ...listingStockColumns,
              cartsCount: sql<number>`count(distinct ${cartItems.userId})::int`,
              quantityInCarts: sql<number>`sum(${cartItems.quantity})::int`,
              lastAddedAt,
            })
            .from(cartItems)
            .$dynamic(),
          cartItems.listingId,
        ),
        cartItems.userId,
      )
        .where(
          and(
            eq(listingColumns.ownerId, ownerId),
            ne(cartItems.userId, ownerId),
            isNull(accountColumns.deletedAt),
          ),
        )
        .groupBy(listingColumns.id)
        .orderBy(desc(lastAddedAt), desc(listingColumns.id))
        .limit(limit);
    },

    /** The first picture of each listing, by listing id. */
    coversOf: (listingIds: readonly string[]) => coversOf(db, listingIds),
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
