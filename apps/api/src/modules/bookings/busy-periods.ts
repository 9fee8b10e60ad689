import type { BusyTimesRefusal, busyTimesLimits } from '@bazaar/contracts';
import { DateTime } from 'luxon';
import nodeIcal from 'node-ical';

/*
 * The busy periods of an iCalendar text, within limits (issue 33, ADR 0087). This file runs in
 * the calendar worker (busy-periods.worker.ts) from source too, where Node strips its types: it
 * imports npm packages and types only.
 */

export type BusyTimesLimits = Record<
  keyof Pick<
    typeof busyTimesLimits,
    'maxBytes' | 'maxEvents' | 'maxOccurrencesPerEvent' | 'maxBusyPeriods'
  >,
  number
>;

/** A calendar past one of the limits, or not a calendar: told to the user by its key. */
export class CalendarRefusedError extends Error {
  // A field, not a parameter property: Node strips this file's types but transforms nothing.
  readonly refusal: BusyTimesRefusal;

  constructor(refusal: BusyTimesRefusal) {
    super(`calendar refused: ${refusal}`);
    this.refusal = refusal;
    this.name = 'CalendarRefusedError';
  }
}

export interface BusyPeriod {
  start: Date;
  end: Date;
}

/**
 * What can be told of a calendar before parsing it, in one pass over its text: its size and how
 * many events it has. Refuses it past the limits.
 */
export function checkCalendarText(text: string, limits: BusyTimesLimits): void {
  if (Buffer.byteLength(text, 'utf8') > limits.maxBytes) {
    throw new CalendarRefusedError('tooLarge');
  }
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarRefusedError('notCalendar');
  let events = 0;
  const begin = /^BEGIN:VEVENT\s*$/gim;
  while (begin.exec(text)) {
    events += 1;
    if (events > limits.maxEvents) throw new CalendarRefusedError('tooManyEvents');
  }
}

const PERIOD_MS: Record<string, number> = {
  SECONDLY: 1_000,
  MINUTELY: 60_000,
  HOURLY: 3_600_000,
  DAILY: 86_400_000,
  // The shortest period of each, so that the estimate is never below the truth.
  WEEKLY: 7 * 86_400_000,
  MONTHLY: 28 * 86_400_000,
  YEARLY: 365 * 86_400_000,
};
const FREQUENCIES = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * An upper bound of how many times a rule's BY parts make one period occur: a part finer than
 * the frequency expands (BYHOUR of a DAILY rule: each hour listed), one at or above it only
 * filters (BYDAY of a DAILY rule). BYSETPOS keeps at most as many as it lists.
 */
function occurrencesPerPeriod(freq: string, options: Record<string, unknown>): number {
  const rank = FREQUENCIES.indexOf(freq);
  const expands = (finer: string) => rank > FREQUENCIES.indexOf(finer);
  const part = (key: string, perEntry = 1) => Math.max(1, lengthOf(options[key]) * perEntry);
  let factor = 1;
  if (expands('SECONDLY')) factor *= part('bySecond');
  if (expands('MINUTELY')) factor *= part('byMinute');
  if (expands('HOURLY')) factor *= part('byHour');
  const byDay = lengthOf(options['byDay'] ?? options['byweekday']);
  if (freq === 'WEEKLY') factor *= Math.max(1, byDay);
  if (freq === 'MONTHLY') factor *= Math.max(1, byDay * 5, lengthOf(options['byMonthDay']));
  if (freq === 'YEARLY') {
    factor *= Math.max(
      1,
      byDay * 53,
      lengthOf(options['byMonthDay']) * 12,
      lengthOf(options['byYearDay']),
      lengthOf(options['byWeekNo']) * 7,
      lengthOf(options['byMonth']) * 31,
    );
  }
  const setPositions = lengthOf(options['bySetPos']);
  return setPositions > 0 ? Math.min(factor, setPositions) : factor;
}

/**
 * An upper bound of a rule's occurrences in [from, until): its periods there times its
 * occurrences per period, no more than its COUNT. Infinity for a rule it cannot read.
 */
