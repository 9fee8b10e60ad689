import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cartItems } from '../../db/schema/carts';
import { ownerDisplayName } from '../users';
import {
  firstMediaOf,
  joinListing,
  listingColumns,
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

/** The listings that carts hold, as carts show them and as their sellers see them in carts. */
export function cartProductQueries(db: Queryable) {
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
