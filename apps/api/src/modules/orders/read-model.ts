import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

/*
 * What other modules may read of orders (ADR 0041): who the parties of an order are and how it
 * is named, for a conversation about it (chat). Read only: orders change through their service.
 */

/** These orders' numbers, parties and totals, and the listing of each one's first item. */
export async function orderSummariesOf(db: Queryable, orderIds: readonly string[]) {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  const items = await db
    .selectDistinctOn([orderItems.orderId], {
      orderId: orderItems.orderId,
      listingId: orderItems.listingId,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(orderItems.orderId, asc(orderItems.title), asc(orderItems.id));
  const firstListing = new Map(items.map((item) => [item.orderId, item.listingId]));
  return rows.map((row) => ({ ...row, firstListingId: firstListing.get(row.id) ?? null }));
}

export type OrderSummary = Awaited<ReturnType<typeof orderSummariesOf>>[number];
