import type { ServiceSchedule } from '@bazaar/contracts';

/** A service open every day 09:00–12:00 in Berlin, hour-long slots of one seat, booked at once. */
export function dailySchedule(overrides: Partial<ServiceSchedule> = {}): ServiceSchedule {
  return {
    time_zone: 'Europe/Berlin',
    weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opens: '09:00',
      closes: '12:00',
    })),
    exceptions: [],
    slot_minutes: 60,
    buffer_minutes: 0,
    seats_per_slot: 1,
    lead_time_hours: 0,
    horizon_days: 14,
    cancellation_window_hours: 24,
    confirmation: 'instant',
    ...overrides,
  };
}
