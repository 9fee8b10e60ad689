import {
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