export function occurrenceEstimate(
  options: Record<string, unknown>,
  dtstart: Date,
  from: Date,
  until: Date,
): number {
  const freq = String(options['freq'] ?? '').toUpperCase();
  const period = PERIOD_MS[freq];
  const interval = Number(options['interval'] ?? 1);
  if (period === undefined || !Number.isFinite(interval) || interval < 1) return Infinity;
  const ruleEnd = options['until'] instanceof Date ? options['until'].getTime() : Infinity;
  const start = Math.max(from.getTime(), dtstart.getTime());
  const end = Math.min(until.getTime(), ruleEnd);
  if (end < start) return 0;
  const periods = Math.floor((end - start) / (period * interval)) + 2;
  const estimate = periods * occurrencesPerPeriod(freq, options);
  const count = Number(options['count']);
  return Number.isFinite(count) && count >= 0 ? Math.min(estimate, count) : estimate;
}

/** A whole day is the provider's day: its date, in its own zone. */
function providerDay(date: Date, zone: string) {
  return DateTime.fromObject(
    { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() },
    { zone },
  );
}

/**
 * The busy periods of an iCalendar text in [from, until), recurring events expanded within it
 * only. Refuses (CalendarRefusedError) a calendar past the limits: too large or with too many
 * events (before parsing), a rule that would repeat more than `maxOccurrencesPerEvent` times in
 * the window (before expanding it), more than `maxBusyPeriods` in all.
 */
export function busyPeriods(
  text: string,
  from: Date,
  until: Date,
  zone: string,
  limits: BusyTimesLimits,
): BusyPeriod[] {
  checkCalendarText(text, limits);
  let parsed: ReturnType<typeof nodeIcal.sync.parseICS>;
  try {
    parsed = nodeIcal.sync.parseICS(text);
  } catch {
    throw new CalendarRefusedError('notCalendar');
  }
  const periods: BusyPeriod[] = [];
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    if (component.transparency === 'TRANSPARENT' || component.status === 'CANCELLED') continue;
    if (component.rrule) {
      const estimate = occurrenceEstimate(component.rrule.options, component.start, from, until);
      if (estimate > limits.maxOccurrencesPerEvent) {
        throw new CalendarRefusedError('tooManyOccurrences');
      }
    }
    let instances: ReturnType<typeof nodeIcal.expandRecurringEvent>;
    try {
      instances = nodeIcal.expandRecurringEvent(component, {
        from,
        to: until,
        expandOngoing: true,
      });
    } catch (error) {
      // The rule library gives up past its own iteration limit: a rule too dense to expand.
      throw new CalendarRefusedError(
        error instanceof Error && /iteration/i.test(error.message)
          ? 'tooManyOccurrences'
          : 'notCalendar',
      );
    }
    for (const instance of instances) {
      if (instance.isFullDay) {
        const day = providerDay(instance.start, zone);
        const end = instance.end ? providerDay(instance.end, zone) : day.plus({ days: 1 });
        periods.push({
          start: day.toJSDate(),
          end: (end > day ? end : day.plus({ days: 1 })).toJSDate(),
        });
      } else {
        const start = new Date(instance.start);
        const end = instance.end ? new Date(instance.end) : start;
        periods.push({ start, end: end > start ? end : start });
      }
      if (periods.length > limits.maxBusyPeriods) {
        throw new CalendarRefusedError('tooManyBusyPeriods');
      }
    }
  }
  return periods.filter((period) => period.end > from && period.start < until);
}

/**
 * The ids of the slots that some busy period overlaps, in O((n + m) log(n + m)): the periods
 * merged into disjoint runs sorted by start, then one sweep over the slots by start.
 */
export function overlappedSlotIds(
  slots: readonly { id: string; startsAt: Date; endsAt: Date }[],
  periods: readonly BusyPeriod[],
): Set<string> {
  const runs: { start: number; end: number }[] = [];
  for (const period of [...periods].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const last = runs.at(-1);
    const start = period.start.getTime();
    const end = period.end.getTime();
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else runs.push({ start, end });
  }
  const overlapped = new Set<string>();
  let run = 0;
  for (const slot of [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const start = slot.startsAt.getTime();
    // Runs that end by this slot's start end before every later slot's start too.
    while (run < runs.length && runs[run]!.end <= start) run += 1;
    const current = runs[run];
    if (current && current.start < slot.endsAt.getTime()) overlapped.add(slot.id);
  }
  return overlapped;
}
