import { describe, expect, it } from 'vitest';
import type { ServiceSlotRow } from '../../db/schema/bookings';
import { dailySchedule } from '../../test/booking-fixtures';
import { DEFAULT_SCHEDULE, scheduleOf, toServiceSlot } from './service-slot';

const now = new Date('2026-12-07T10:00:00Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

function slotRow(overrides: Partial<ServiceSlotRow> = {}): ServiceSlotRow {
  return {
    id: 'slot-1',
    listingId: 'listing-1',
    startsAt: hoursFromNow(24),
    endsAt: hoursFromNow(25),
    scheduledStart: null,
    seats: 3,
    seatsTaken: 0,
    heldSeats: 0,
    priceMinor: null,
    cancelled: false,
    manual: false,
    overridden: false,
    blocked: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

const listing = { priceMinor: 2_500, currency: 'EUR' };
const schedule = dailySchedule({ lead_time_hours: 2, horizon_days: 14 });

describe('a slot as visitors see it', () => {
  it("costs its own price, else the listing's", () => {
    expect(toServiceSlot(slotRow(), listing, schedule, now).price).toEqual({
      amount_minor: 2_500,
      currency: 'EUR',
    });
    expect(toServiceSlot(slotRow({ priceMinor: 900 }), listing, schedule, now).price).toEqual({
      amount_minor: 900,
      currency: 'EUR',
    });
  });

  it('counts seats held for a waiting-list offer as taken, except for the account they are held for', () => {
    const held = slotRow({ seats: 2, seatsTaken: 1, heldSeats: 1 });
    expect(toServiceSlot(held, listing, schedule, now)).toMatchObject({
      seats_taken: 2,
      state: 'reserved',
      bookable: false,
    });
    expect(toServiceSlot(held, listing, schedule, now, 1)).toMatchObject({
      bookable: true,
      held_for_you: 1,
    });
  });

  it('is bookable only inside the lead time and the horizon, and neither cancelled nor blocked', () => {
    const bookable = (row: ServiceSlotRow) => toServiceSlot(row, listing, schedule, now).bookable;
    expect(bookable(slotRow())).toBe(true);
    expect(bookable(slotRow({ startsAt: hoursFromNow(1) }))).toBe(false);
    expect(bookable(slotRow({ startsAt: hoursFromNow(15 * 24) }))).toBe(false);
    expect(bookable(slotRow({ cancelled: true }))).toBe(false);
    expect(bookable(slotRow({ blocked: true }))).toBe(false);
  });
});

describe('a schedule', () => {
  it('is the default until one is saved', () => {
    expect(scheduleOf(undefined)).toBe(DEFAULT_SCHEDULE);
  });
});
