import {
  accountTypes,
  divisionOf,
  isAdmin,
  type MarketplaceStatistics,
  type marketplaceStatisticsQuery,
  marketplaceSections,
  PREPAY_CURRENCY,
  STATISTICS_LISTINGS_MAX,
  type StatisticGranularity,
  type StatisticsListings,
  type statisticsQuery,
  type StatisticsSummary,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { PeriodWindow } from '../../db/utc-periods';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { csvText, decimalAmount } from '../../lib/csv';
import type { Visitor } from '../../lib/visitor';
import {
  addDays,
  listingFigures,
  marketplaceSeriesOf,
  mergeListingDays,
  resolveMarketplaceWindow,
  resolvePeriod,
  seriesOf,
  figuresOf,
  type ListingDay,
  type MarketplaceRows,
} from './figures';
import type { FiguresFilter, StatisticsRepository } from './statistics.repository';

type StatisticsQuery = z.output<typeof statisticsQuery>;
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

/**
 * Promotion views, clicks and spend per listing and day: the advertising module's
 * `promotionDailyFigures` (its read model), or what stands in for it.
 */
export type PromotionFigures = (
  db: Queryable,
  filter: { sellerId?: string | null; from: string; to: string },
) => Promise<
  Array<{ listingId: string; day: string; views: number; clicks: number; spendMinor: number }>
>;

/** Orders and revenue per listing and day: the orders module's `listingOrderFigures`. */
export type OrderFigures = (
  db: Queryable,
  filter: { sellerId: string | null; listingId?: string; from: string; to: string },
) => Promise<Array<{ listingId: string; day: string; orders: number; revenueMinor: number }>>;

/** At most one last-visit write per account in this many seconds (the beacon's throttle). */
export const LAST_VISIT_GAP_SECONDS = 60;

/** How many days of "who viewed" are kept for de-duplication; the daily figures stay. */
export const VIEW_VISITS_KEPT_DAYS = 7;

export interface StatisticsServiceDependencies {
  repository: StatisticsRepository;
  /** Where the read models of orders and advertising read from. */
  db: Queryable;
  orderFigures: OrderFigures;
  promotionFigures: PromotionFigures;
  marketplaceSources: MarketplaceSources;
  clock?: Clock;
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

const CSV_HEADER = [
  'Listing',
  'Seller',
  'Views',
  'Clicks',
  'Added to cart',
  'Orders',
  'Conversion (%)',
  'Revenue',
  'Promotion spend',
  'Currency',
  'Listing id',
];

export function createStatisticsService({
  repository,
  db,
  orderFigures,
  promotionFigures,
  marketplaceSources,
  clock = systemClock,
}: StatisticsServiceDependencies) {
  /** Whose listings and which days the caller may read: a seller only their own. */
  async function scopeOf(account: SignedInAccount, query: StatisticsQuery): Promise<FiguresFilter> {
    const period = resolvePeriod(query, clock.now().toISOString().slice(0, 10));
    if ('error' in period) {
      throw new ValidationError([{ field: period.field, message: period.error }], period.error);
    }
    let sellerId: string | null;
    if (isAdmin(account.type)) sellerId = query.seller ?? null;
    else if (account.type === 'SELLER') {
      if (query.seller && query.seller !== account.id) {
        throw new ForbiddenError(
          'FORBIDDEN',
          'You can only see the statistics of your own listings.',
        );
      }
      sellerId = account.id;
    } else throw new ForbiddenError();
    if (query.listing) {
      const owner = await repository.ownerOf(query.listing);
      if (!owner || (sellerId !== null && owner !== sellerId)) {
        throw new NotFoundError('We could not find this listing among yours.');
      }
    }
    return { sellerId, listingId: query.listing, ...period };
  }

  /** Every figure of the scope, one row per listing and day. */
  async function listingDays(filter: FiguresFilter): Promise<ListingDay[]> {
    const [counts, ordered, promoted] = await Promise.all([
      repository.dailyCounts(filter),
      orderFigures(db, filter),
      promotionFigures(db, { sellerId: filter.sellerId, from: filter.from, to: filter.to }),
    ]);
    const ofListing = filter.listingId
      ? promoted.filter((row) => row.listingId === filter.listingId)
      : promoted;
    // Promotion views are ad impressions, not item-page views: only clicks and spend are taken.
    return mergeListingDays(
      counts,
      ordered,
      ofListing.map(({ listingId, day, clicks, spendMinor }) => ({
        listingId,
        day,
        clicks,
        spendMinor,
      })),
    ).filter((row) => row.day >= filter.from && row.day <= filter.to);
  }

  async function listingRows(account: SignedInAccount, query: StatisticsQuery) {
    const filter = await scopeOf(account, query);
    const rows = listingFigures(await listingDays(filter)).slice(0, STATISTICS_LISTINGS_MAX);
    const names = await repository.listingNames(rows.map((row) => row.listingId));
    const items = rows.flatMap(({ listingId, ...figures }) => {
      const name = names.get(listingId);
      // A listing deleted since is left out: there is nothing to open or name.
      if (!name) return [];
      return [
        {
          listing_id: listingId,
          title: name.title,
          seller: { id: name.ownerId, display_name: name.sellerName },
          ...figures,
        },
      ];
    });
    return { from: filter.from, to: filter.to, currency: PREPAY_CURRENCY, items };
  }

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

    /**
     * Counts a view of a published listing's item page: once per visitor per day, never a bot's
     * or its owner's. Answers whether it counted.
     */
    async recordView(
      listingId: string,
      visitor: Visitor,
      accountId: string | null,
    ): Promise<boolean> {
      const listing = await repository.publicListing(listingId);
      if (!listing) throw new NotFoundError('We could not find this listing.');
      if (visitor.isBot || accountId === listing.ownerId) return false;
      return repository.transaction((queries) =>
        queries.recordView(listing, visitor.day, visitor.key),
      );
    },

    /** Counts a product put into a cart on the day it happened (a `cart.item_added` subscriber). */
    async countCartAdd(
      tx: Queryable,
      added: { listingId: string; sellerId: string; at: Date },
    ): Promise<void> {
      await repository
        .within(tx)
        .addToDay(added.listingId, added.sellerId, added.at.toISOString().slice(0, 10), {
          cartAdds: 1,
        });
    },

    /** `GET /statistics`: totals and the series over time of the caller's scope. */
    async summary(account: SignedInAccount, query: StatisticsQuery): Promise<StatisticsSummary> {
      const filter = await scopeOf(account, query);
      const rows = await listingDays(filter);
      const granularity: StatisticGranularity = query.granularity;
      return {
        from: filter.from,
        to: filter.to,
        granularity,
        currency: PREPAY_CURRENCY,
        totals: figuresOf(rows),
        series: seriesOf(rows, filter.from, filter.to, granularity),
      };
    },

    /** `GET /statistics/listings`: each listing's figures over the period. */
    listings: (account: SignedInAccount, query: StatisticsQuery): Promise<StatisticsListings> =>
      listingRows(account, query),

    /** The per-listing table as CSV. */
    async listingsCsv(account: SignedInAccount, query: StatisticsQuery): Promise<string> {
      const { items, currency } = await listingRows(account, query);
      return csvText(
        CSV_HEADER,
        items.map((item) => [
          item.title,
          item.seller.display_name,
          String(item.views),
          String(item.clicks),
          String(item.cart_adds),
          String(item.orders),
          item.conversion === null ? '' : (item.conversion * 100).toFixed(2),
          decimalAmount(item.revenue_minor),
          decimalAmount(item.spend_minor),
          currency,
          item.listing_id,
        ]),
      );
    },

    /** The analytics beacon: the account was active now (written at most once a minute). */
    lastVisited: (accountId: string) =>
      repository.touchLastVisit(accountId, clock.now(), LAST_VISIT_GAP_SECONDS),

    /** Forgets who viewed what more than a week ago (a daily job). */
    purgeOldVisits: () =>
      repository.purgeVisitsBefore(
        addDays(clock.now().toISOString().slice(0, 10), -VIEW_VISITS_KEPT_DAYS),
      ),
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
