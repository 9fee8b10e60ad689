import { z } from 'zod';
import { analyticsEventTypes } from './analytics';
import { accountTypes, marketplaceSections } from './enums';

/** How the statistic page groups days (spec §2 `/profile/statistic`). */
export const statisticGranularities = ['day', 'week', 'month'] as const;
export type StatisticGranularity = (typeof statisticGranularities)[number];

/** The longest period one request may ask for, in days (two years). */
export const STATISTICS_MAX_DAYS = 731;
/** The period shown when none is asked for: the last 30 days. */
export const STATISTICS_DEFAULT_DAYS = 30;
/** Most listings the per-listing table answers. */
export const STATISTICS_LISTINGS_MAX = 500;

/** `GET /statistics`, `/statistics/listings` and its CSV export. */
export const statisticsQuery = z.object({
  /** First day (UTC, inclusive); default: 29 days before `to`. */
  from: z.iso.date().optional(),
  /** Last day (UTC, inclusive); default: today. */
  to: z.iso.date().optional(),
  granularity: z.enum(statisticGranularities).default('day'),
  /** One listing only. */
  listing: z.uuid().optional(),
  /** Administrators only: one seller's listings. Sellers always see their own. */
  seller: z.uuid().optional(),
});
export type StatisticsQuery = z.input<typeof statisticsQuery>;

/** What is counted, for one period or one listing. */
export const statisticFigures = z.object({
  /** Item-page views, once per visitor per day, without bots and the owner. */
  views: z.number().int().nonnegative(),
  /** Clicks on the listing's promotions. */
  clicks: z.number().int().nonnegative(),
  /** Times the listing was added to a cart. */
  cart_adds: z.number().int().nonnegative(),
  /** Orders holding the listing (declined and cancelled ones not counted). */
  orders: z.number().int().nonnegative(),
  /** Orders per view (0 to 1, or above with orders from elsewhere), null without views. */
  conversion: z.number().nonnegative().nullable(),
  /** What those orders paid for the listing, in minor units of `currency`. */
  revenue_minor: z.number().int().nonnegative(),
  /** What its promotions were charged, in minor units of `currency`. */
  spend_minor: z.number().int().nonnegative(),
});
export type StatisticFigures = z.infer<typeof statisticFigures>;

/** One period of the series: `period` is its first day (a Monday for weeks, the 1st for months). */
export const statisticPoint = statisticFigures.extend({ period: z.iso.date() });
export type StatisticPoint = z.infer<typeof statisticPoint>;

/** `GET /statistics`: totals and the series over time, every period present (zeros included). */
export const statisticsSummary = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    granularity: z.enum(statisticGranularities),
    currency: z.string().length(3),
    totals: statisticFigures,
    series: z.array(statisticPoint),
  })
  .meta({ id: 'StatisticsSummary' });
export type StatisticsSummary = z.infer<typeof statisticsSummary>;

export const statisticListingRow = statisticFigures.extend({
  listing_id: z.uuid(),
  title: z.string(),
  seller: z.object({ id: z.uuid(), display_name: z.string() }),
});
export type StatisticListingRow = z.infer<typeof statisticListingRow>;

/** `GET /statistics/listings`: the listings with any figure in the period, most viewed first. */
export const statisticsListings = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    currency: z.string().length(3),
    items: z.array(statisticListingRow),
  })
  .meta({ id: 'StatisticsListings' });
export type StatisticsListings = z.infer<typeof statisticsListings>;

export const listingViewParams = z.object({ id: z.uuid() });

/** What the analytics beacon reports (spec §7); only last visits so far. */
export const analyticsBeaconBody = z.object({ type: z.enum(analyticsEventTypes) });
/** Spec §7: the beacon carries the access token in the `token` query parameter. */
export const analyticsBeaconQuery = z.object({ token: z.string().min(1).max(4096) });

/*
 * The marketplace's figures for administrators (issue 21, `/profile/statistic`): accounts,
 * listings, orders, reservations, conversations and revenue over time, for the whole marketplace.
 */

/** Most periods (buckets) one marketplace request may ask for: a year of days. */
export const MARKETPLACE_STATISTICS_MAX_PERIODS = 366;

/** `GET /statistics/marketplace` and its CSV export. */
export const marketplaceStatisticsQuery = statisticsQuery.pick({
  from: true,
  to: true,
  granularity: true,
});
export type MarketplaceStatisticsQuery = z.input<typeof marketplaceStatisticsQuery>;

const count = z.number().int().nonnegative();

/** What the marketplace counted in one period (or the whole range). */
export const marketplaceFigures = z.object({
  /** Accounts created (signed up or added by an administrator). */
  sign_ups: count,
  sign_ups_by_type: z.record(z.enum(accountTypes), count),
  /** Listings created, drafts included. */
  new_listings: count,
  new_listings_by_division: z.record(z.enum(marketplaceSections), count),
  /** Orders placed, whatever became of them. */
  orders: count,
  /** Service reservations made, whatever became of them. */
  reservations: count,
  /** Conversations started. */
  conversations: count,
  /** Subscriptions charged to prepaid balances, less their refunds, in minor units of `currency`. */
  subscription_revenue_minor: z.number().int(),
  /**
   * Advertising charged to prepaid balances, less refunds, in minor units of `currency` (what
   * a subscription's included promotion credits paid is part of the subscription's price).
   */
  advertising_revenue_minor: z.number().int(),
});
export type MarketplaceFigures = z.infer<typeof marketplaceFigures>;

/** One period of the marketplace series: `period` is its first day. */
export const marketplacePoint = marketplaceFigures.extend({ period: z.iso.date() });
export type MarketplacePoint = z.infer<typeof marketplacePoint>;

/** `GET /statistics/marketplace`: totals and every period of the range (zeros included). */
export const marketplaceStatistics = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    granularity: z.enum(statisticGranularities),
    currency: z.string().length(3),
    totals: marketplaceFigures,
    series: z.array(marketplacePoint),
  })
  .meta({ id: 'MarketplaceStatistics' });
export type MarketplaceStatistics = z.infer<typeof marketplaceStatistics>;
