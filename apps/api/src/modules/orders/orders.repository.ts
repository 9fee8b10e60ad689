import type { OrderStatus } from '@bazaar/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  orderItems,
  orders,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderRow,
} from '../../db/schema/orders';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { ownerDisplayName } from '../users';
import { emailOfOpenAccount, ownerNamesOf, pickupAddressOf } from '../users/read-model';

export interface OrderFilter {
  buyerId?: string;
  sellerId?: string;
  status?: OrderStatus;
  number?: number;
  after?: KeysetPosition;
  limit: number;
}

/** The ISO text of created_at with microseconds, so a cursor reproduces it exactly. */
const createdAtText = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function orderQueries(db: Queryable) {
  return {
    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The order, locked until the transaction ends (status changes run one at a time). */
    async lockById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /** The buyer's order made with this Idempotency-Key, if any. */
    async findByIdempotencyKey(buyerId: string, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)));
      return row;
    },

    /** Orders newest first, after a keyset position. */
    async list(filter: OrderFilter) {
      const conditions: SQL[] = [];
      if (filter.buyerId) conditions.push(eq(orders.buyerId, filter.buyerId));
      if (filter.sellerId) conditions.push(eq(orders.sellerId, filter.sellerId));
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      if (filter.number !== undefined) conditions.push(eq(orders.number, filter.number));
      if (filter.after) {
        conditions.push(
          sql`(${orders.createdAt}, ${orders.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return db
        .select({ order: orders, createdAtText })
        .from(orders)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit);
    },

    /** The items of these orders, by title (as a receipt lists them). */
    async itemsOf(orderIds: readonly string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.title), asc(orderItems.variantName), asc(orderItems.id));
    },

    /** Display names of accounts (buyers and sellers of orders), by id. */
    async displayNamesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await ownerNamesOf(db, userIds);
      return new Map(rows.map((row) => [row.owner.id, ownerDisplayName(row)]));
    },

    /** The account's email address (where order mail to a seller goes), if it is open. */
    emailOf: (userId: string) => emailOfOpenAccount(db, userId),

    /** The seller's pickup address now, which a pickup order copies. */
    pickupAddressOf: (userId: string): Promise<OrderRow['pickupAddress']> =>
      pickupAddressOf(db, userId),

    async insertOrder(row: NewOrderRow): Promise<OrderRow> {
      const [inserted] = await db.insert(orders).values(row).returning();
      return inserted!;
    },

    async insertItems(rows: NewOrderItemRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(orderItems).values(rows);
    },

    async updateStatus(
      id: string,
      patch: Pick<OrderRow, 'status' | 'statusReason' | 'updatedAt'>,
    ): Promise<OrderRow> {
      const [row] = await db.update(orders).set(patch).where(eq(orders.id, id)).returning();
      return row!;
    },
  };
}

/** The queries of one transaction (what `transaction` hands to its work). */
export type OrderQueries = ReturnType<typeof orderQueries>;

export function createOrdersRepository(db: Database) {
  return {
    ...orderQueries(db),
    /**
     * Runs `work` in one transaction, with the queries bound to it and the transaction itself
     * for the services that take part (carts, domain events).
     */
    transaction<T>(work: (queries: OrderQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(orderQueries(tx), tx));
    },
    /** The queries bound to a transaction another module started (a domain event's delivery). */
    within(tx: Queryable): OrderQueries {
      return orderQueries(tx);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
