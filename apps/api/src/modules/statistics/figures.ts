import {
  accountTypes,
  MARKETPLACE_STATISTICS_MAX_PERIODS,
  marketplaceSections,
  type AccountType,
  type MarketplaceFigures,
  type MarketplacePoint,
  type MarketplaceSection,
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  type StatisticFigures,
  type StatisticGranularity,
  type StatisticPoint,
} from '@bazaar/contracts';

/*
 * The arithmetic of the statistic page, apart from the database: one row per listing and day
 * from the three sources (views and cart adds kept here, orders read from orders, promotions from
 * advertising), added up into totals, periods and listings.
 */

const DAY_MS = 86_400_000;

/** Everything counted of one listing on one UTC day. */
export interface ListingDay {
  listingId: string;
  day: string;
  views: number;
  clicks: number;
  cartAdds: number;
  orders: number;
  revenueMinor: number;
  spendMinor: number;
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number) => dayOfMs(dayMs(day) + days * DAY_MS);

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/**
 * The period asked for, with its defaults (the last 30 days up to today), or a message saying
 * what is wrong with it.
 */
export function resolvePeriod(
  asked: { from?: string; to?: string },
  today: string,
): { from: string; to: string } | { error: string; field: 'from' | 'to' } {
  const to = asked.to ?? (asked.from && asked.from > today ? asked.from : today);
  const from = asked.from ?? addDays(to, -(STATISTICS_DEFAULT_DAYS - 1));
  if (from > to) return { error: 'The period must not end before it starts.', field: 'to' };
  if (daysBetween(from, to) > STATISTICS_MAX_DAYS) {
    return { error: `Choose a period of at most ${STATISTICS_MAX_DAYS} days.`, field: 'from' };
  }
  return { from, to };
}

