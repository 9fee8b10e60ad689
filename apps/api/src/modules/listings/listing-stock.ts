import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listings, listingVariants } from '../../db/schema/listings';

/** A quantity of one product (and variant) taken off stock or put back. */
export interface StockLine {
  listingId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * The listings' stock port (ADR 0041): what a checkout takes off stock and what a declined or
 * cancelled order puts back. It runs on the caller's transaction (`tx`), so that stock and the
 * order commit or roll back together, and the database guards the stock (no oversell under
 * concurrent checkouts).
 */
export const listingStock = {
  /**
   * Takes `quantity` off a listing's stock, only if that much is there; false otherwise.
   * For a variant the variant's stock is guarded, and the listing's total (the sum of its
   * variants, what cards show) goes down with it.
   */
  async reserve(tx: Queryable, { listingId, variantId, quantity }: StockLine): Promise<boolean> {
    if (variantId !== null) {
      const reserved = await tx
        .update(listingVariants)
        .set({ quantity: sql`${listingVariants.quantity} - ${quantity}` })
        .where(and(eq(listingVariants.id, variantId), gte(listingVariants.quantity, quantity)))
        .returning({ id: listingVariants.id });
      if (reserved.length === 0) return false;
      await tx
        .update(listings)
        .set({ quantity: sql`greatest(${listings.quantity} - ${quantity}, 0)` })
        .where(eq(listings.id, listingId));
      return true;
    }
    const reserved = await tx
      .update(listings)
      .set({ quantity: sql`${listings.quantity} - ${quantity}` })
      .where(and(eq(listings.id, listingId), gte(listings.quantity, quantity)))
      .returning({ id: listings.id });
    return reserved.length > 0;
  },

  /** Puts stock back on whatever still exists of it (the listing or variant may be gone). */
  async release(
    tx: Queryable,
    line: { listingId: string | null; variantId: string | null; quantity: number },
  ): Promise<void> {
    if (line.variantId !== null) {
      await tx
        .update(listingVariants)
        .set({ quantity: sql`${listingVariants.quantity} + ${line.quantity}` })
        .where(eq(listingVariants.id, line.variantId));
    }
    if (line.listingId !== null) {
      await tx
        .update(listings)
        .set({ quantity: sql`${listings.quantity} + ${line.quantity}` })
        .where(eq(listings.id, line.listingId));
    }
  },
};

export type ListingStock = typeof listingStock;
