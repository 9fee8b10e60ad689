import { describe, expect, it } from 'vitest';
import { expandSchedule, isKnownTimeZone, wallClock, type ExpansionRules } from './slot-expansion';

const berlinWeekdays: ExpansionRules = {
  time_zone: 'Europe/Berlin',
  weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    opens: '09:00',
    closes: '17:00',
  })),
  exceptions: [],
  slot_minutes: 60,
  buffer_minutes: 0,
};

describe('expandSchedule', () => {
  it.each([
    ['the last Sunday of March', '2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z'],
    ['the last Sunday of October', '2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z'],
  ])('keeps 09:00 Europe/Berlin at 09:00 local across %s', (_, from, until) => {
    const slots = expandSchedule(berlinWeekdays, new Date(from), new Date(until));
    const firstOfDay = new Map<string, Date>();
    for (const slot of slots) {
      const day = slot.startsAt.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
      if (!firstOfDay.has(day)) firstOfDay.set(day, slot.startsAt);
    }
    expect(firstOfDay.size).toBe(3);
    for (const start of firstOfDay.values())
      expect(wallClock(start, 'Europe/Berlin')).toBe('09:00');
    // The instants differ by a whole hour across the change: the offset moved, the wall clock did not.
    const [before, , after] = [...firstOfDay.values()];
    const hoursApart = (after!.getTime() - before!.getTime()) / 3_600_000;
    expect(hoursApart === 47 || hoursApart === 49).toBe(true);
    // 8 one-hour slots a day, the last 16:00–17:00.
    expect(slots).toHaveLength(24);
    expect(wallClock(slots.at(-1)!.endsAt, 'Europe/Berlin')).toBe('17:00');
  });

  it('puts the buffer between slots and leaves out a slot that does not fit', () => {
    const slots = expandSchedule(
      {
        ...berlinWeekdays,
        slot_minutes: 45,
        buffer_minutes: 15,
        weekly_hours: [{ weekday: 1, opens: '09:00', closes: '11:30' }],
      },
      new Date('2026-06-01T00:00:00Z'),
      new Date('2026-06-02T00:00:00Z'),
    );
    expect(slots.map((slot) => wallClock(slot.startsAt, 'Europe/Berlin'))).toEqual([
      '09:00',
      '10:00',
    ]);
  });

  it('skips closed days and adds extra hours', () => {
    const slots = expandSchedule(
      {
        ...berlinWeekdays,
        weekly_hours: [{ weekday: 1, opens: '09:00', closes: '10:00' }],
        exceptions: [
          { date: '2026-06-01', kind: 'closed', opens: null, closes: null, note: 'Whit Monday' },
          { date: '2026-06-06', kind: 'extra_hours', opens: '12:00', closes: '13:00', note: '' },
        ],
      },
      new Date('2026-05-31T00:00:00Z'),
      new Date('2026-06-09T00:00:00Z'),
    );
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-06-06T10:00:00.000Z',
      '2026-06-08T07:00:00.000Z',
    ]);
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
