import type { StatisticGranularity } from '@bazaar/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Counting rows per period of their creation time, in SQL (GROUP BY date_trunc), for the
 * administrators' marketplace statistics: every module's read model answers with these, so the
 * periods of every source line up.
 */

/** A range of UTC days (`YYYY-MM-DD`, both included) cut into days, weeks or months. */
export interface PeriodWindow {
  from: string;
  to: string;
  granularity: StatisticGranularity;
}

/**
 * The first day (`YYYY-MM-DD`) of the period holding the timestamp, in UTC: itself, its ISO
 * week's Monday, or its month's 1st. The unit is written into the SQL, not sent as a parameter,
 * so that the same expression in SELECT and GROUP BY is one expression to the database.
 */
export function utcPeriodOf(column: AnyPgColumn, granularity: StatisticGranularity): SQL<string> {
  const unit = sql.raw(`'${({ day: 'day', week: 'week', month: 'month' } as const)[granularity]}'`);
  return sql<string>`to_char(date_trunc(${unit}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

/** The timestamp falls on one of the window's UTC days (a range an index on it serves). */
export function withinUtcDays(
  column: AnyPgColumn,
  { from, to }: Omit<PeriodWindow, 'granularity'>,
) {
  return sql`${column} >= (${from}::date)::timestamp at time zone 'UTC' and ${column} < (${to}::date + 1)::timestamp at time zone 'UTC'`;
}
