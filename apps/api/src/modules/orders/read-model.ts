import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { utcPeriodOf, withinUtcDays, type PeriodWindow } from '../../db/utc-periods';
import { orderItems, orders } from '../../db/schema/orders';
import { RELEASING_STATUSES } from './order-status';

/*
 * What other modules may read of orders (ADR 0041): who the parties of an order are and how it
 * is named, for a conversation about it (chat) and for a review of it (feedbacks). Read only:
 * orders change through their service.
 */

/**
 * The listings an order holds and how many of each it took (its lines of one listing's variants
 * together), for the announcement of the pages its stock changes (shared-pages module). Lines of a
 * listing deleted since are left out.
 */
export async function orderedListingsOf(
  db: Queryable,
  orderId: string,
): Promise<Array<{ listingId: string; quantity: number }>> {
  return db
    .select({
      listingId: sql<string>`${orderItems.listingId}`,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.listingId)))
    .groupBy(orderItems.listingId)
    .orderBy(orderItems.listingId);
}

/** Whether an order moved to `status` gave its stock back to its listings (declined, cancelled). */
export const givesStockBack = (status: OrderStatus): boolean => RELEASING_STATUSES.includes(status);

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

/** A buyer's fulfilled order as a review names it: its parties, number and first item's title. */
const fulfilledOrderColumns = {
  id: orders.id,
  number: orders.number,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  // Aliased: in a query of one table, drizzle names its columns without the table.
  title: sql<string>`(select first_item.title from ${orderItems} first_item where first_item.order_id = ${orders}.id order by first_item.title, first_item.id limit 1)`,
  /** When it was fulfilled: its last change (a fulfilled order changes no more). */
  doneAt: orders.updatedAt,
};

/**
 * The buyer's fulfilled orders, newest first (what a buyer may review, feedbacks module); with
 * `orderId`, only that one, if it is the buyer's and fulfilled.
 */
export async function fulfilledOrdersOf(
  db: Queryable,
  filter: { buyerId: string; orderId?: string; limit: number },
) {
  return db
    .select(fulfilledOrderColumns)
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, filter.buyerId),
        eq(orders.status, 'fulfilled'),
        filter.orderId === undefined ? undefined : eq(orders.id, filter.orderId),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(filter.limit);
}

export type FulfilledOrder = Awaited<ReturnType<typeof fulfilledOrdersOf>>[number];

/**
 * Orders and revenue per listing and UTC day of ordering, for the statistics module: orders
 * holding the listing (declined and cancelled ones left out) and what their lines of it paid.
 * `sellerId` null: every seller's. Days are `YYYY-MM-DD`, `from` and `to` inclusive.
 */
export async function listingOrderFigures(
  db: Queryable,
  filter: { sellerId: string | null; listingId?: string; from: string; to: string },
): Promise<Array<{ listingId: string; day: string; orders: number; revenueMinor: number }>> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      listingId: sql<string>`${orderItems.listingId}`,
      day,
      orders: sql<number>`count(distinct ${orders.id})::int`,
      revenueMinor: sql<number>`coalesce(sum(${orderItems.unitPriceMinor} * ${orderItems.quantity}), 0)::bigint`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        filter.sellerId === null ? undefined : eq(orders.sellerId, filter.sellerId),
        filter.listingId === undefined
          ? sql`${orderItems.listingId} is not null`
          : eq(orderItems.listingId, filter.listingId),
        sql`${orders.status} not in ('declined', 'cancelled')`,
        sql`${orders.createdAt} >= ${filter.from}::date`,
        sql`${orders.createdAt} < ${filter.to}::date + 1`,
      ),
    )
    .groupBy(orderItems.listingId, day);
  return rows.map((row) => ({ ...row, revenueMinor: Number(row.revenueMinor) }));
}

/** Orders placed per period of the window, whatever became of them (administrators' statistics). */
export async function ordersPerPeriod(db: Queryable, window: PeriodWindow) {
  const period = utcPeriodOf(orders.createdAt, window.granularity);
  return db
    .select({ period, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(withinUtcDays(orders.createdAt, window))
    .groupBy(period);
}
