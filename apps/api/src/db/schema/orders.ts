import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, newestFirst } from './columns';
import { fulfilmentMethodEnum, orderStatusEnum } from './enums';
import { listings, listingVariants } from './listings';
import { users } from './users';

export interface DeliveryAddress {
  street: string;
  zip_code: string;
  city: string;
}

/** One seller's cart checked out by a buyer. Payment is offline (ADR 0024). */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /** What buyer and seller quote: counts up from 1000. */
    number: bigint('number', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatusEnum('status').notNull().default('placed'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    fulfilment: fulfilmentMethodEnum('fulfilment').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /**
     * A pickup order's copy of the seller's pickup address as it was when ordered (null when
     * the seller had none): later edits of the seller's address do not rewrite the order.
     */
    pickupAddress: jsonb('pickup_address').$type<DeliveryAddress>(),
    note: text('note').notNull().default(''),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The buyer's Idempotency-Key: a repeated checkout answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of the request that used the key (caller, route, parameters, body): the same key
     * with another request is refused (issue 33). Null for rows made before it was kept.
     */
    requestFingerprint: text('request_fingerprint'),
    /** Why the seller declined or who cancelled; shown to both sides. */
    statusReason: text('status_reason'),
    ...timestamps(),
  },
  (table) => [
    unique('orders_number_unique').on(table.number),
    unique('orders_buyer_idempotency_unique').on(table.buyerId, table.idempotencyKey),
    index('orders_buyer_newest_idx').on(table.buyerId, ...newestFirst(table.createdAt, table.id)),
    index('orders_seller_newest_idx').on(table.sellerId, ...newestFirst(table.createdAt, table.id)),
    index('orders_newest_idx').on(...newestFirst(table.createdAt, table.id)),
    index('orders_status_newest_idx').on(table.status, ...newestFirst(table.createdAt, table.id)),
    check('orders_total_nonnegative', sql`${table.totalMinor} >= 0`),
    check(
      'orders_delivery_has_address',
      sql`${table.fulfilment} = 'pickup' or ${table.deliveryAddress} is not null`,
    ),
  ],
);

/** What was bought, as it was at checkout: title and price are copied, the listing may change. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => listingVariants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    variantName: text('variant_name'),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_listing_idx').on(table.listingId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_price_nonnegative', sql`${table.unitPriceMinor} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
