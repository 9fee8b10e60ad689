import { busyTimesLimits } from '@bazaar/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  busyPeriods,
  CalendarRefusedError,
  checkCalendarText,
  occurrenceEstimate,
  overlappedSlotIds,
} from './busy-periods';

const from = new Date('2026-12-07T00:00:00Z');
const tenDays = new Date('2026-12-17T00:00:00Z');
const aYear = new Date('2027-12-07T00:00:00Z');

/** A calendar of events of 30 minutes from `start`, each with the rule when given. */
function calendar(events: { rule?: string; start?: string }[]) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//busy//EN',
    ...events.flatMap(({ rule, start = '20261201T090000Z' }, index) => [
      'BEGIN:VEVENT',
      `UID:event-${index}@test`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${start}`,
      'DURATION:PT30M',
      ...(rule ? [`RRULE:${rule}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');
}

const refusalOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof CalendarRefusedError) return error.refusal;
    throw error;
  }
  return undefined;
};

describe('the limits of a busy-times calendar', () => {
  it('refuses too many events before parsing, and too many bytes', () => {
    const small = { ...busyTimesLimits, maxEvents: 3, maxBytes: 10_000 };
    expect(refusalOf(() => checkCalendarText(calendar([{}, {}, {}]), small))).toBeUndefined();
    expect(refusalOf(() => checkCalendarText(calendar([{}, {}, {}, {}]), small))).toBe(
      'tooManyEvents',
    );
    expect(refusalOf(() => checkCalendarText('BEGIN:VCALENDAR' + 'x'.repeat(10_000), small))).toBe(
      'tooLarge',
    );
    expect(refusalOf(() => checkCalendarText('hello', small))).toBe('notCalendar');
  });

  it.each([
    ['every minute, unbounded', 'FREQ=MINUTELY', tenDays],
    ['every second, unbounded', 'FREQ=SECONDLY', tenDays],
    ['every hour for a year', 'FREQ=HOURLY', aYear],
    [
      'every day at each 5 minutes',
      'FREQ=DAILY;BYHOUR=8,9,10,11,12,13,14,15;BYMINUTE=0,5,10,15,20,25,30,35,40,45,50,55',
      tenDays,
    ],
  ])('refuses a rule repeating %s before expanding it', (_, rule, until) => {
    expect(
      refusalOf(() => busyPeriods(calendar([{ rule }]), from, until, 'UTC', busyTimesLimits)),
    ).toBe('tooManyOccurrences');
  });

  it.each([
    ['every day for a year', 'FREQ=DAILY', aYear, 365],
    ['every weekday for a year', 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', aYear, 261],
    ['every hour for ten days', 'FREQ=HOURLY', tenDays, 240],
    ['every minute, 20 times', 'FREQ=MINUTELY;COUNT=20', tenDays, 0],
    ['every minute until the 1st', 'FREQ=MINUTELY;UNTIL=20261201T100000Z', tenDays, 0],
    ['every Monday since 2000', 'FREQ=WEEKLY;BYDAY=MO', aYear, 53],
  ])('expands a rule repeating %s within the window', (_, rule, until, count) => {
    const start = rule.endsWith('BYDAY=MO') ? '20000103T090000Z' : undefined;
    const periods = busyPeriods(
      calendar([{ rule, ...(start ? { start } : {}) }]),
      from,
      until,
      'UTC',
      busyTimesLimits,
    );
    expect(periods).toHaveLength(count);
  });

  it('refuses more busy periods in all than the limit', () => {
    const limits = { ...busyTimesLimits, maxBusyPeriods: 25 };
    const text = calendar([{ rule: 'FREQ=DAILY' }, { rule: 'FREQ=DAILY' }]);
    expect(busyPeriods(text, from, tenDays, 'UTC', limits)).toHaveLength(20);
    expect(refusalOf(() => busyPeriods(text, from, aYear, 'UTC', limits))).toBe(
      'tooManyBusyPeriods',
    );
  });

  it('estimates no fewer occurrences than a rule has', () => {
    const dtstart = new Date('2026-01-01T09:00:00Z');
    for (const [rule, occurrences] of [
      [{ freq: 'MONTHLY', byDay: ['MO', 'TU'] }, 24 * 10],
      [{ freq: 'YEARLY', byMonth: [1, 2, 3] }, 3],
      [{ freq: 'WEEKLY', interval: 2, byDay: ['SA', 'SU'] }, 2 * 27],
    ] as const) {
      expect(occurrenceEstimate(rule, dtstart, from, aYear)).toBeGreaterThanOrEqual(
        occurrences / 10,
      );
    }
    expect(occurrenceEstimate({ freq: 'NEVERLY' }, dtstart, from, aYear)).toBe(Infinity);
    expect(occurrenceEstimate({ freq: 'DAILY', interval: 0 }, dtstart, from, aYear)).toBe(Infinity);
  });
});

describe('the slots busy periods overlap', () => {
  it('are those a comparison of every slot with every period finds', () => {
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 60 }))
      .map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(
        fc.array(interval, { maxLength: 30 }),
        fc.array(interval, { maxLength: 30 }),
        (slotTimes, periodTimes) => {
          const slots = slotTimes
            .filter(({ start, end }) => end > start)
            .map(({ start, end }, index) => ({
              id: `slot-${index}`,
              startsAt: new Date(start * 60_000),
              endsAt: new Date(end * 60_000),
            }));
          const periods = periodTimes.map(({ start, end }) => ({
            start: new Date(start * 60_000),
            end: new Date(end * 60_000),
          }));
          const expected = slots
            .filter((slot) =>
              periods.some((period) => slot.startsAt < period.end && slot.endsAt > period.start),
            )
            .map((slot) => slot.id);
          expect([...overlappedSlotIds(slots, periods)].sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});
