import { type StatisticGranularity } from '@bazaar/contracts';

/** The label of a period on a chart's axis: a day, a week's Monday, or a month. */
export function periodLabel(period: string, granularity: StatisticGranularity, locale: string) {
  const date = new Date(`${period}T00:00:00Z`);
  return new Intl.DateTimeFormat(
    locale,
    granularity === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(date);
}
