import {
  isAdmin,
  statisticGranularities,
  type AccountType,
  type MarketplaceStatisticsQuery,
  type StatisticGranularity,
  type StatisticsQuery,
} from '@bazaar/contracts';
import { isAccountId } from '@/lib/forms/account-id';
import { dayOf, type ReadableParams } from '@/lib/search/page-params';

/**
 * The statistic page's filters as they live in its address, so a reload or a shared link shows
 * the same figures: `granularity` (day/week/month), `from` and `to` (UTC days; the api's default
 * is the last 30 days), `listing` (one listing) and, for administrators, `seller` and `view`:
 * administrators see the whole marketplace's figures unless `view=listings` asks for the sellers'
 * listings.
 */
export interface StatisticsFilters {
  granularity: StatisticGranularity;
  from: string | null;
  to: string | null;
  listing: string | null;
  /** One seller's listings; administrators only. */
  seller: string | null;
  /** Administrators: the sellers' listings instead of the marketplace (null); sellers: always null. */
  view: 'listings' | null;
}

const idOf = (value: string | null) => {
  const id = (value ?? '').trim().toLowerCase();
  return isAccountId(id) ? id : null;
};

export function statisticsFiltersFromSearchParams(
  params: ReadableParams,
  accountType: AccountType,
): StatisticsFilters {
  const granularity = params.get('granularity');
  return {
    granularity: (statisticGranularities as readonly string[]).includes(granularity ?? '')
      ? (granularity as StatisticGranularity)
      : 'day',
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    listing: idOf(params.get('listing')),
    seller: isAdmin(accountType) ? idOf(params.get('seller')) : null,
    view: isAdmin(accountType) && params.get('view') === 'listings' ? 'listings' : null,
  };
}

export function statisticsFiltersToSearchParams(filters: StatisticsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.granularity !== 'day') params.set('granularity', filters.granularity);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.listing) params.set('listing', filters.listing);
  if (filters.seller) params.set('seller', filters.seller);
  if (filters.view) params.set('view', filters.view);
  return params;
}

export const noStatisticsFilters: StatisticsFilters = {
  granularity: 'day',
  from: null,
  to: null,
  listing: null,
  seller: null,
  view: null,
};

/** Whether any figure filter is set (the view is not a filter: resetting keeps it). */
export function hasStatisticsFilters(filters: StatisticsFilters): boolean {
  return statisticsFiltersToSearchParams({ ...filters, view: null }).size > 0;
}

/** Whether the filters show the whole marketplace: an administrator's default view. */
export const showsMarketplace = (filters: StatisticsFilters, accountType: AccountType) =>
  isAdmin(accountType) && filters.view === null;

export function statisticsApiQuery(filters: StatisticsFilters): StatisticsQuery {
  return {
    granularity: filters.granularity,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    listing: filters.listing ?? undefined,
    seller: filters.seller ?? undefined,
  };
}

export function marketplaceApiQuery(filters: StatisticsFilters): MarketplaceStatisticsQuery {
  return {
    granularity: filters.granularity,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
  };
}
