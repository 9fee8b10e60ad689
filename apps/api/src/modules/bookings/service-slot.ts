import type { Money, ServiceSchedule, ServiceSlot } from '@bazaar/contracts';
import type { ServiceScheduleRow, ServiceSlotRow } from '../../db/schema/bookings';
import type { ServiceListing } from './service-listing.queries';

export const HOUR_MS = 3_600_000;

/** What a service without a saved schedule books by: no weekly hours, slots only by hand. */
export const DEFAULT_SCHEDULE: ServiceSchedule = {
  time_zone: 'Europe/Berlin',
  weekly_hours: [],
  exceptions: [],
  slot_minutes: 60,
  buffer_minutes: 0,
  seats_per_slot: 1,
  lead_time_hours: 2,
  horizon_days: 60,
  cancellation_window_hours: 24,
  confirmation: 'instant',
};

/** A stored schedule as the contract says it; a service without one has the default. */
export function scheduleOf(row: ServiceScheduleRow | undefined): ServiceSchedule {
  if (!row) return DEFAULT_SCHEDULE;
  return {
    time_zone: row.timeZone,
    weekly_hours: row.weeklyHours,
    exceptions: row.exceptions,
    slot_minutes: row.slotMinutes,
    buffer_minutes: row.bufferMinutes,
    seats_per_slot: row.seatsPerSlot,
    lead_time_hours: row.leadTimeHours,
    horizon_days: row.horizonDays,
    cancellation_window_hours: row.cancellationWindowHours,
    confirmation: row.confirmation,
  };
}

/** The per-occurrence price, else the listing's. */
export function priceOf(
  slot: ServiceSlotRow,
  listing: Pick<ServiceListing, 'priceMinor' | 'currency'>,
): Money | null {
  const amount = slot.priceMinor ?? listing.priceMinor;
  return amount === null ? null : { amount_minor: amount, currency: listing.currency ?? 'EUR' };
}

export const freeSeats = (slot: ServiceSlotRow) => slot.seats - slot.seatsTaken - slot.heldSeats;

/** Whether the slot's start is inside the schedule's lead time and horizon at `now`. */
export function withinBookingWindow(slot: ServiceSlotRow, schedule: ServiceSchedule, now: Date) {
  const start = slot.startsAt.getTime();
  return (
    start >= now.getTime() + schedule.lead_time_hours * HOUR_MS &&
    start <= now.getTime() + schedule.horizon_days * 24 * HOUR_MS
  );
}

export function toServiceSlot(
  slot: ServiceSlotRow,
  listing: Pick<ServiceListing, 'priceMinor' | 'currency'>,
  schedule: ServiceSchedule,
  now: Date,
  /** Seats held for the viewer by a waiting-list offer: free for it. */
  heldForViewer = 0,
): ServiceSlot {
  const taken = slot.seatsTaken + slot.heldSeats;
  return {
    id: slot.id,
    listing_id: slot.listingId,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    time_zone: schedule.time_zone,
    seats: slot.seats,
    seats_taken: Math.min(taken, slot.seats),
    price: priceOf(slot, listing),
    state: taken === 0 ? 'available' : taken < slot.seats ? 'partially_reserved' : 'reserved',
    cancelled: slot.cancelled,
    blocked: slot.blocked,
    bookable:
      !slot.cancelled &&
      !slot.blocked &&
      freeSeats(slot) + heldForViewer > 0 &&
      withinBookingWindow(slot, schedule, now),
    manual: slot.manual,
    held_for_you: heldForViewer,
  };
}
