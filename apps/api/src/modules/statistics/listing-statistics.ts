import {
  isAdmin,
  PREPAY_CURRENCY,
  STATISTICS_LISTINGS_MAX,
  type StatisticGranularity,
  type StatisticsListings,
  type statisticsQuery,
  type StatisticsSummary,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { csvText, decimalAmount } from '../../lib/csv';
import {
  listingFigures,
  mergeListingDays,
  resolvePeriod,
  seriesOf,
  figuresOf,
  type ListingDay,
} from './figures';
import type { FiguresFilter, StatisticsRepository } from './statistics.repository';

type StatisticsQuery = z.output<typeof statisticsQuery>;

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

export interface ListingStatisticsDependencies {
  repository: StatisticsRepository;
  /** Where the read models of orders and advertising read from. */
  db: Queryable;
  orderFigures: OrderFigures;
  promotionFigures: PromotionFigures;
  clock: Clock;
}

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

/** The statistics of listings: a seller's own, or any seller's for administrators. */
export function createListingStatistics({
  repository,
  db,
  orderFigures,
  promotionFigures,
  clock,
}: ListingStatisticsDependencies) {
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

  return {
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
  };
}
