import type { OpeningHours, ServiceSchedule } from '@bazaar/contracts';
import { DateTime } from 'luxon';

/** One occurrence the weekly hours make: where it starts and ends, as instants. */
export interface ExpandedSlot {
  startsAt: Date;
  endsAt: Date;
}

export type ExpansionRules = Pick<
  ServiceSchedule,
  'time_zone' | 'weekly_hours' | 'exceptions' | 'slot_minutes' | 'buffer_minutes'
>;

/** Whether the zone is one luxon (the runtime's ICU) knows. */
export function isKnownTimeZone(zone: string): boolean {
  return DateTime.now().setZone(zone).isValid;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The slots of one calendar day: from each opening, back to back with the buffer between, as
 * long as a whole slot fits before closing. Times are wall-clock in `zone`: luxon turns each into
 * an instant with that day's offset, so 09:00 stays 09:00 across a daylight-saving change. A
 * wall-clock time the change skips (02:30 on the last Sunday of March) moves forward by luxon's
 * rule, as calendars do.
 */
function slotsOfDay(
  day: DateTime,
  hours: readonly Pick<OpeningHours, 'opens' | 'closes'>[],
  rules: ExpansionRules,
): ExpandedSlot[] {
  const slots: ExpandedSlot[] = [];
  const step = rules.slot_minutes + rules.buffer_minutes;
  for (const { opens, closes } of hours) {
    const closing = minutesOf(closes);
    for (let start = minutesOf(opens); start + rules.slot_minutes <= closing; start += step) {
      const at = (minutes: number) =>
        day.set({
          hour: Math.floor(minutes / 60),
          minute: minutes % 60,
          second: 0,
          millisecond: 0,
        });
      slots.push({
        startsAt: at(start).toJSDate(),
        endsAt: at(start + rules.slot_minutes).toJSDate(),
      });
    }
  }
  return slots;
}

/**
 * The slots the schedule makes whose start lies in [from, until): each calendar day in the
 * provider's zone gets its weekday's hours, none on a closed day, and an `extra_hours` day its
 * extra hours too.
 */
export function expandSchedule(rules: ExpansionRules, from: Date, until: Date): ExpandedSlot[] {
  const zone = rules.time_zone;
  const slots: ExpandedSlot[] = [];
  const exceptionsByDate = new Map<string, ServiceSchedule['exceptions']>();
  for (const exception of rules.exceptions) {
    exceptionsByDate.set(exception.date, [
      ...(exceptionsByDate.get(exception.date) ?? []),
      exception,
    ]);
  }
  const last = DateTime.fromJSDate(until, { zone }).startOf('day');
  for (
    let day = DateTime.fromJSDate(from, { zone }).startOf('day');
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    const exceptions = exceptionsByDate.get(day.toISODate()!) ?? [];
    if (exceptions.some((exception) => exception.kind === 'closed')) continue;
    const hours = [
      ...rules.weekly_hours.filter((opening) => opening.weekday === day.weekday),
      ...exceptions.flatMap((exception) =>
        exception.opens && exception.closes
          ? [{ opens: exception.opens, closes: exception.closes }]
          : [],
      ),
    ];
    for (const slot of slotsOfDay(day, hours, rules)) {
      if (slot.startsAt >= from && slot.startsAt < until) slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The instants of a calendar-date range [from, to] in a zone: from's midnight to the day after to's. */
export function dayRange(from: string, to: string, zone: string): { start: Date; end: Date } {
  return {
    start: DateTime.fromISO(from, { zone }).startOf('day').toJSDate(),
    end: DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day').toJSDate(),
  };
}

/** The local wall-clock time of an instant in a zone, `HH:MM` (tests and mails). */
export function wallClock(at: Date, zone: string): string {
  return DateTime.fromJSDate(at, { zone }).toFormat('HH:mm');
}

/** An instant as the provider's zone writes it, for mails and notifications. */
export function localDateTime(at: Date, zone: string): string {
  return DateTime.fromJSDate(at, { zone }).toFormat("ccc d LLL yyyy, HH:mm '('ZZZZ')'");
}
