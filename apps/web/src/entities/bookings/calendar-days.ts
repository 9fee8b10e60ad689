/** Plain date arithmetic on `YYYY-MM-DD` and `YYYY-MM` texts, in no time zone (calendar days). */

const pad = (value: number) => String(value).padStart(2, '0');

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `offset` months after `month` (`YYYY-MM`). */
export function addMonths(month: string, offset: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, index - 1 + offset, 1));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}`;
}

/** The date `offset` days after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, offset: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + offset));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

export function daysInMonth(month: string): number {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

/** The first and last date of a month: a slots query's `from` and `to`. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${month}-${pad(daysInMonth(month))}` };
}

/**
 * A month as weeks of seven, Monday first (ISO), with null for the days of the neighbouring
 * months that fill the first and last week.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const firstWeekday = (new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return weeks;
}

/** Today's date on this device's calendar. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