/** The first day of the period holding `day`: itself, its week's Monday, or its month's 1st. */
export function periodStart(day: string, granularity: StatisticGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(dayMs(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The first days of every period from `from` to `to`, in order. */
export function periodsBetween(
  from: string,
  to: string,
  granularity: StatisticGranularity,
): string[] {
  const periods: string[] = [];
  let day = periodStart(from, granularity);
  while (day <= to) {
    periods.push(day);
    if (granularity === 'day') day = addDays(day, 1);
    else if (granularity === 'week') day = addDays(day, 7);
    else {
      const date = new Date(dayMs(day));
      date.setUTCMonth(date.getUTCMonth() + 1);
      day = dayOfMs(date.getTime());
    }
  }
  return periods;
}

const zero = (): Omit<ListingDay, 'listingId' | 'day'> => ({
  views: 0,
  clicks: 0,
  cartAdds: 0,
  orders: 0,
  revenueMinor: 0,
  spendMinor: 0,
});

type Counted = Partial<Omit<ListingDay, 'listingId' | 'day'>> & { listingId: string; day: string };

/** The rows of every source merged into one row per listing and day. */
export function mergeListingDays(...sources: ReadonlyArray<readonly Counted[]>): ListingDay[] {
  const merged = new Map<string, ListingDay>();
  for (const rows of sources) {
    for (const row of rows) {
      const key = `${row.listingId}|${row.day}`;
      let kept = merged.get(key);
      if (!kept) {
        kept = { listingId: row.listingId, day: row.day, ...zero() };
        merged.set(key, kept);
      }
      kept.views += row.views ?? 0;
      kept.clicks += row.clicks ?? 0;
      kept.cartAdds += row.cartAdds ?? 0;
      kept.orders += row.orders ?? 0;
      kept.revenueMinor += row.revenueMinor ?? 0;
      kept.spendMinor += row.spendMinor ?? 0;
    }
  }
  return [...merged.values()];
}

/** Rows added up, with the conversion (orders per view; null without views). */
export function figuresOf(rows: readonly ListingDay[]): StatisticFigures {
  const sum = zero();
  for (const row of rows) {
    sum.views += row.views;
    sum.clicks += row.clicks;
    sum.cartAdds += row.cartAdds;
    sum.orders += row.orders;
    sum.revenueMinor += row.revenueMinor;
    sum.spendMinor += row.spendMinor;
  }
  return {
    views: sum.views,
    clicks: sum.clicks,
    cart_adds: sum.cartAdds,
    orders: sum.orders,
    conversion: sum.views === 0 ? null : Math.round((sum.orders / sum.views) * 10_000) / 10_000,
    revenue_minor: sum.revenueMinor,
    spend_minor: sum.spendMinor,
  };
}

/** Every period of the range with its figures, periods without any as zeros. */
export function seriesOf(
  rows: readonly ListingDay[],
  from: string,
  to: string,
  granularity: StatisticGranularity,
): StatisticPoint[] {
  const byPeriod = new Map<string, ListingDay[]>(
    periodsBetween(from, to, granularity).map((period) => [period, []]),
  );
  for (const row of rows) byPeriod.get(periodStart(row.day, granularity))?.push(row);
  return [...byPeriod].map(([period, periodRows]) => ({ period, ...figuresOf(periodRows) }));
}

/** Each listing's figures over the period, most viewed first (then most ordered). */
export function listingFigures(
  rows: readonly ListingDay[],
): Array<StatisticFigures & { listingId: string }> {
  const byListing = new Map<string, ListingDay[]>();
  for (const row of rows) {
    const kept = byListing.get(row.listingId);
    if (kept) kept.push(row);
    else byListing.set(row.listingId, [row]);
  }
  return [...byListing]
    .map(([listingId, listingRows]) => ({ listingId, ...figuresOf(listingRows) }))
    .sort(
      (a, b) =>
        b.views - a.views ||
        b.orders - a.orders ||
        b.revenue_minor - a.revenue_minor ||
        a.listingId.localeCompare(b.listingId),
    );
}

/** The marketplace's counts per period, as the owners' read models answer them. */
export interface MarketplaceRows {
  signUps: ReadonlyArray<{ period: string; accountType: AccountType; count: number }>;
  newListings: ReadonlyArray<{ period: string; section: MarketplaceSection; count: number }>;
  orders: ReadonlyArray<{ period: string; count: number }>;
  reservations: ReadonlyArray<{ period: string; count: number }>;
  conversations: ReadonlyArray<{ period: string; count: number }>;
  charges: ReadonlyArray<{
    period: string;
    purpose: 'subscription' | 'advertising';
    amountMinor: number;
  }>;
}

/**
 * The period and granularity asked for the marketplace's figures, with the defaults of
 * `resolvePeriod`, or what is wrong with them: a period longer than the limit, or more periods
 * (buckets) than one answer holds.
 */
export function resolveMarketplaceWindow(
  asked: { from?: string; to?: string; granularity: StatisticGranularity },
  today: string,
):
  | { from: string; to: string; granularity: StatisticGranularity }
  | { error: string; field: 'from' | 'to' | 'granularity' } {
  const period = resolvePeriod(asked, today);
  if ('error' in period) return period;
  if (
    periodsBetween(period.from, period.to, asked.granularity).length >
    MARKETPLACE_STATISTICS_MAX_PERIODS
  ) {
    return {
      error: `Choose a shorter period or longer steps: at most ${MARKETPLACE_STATISTICS_MAX_PERIODS} points.`,
      field: 'granularity',
    };
  }
  return { ...period, granularity: asked.granularity };
}

const zeroMarketplace = (): MarketplaceFigures => ({
  sign_ups: 0,
  sign_ups_by_type: Object.fromEntries(accountTypes.map((type) => [type, 0])) as Record<
    AccountType,
    number
  >,
  new_listings: 0,
  new_listings_by_division: Object.fromEntries(
    marketplaceSections.map((section) => [section, 0]),
  ) as Record<MarketplaceSection, number>,
  orders: 0,
  reservations: 0,
  conversations: 0,
  subscription_revenue_minor: 0,
  advertising_revenue_minor: 0,
});

/**
 * Every period of the range with the marketplace's counts (zeros where nothing happened) and
 * their totals. Rows of a period outside the range are left out.
 */
export function marketplaceSeriesOf(
  rows: MarketplaceRows,
  from: string,
  to: string,
  granularity: StatisticGranularity,
): { totals: MarketplaceFigures; series: MarketplacePoint[] } {
  const byPeriod = new Map(
    periodsBetween(from, to, granularity).map((period) => [period, zeroMarketplace()]),
  );
  const totals = zeroMarketplace();
  const add = (period: string, change: (figures: MarketplaceFigures) => void) => {
    const figures = byPeriod.get(period);
    if (!figures) return;
    change(figures);
    change(totals);
  };
  for (const { period, accountType, count } of rows.signUps) {
    add(period, (figures) => {
      figures.sign_ups += count;
      figures.sign_ups_by_type[accountType] += count;
    });
  }
  for (const { period, section, count } of rows.newListings) {
    add(period, (figures) => {
      figures.new_listings += count;
      figures.new_listings_by_division[section] += count;
    });
  }
  for (const { period, count } of rows.orders)
    add(period, (figures) => void (figures.orders += count));
  for (const { period, count } of rows.reservations) {
    add(period, (figures) => void (figures.reservations += count));
  }
  for (const { period, count } of rows.conversations) {
    add(period, (figures) => void (figures.conversations += count));
  }
  for (const { period, purpose, amountMinor } of rows.charges) {
    add(period, (figures) => {
      if (purpose === 'subscription') figures.subscription_revenue_minor += amountMinor;
      else figures.advertising_revenue_minor += amountMinor;
    });
  }
  return { totals, series: [...byPeriod].map(([period, figures]) => ({ period, ...figures })) };
}
