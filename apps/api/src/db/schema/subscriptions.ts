import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { subscriptionStates } from '@bazaar/contracts';
import { idColumn, timestamps } from './columns';
import { users } from './users';

/*
 * Plans and sellers' subscriptions (issue 19, ADR 0058). The money a renewal takes is a ledger
 * transaction (ADR 0055); these tables only say which plan a seller is on and until when.
 */

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: idColumn(),
    name: text('name').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    activeListingsLimit: integer('active_listings_limit').notNull(),
    eshopsLimit: integer('eshops_limit').notNull(),
    promotionCreditsMinor: bigint('promotion_credits_minor', { mode: 'number' }).notNull(),
    /** Retired: nobody may choose it any more; its subscribers keep it until they change. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    check('subscription_plans_price_not_negative', sql`${table.priceMinor} >= 0`),
    check(
      'subscription_plans_limits_not_negative',
      sql`${table.activeListingsLimit} >= 0 and ${table.eshopsLimit} >= 0 and ${table.promotionCreditsMinor} >= 0`,
    ),
  ],
);

/** One row: the global settings of subscriptions (the free trial's length). */
export const subscriptionSettings = pgTable(
  'subscription_settings',
  {
    id: smallint('id').primaryKey().default(1),
    trialDays: integer('trial_days').notNull(),
    /** The plan a new seller's trial is on. */
    trialPlanId: uuid('trial_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscription_settings_one_row', sql`${table.id} = 1`),
    check('subscription_settings_trial_days', sql`${table.trialDays} between 0 and 365`),
  ],
);

export const subscriptionStateEnum = pgEnum('subscription_state', subscriptionStates);

/** A seller's subscription: their plan and the period paid (or the trial). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    sellerId: uuid('seller_id')
      .notNull()
      .unique('subscriptions_seller_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    /** A downgrade the seller asked for, taken at the next renewal. */
    pendingPlanId: uuid('pending_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    /** As last written; readers derive grace and expiry from the period and the clock. */
    state: subscriptionStateEnum('state').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** When a failed renewal was last tried (grace retries once a day). */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Notices already sent for this period: trial_ending, grace, expired. */
    noticesSent: text('notices_sent')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (table) => [
    check('subscriptions_period_order', sql`${table.periodEnd} > ${table.periodStart}`),
    index('subscriptions_period_end_idx').on(table.periodEnd),
  ],
);

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRowDb = typeof subscriptions.$inferSelect;
