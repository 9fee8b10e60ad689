import {
  accountTypes,
  divisionOf,
  type MarketplaceStatistics,
  type marketplaceStatisticsQuery,
  marketplaceSections,
  PREPAY_CURRENCY,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { PeriodWindow } from '../../db/utc-periods';
import { ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { csvText, decimalAmount } from '../../lib/csv';
import { marketplaceSeriesOf, resolveMarketplaceWindow, type MarketplaceRows } from './figures';

type MarketplaceStatisticsQuery = z.output<typeof marketplaceStatisticsQuery>;

/**
 * Where the marketplace's counts per period come from: one aggregate query of each owner's read
 * model (users, listings, orders, bookings, chat, ledger).
 */
export type MarketplaceSources = {
  [K in keyof MarketplaceRows]: (
    db: Queryable,
    window: PeriodWindow,
  ) => Promise<MarketplaceRows[K]>;
};

export interface MarketplaceStatisticsDependencies {
  /** Where the owners' read models read from. */
  db: Queryable;
  marketplaceSources: MarketplaceSources;
  clock: Clock;
}

const ACCOUNT_TYPE_LABELS: Record<(typeof accountTypes)[number], string> = {
  BUYER: 'Buyers',
  SELLER: 'Sellers',
  ADMIN: 'Administrators',
  SUPER_ADMIN: 'Super administrators',
};

const MARKETPLACE_CSV_HEADER = [
  'Period start',
  'Sign-ups',
  ...accountTypes.map((type) => `Sign-ups: ${ACCOUNT_TYPE_LABELS[type]}`),
  'New listings',
  ...marketplaceSections.map((section) => `New listings: ${divisionOf(section).name}`),
  'Orders',
  'Reservations',
  'Conversations',
  'Subscription revenue',
  'Advertising revenue',
  'Currency',
];

/** The administrators' marketplace statistics: the series per period, and as CSV. */
export function createMarketplaceStatistics({
  db,
  marketplaceSources,
  clock,
}: MarketplaceStatisticsDependencies) {
  /** The whole marketplace's figures per period (administrators only; the route checks). */
  async function marketplace(query: MarketplaceStatisticsQuery): Promise<MarketplaceStatistics> {
    const window = resolveMarketplaceWindow(query, clock.now().toISOString().slice(0, 10));
    if ('error' in window) {
      throw new ValidationError([{ field: window.field, message: window.error }], window.error);
    }
    const [signUps, newListings, orders, reservations, conversations, charges] = await Promise.all([
      marketplaceSources.signUps(db, window),
      marketplaceSources.newListings(db, window),
      marketplaceSources.orders(db, window),
      marketplaceSources.reservations(db, window),
      marketplaceSources.conversations(db, window),
      marketplaceSources.charges(db, window),
    ]);
    return {
      ...window,
      currency: PREPAY_CURRENCY,
      ...marketplaceSeriesOf(
        { signUps, newListings, orders, reservations, conversations, charges },
        window.from,
        window.to,
        window.granularity,
      ),
    };
  }

  return {
    marketplace,

    /** The marketplace's series as CSV: one row per period, the same figures as the charts. */
    async marketplaceCsv(
      query: MarketplaceStatisticsQuery,
    ): Promise<{ from: string; to: string; csv: string }> {
      const { from, to, series, currency } = await marketplace(query);
      const csv = csvText(
        MARKETPLACE_CSV_HEADER,
        series.map((point) => [
          point.period,
          String(point.sign_ups),
          ...accountTypes.map((type) => String(point.sign_ups_by_type[type])),
          String(point.new_listings),
          ...marketplaceSections.map((section) => String(point.new_listings_by_division[section])),
          String(point.orders),
          String(point.reservations),
          String(point.conversations),
          decimalAmount(point.subscription_revenue_minor),
          decimalAmount(point.advertising_revenue_minor),
          currency,
        ]),
      );
      return { from, to, csv };
    },
  };
}
