import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { listings, listingVariants } from './listings';
import { users } from './users';

/**
 * A signed-in account's cart: one row per product (and variant). Carts are per seller only in
 * how they are shown; the rows carry no seller, which always comes from the listing.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => listingVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /**
     * A price agreed with the seller (an accepted chat offer), in the listing's currency: the line
     * is priced and checked out at it instead of the listing's price.
     */
    agreedPriceMinor: integer('agreed_price_minor'),
    agreedCurrency: text('agreed_currency'),
    ...timestamps(),
  },
  (table) => [
    unique('cart_items_user_product_unique')
      .on(table.userId, table.listingId, table.variantId)
      .nullsNotDistinct(),
    // "My products added to carts": a seller's listings in others' carts.
    index('cart_items_listing_idx').on(table.listingId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * The adds to the cart an account made with an Idempotency-Key, as checkout keeps its key on
 * the order: a repeat of the same add with the same key changes nothing, and the key with
 * another product or quantity is refused. Kept for a day (`CART_ADDITION_KEY_HOURS`).
 */
export const cartAdditions = pgTable(
  'cart_additions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    // No foreign keys: the add stays known after the listing or variant is deleted.
    listingId: uuid('listing_id').notNull(),
    variantId: uuid('variant_id'),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idempotencyKey] })],
);

export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = typeof cartItems.$inferInsert;
