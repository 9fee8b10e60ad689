import { describe, expect, it } from 'vitest';
import { serviceSchedule } from '@bazaar/contracts';
import { firstSchedule } from './schedule-dialog';
import { priceMinorOf } from './slot-dialog';

describe("a new service's schedule", () => {
  const apiDefaults = {
    time_zone: 'UTC',
    weekly_hours: [],
    exceptions: [],
    slot_minutes: 30,
    buffer_minutes: 5,
    seats_per_slot: 3,
    lead_time_hours: 2,
    horizon_days: 60,
    cancellation_window_hours: 24,
    confirmation: 'instant' as const,
  };

  it("keeps the api's defaults, adds weekday hours in this device's zone, and is valid", () => {
    const first = firstSchedule(apiDefaults, 'Europe/Berlin');
    expect(first).toMatchObject({
      time_zone: 'Europe/Berlin',
      slot_minutes: 30,
      seats_per_slot: 3,
    });
    expect(first.weekly_hours.map((hours) => hours.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(serviceSchedule.safeParse(first).success).toBe(true);
  });
});

describe('priceMinorOf', () => {
  it('reads a typed price as minor units, comma or point', () => {
    expect(priceMinorOf('12.50')).toBe(1250);
    expect(priceMinorOf('12,5')).toBe(1250);
    expect(priceMinorOf('0.1')).toBe(10);
  });

  it('is null when empty, negative or not a number: the listing price applies', () => {
    expect(priceMinorOf('')).toBeNull();
    expect(priceMinorOf('-3')).toBeNull();
    expect(priceMinorOf('ten')).toBeNull();
  });
});
