import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { marketplaceSectionEnum } from './enums';
import { listings } from './listings';
import { users } from './users';

/**
 * A seller's promotion of one listing in one placement (ADR 0059): its bid (per click or per
 * 1,000 views), daily budget and end date, and what the seller or an administrator set.
 */
export const advertisingCampaigns = pgTable(
  'advertising_campaigns',
  {
    id: idColumn(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** home, division, search. */
    placement: text('placement').notNull(),
    /** The listing's division, copied when created (a listing never changes division). */
    section: marketplaceSectionEnum('section').notNull(),
    /** cpc, cpm. */
    pricing: text('pricing').notNull(),
    bidMinor: integer('bid_minor').notNull(),
    /** The bid per 1,000 views (a CPC bid × 10): what ads are ranked by. */
    rankMinor: integer('rank_minor').notNull(),
    dailyBudgetMinor: integer('daily_budget_minor').notNull(),
    currency: text('currency').notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    /** active, paused, stopped. */
    state: text('state').notNull().default('active'),
    /** seller, administrator, balance — when stopped. */
    stopReason: text('stop_reason'),
    stopNote: text('stop_note'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: uuid('stopped_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    check(
      'advertising_campaigns_placement',
      sql`${table.placement} in ('home', 'division', 'search')`,
    ),
    check('advertising_campaigns_pricing', sql`${table.pricing} in ('cpc', 'cpm')`),
    check('advertising_campaigns_state', sql`${table.state} in ('active', 'paused', 'stopped')`),
    check(
      'advertising_campaigns_bid',
      sql`${table.bidMinor} > 0 and ${table.dailyBudgetMinor} > 0`,
    ),
    // The ad lookup of a page: active campaigns of a placement (and division), best bid first.
    index('advertising_campaigns_serving_idx')
      .on(table.placement, table.section, table.rankMinor.desc(), table.id)
      .where(sql`${table.state} = 'active'`),
    index('advertising_campaigns_seller_idx').on(table.sellerId, table.createdAt.desc()),
    // One running campaign per listing and placement.
    uniqueIndex('advertising_campaigns_listing_placement_unique')
      .on(table.listingId, table.placement)
      .where(sql`${table.state} <> 'stopped'`),
  ],
);

/**
 * A campaign's day (UTC): views and clicks counted once per visitor, how many of them are billed,
 * the spend they accrued (never above the day's budget), and how much of it batches have claimed.
 */
export const advertisingDays = pgTable(
  'advertising_days',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => advertisingCampaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The campaign's listing, for statistics per listing. */
    listingId: uuid('listing_id').notNull(),
    sellerId: uuid('seller_id').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    billedUnits: integer('billed_units').notNull().default(0),
    spendMinor: integer('spend_minor').notNull().default(0),
    /** What charge batches have taken (or are taking) of the spend. */
    claimedMinor: integer('claimed_minor').notNull().default(0),
    batches: integer('batches').notNull().default(0),
    /** The next billed unit would pass the day's budget: not served again today. */
    exhausted: boolean('exhausted').notNull().default(false),
    /**
     * Views and clicks received but not counted (not billed, not in statistics): beyond an
     * address's limit, or clicks without a valid impression token, or with one used before.
     */
    uncountedViews: integer('uncounted_views').notNull().default(0),
    uncountedClicks: integer('uncounted_clicks').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.day] }),
    check('advertising_days_claimed', sql`${table.claimedMinor} <= ${table.spendMinor}`),
    // What the charge job looks for: spend not claimed yet.
    index('advertising_days_unclaimed_idx')
      .on(table.day)
      .where(sql`${table.spendMinor} > ${table.claimedMinor}`),
    index('advertising_days_seller_day_idx').on(table.sellerId, table.day),
    index('advertising_days_day_idx').on(table.day),
  ],
);

/**
 * One visitor's counted view or click of a campaign on a day: counted once (the key is per day,
 * HMAC), and at most a few per network address (`address_key`, per day, HMAC).
 */
export const advertisingImpressions = pgTable(
  'advertising_impressions',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => advertisingCampaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** view, click. */
    kind: text('kind').notNull(),
    visitorKey: text('visitor_key').notNull(),
    /** The visitor's network address that day (HMAC); null in rows counted before issue 33. */
    addressKey: text('address_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.day, table.kind, table.visitorKey] }),
    check('advertising_impressions_kind', sql`${table.kind} in ('view', 'click')`),
    // What the per-address limit counts: one campaign's views or clicks from one address a day.
    index('advertising_impressions_address_idx').on(
      table.campaignId,
      table.day,
      table.kind,
      table.addressKey,
    ),
  ],
);

/**
 * Impression tokens a click has presented (ADR 0089): each pays for one click at most. Kept a
 * day, longer than a token lives, then purged by the charge job.
 */
export const advertisingUsedTokens = pgTable(
  'advertising_used_tokens',
  {
    /** The token's random part. */
    nonce: text('nonce').primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => advertisingCampaigns.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('advertising_used_tokens_used_at_idx').on(table.usedAt)],
);

/** A batch of a day's spend charged from the seller's balance (pending until the ledger answers). */
export const advertisingCharges = pgTable(
  'advertising_charges',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => advertisingCampaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    batchNo: integer('batch_no').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** pending, charged, failed. */
    state: text('state').notNull().default('pending'),
    transactionId: uuid('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.day, table.batchNo] }),
    check('advertising_charges_state', sql`${table.state} in ('pending', 'charged', 'failed')`),
    index('advertising_charges_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);
