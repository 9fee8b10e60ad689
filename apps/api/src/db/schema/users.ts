import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { accountTypeEnum, activityStatusEnum } from './enums';
import type { DeliveryAddress } from './orders';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Always stored lowercased (checked by the database). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** When the password was last changed or reset; restore links mailed before it no longer work. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    accountType: accountTypeEnum('account_type').notNull(),
    status: activityStatusEnum('status').notNull().default('active'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    /**
     * Where buyers collect pickup orders from this account (as a seller of any kind); each order
     * keeps its own copy.
     */
    pickupAddress: jsonb('pickup_address').$type<DeliveryAddress>(),
    avatarUrl: text('avatar_url'),
    productsInComparison: integer('products_in_comparison').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Why an administrator blocked the account; shown to its owner. */
    blockedReason: text('blocked_reason'),
    /**
     * When the owner closed the account. The row stays (orders and messages keep pointing at it)
     * but its personal data is anonymised and it can never sign in again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Sign-ups per period (administrators' statistics).
    index('users_created_idx').on(table.createdAt),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_products_in_comparison_nonnegative', sql`${table.productsInComparison} >= 0`),
  ],
);

export const sellerProfiles = pgTable('seller_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountName: text('account_name').notNull(),
  businessName: text('business_name'),
  businessNameAsAccountName: boolean('business_name_as_account_name').notNull().default(false),
  logoUrl: text('logo_url'),
  ...timestamps(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SellerProfileRow = typeof sellerProfiles.$inferSelect;
export type NewSellerProfileRow = typeof sellerProfiles.$inferInsert;
