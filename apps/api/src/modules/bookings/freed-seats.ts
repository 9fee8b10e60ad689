import { bookingLimits } from '@bazaar/contracts';
import type { ReservationRow, ServiceSlotRow } from '../../db/schema/bookings';
import type { Clock } from '../../lib/clock';
import { slotChanged, type BookingOutbox } from './booking-events';
import type { BookingQueries } from './bookings.repository';
import type { ServiceListing } from './service-listing.queries';
import type { ReservationParty } from './reservation-status';
import { freeSeats, scheduleOf } from './service-slot';

/*
 * Seats that free up (a cancelled reservation, a waiting account that let its offer go) go to the
 * first account on the slot's waiting list, else back to the slot.
 */

/** Cancels a reservation that holds seats and gives them back. */
export async function cancelReservation(
  queries: BookingQueries,
  row: ReservationRow,
  by: ReservationParty,
  reason: string | null,
  at: Date,
) {
  const updated = await queries.updateReservation(row.id, {
    status: 'cancelled',
    cancelledBy: by,
    statusReason: `Cancelled by the ${by}${reason ? `: ${reason}` : '.'}`,
    updatedAt: at,
  });
  const slot = await queries.releaseSeats(row.slotId, row.seats);
  return { updated, slot };
}

/** Offers seats freed in a slot to the first account waiting, holding them for a while. */
export async function offerFreedSeats(
  queries: BookingQueries,
  box: BookingOutbox,
  slot: ServiceSlotRow,
  listing: ServiceListing,
  at: Date,
): Promise<ServiceSlotRow> {
  const waiting = await queries.firstWaiting(slot.id);
  if (!waiting || slot.cancelled || freeSeats(slot) < waiting.seats || slot.startsAt <= at) {
    return slot;
  }
  const until = new Date(at.getTime() + bookingLimits.waitlistOfferMinutes * 60_000);
  await queries.offer(slot.id, waiting.userId, until);
  const held = await queries.holdSeats(slot.id, waiting.seats);
  const schedule = scheduleOf(await queries.findSchedule(slot.listingId));
  await box.publish(
    'waitlist.seat_offered',
    {
      slot_id: slot.id,
      listing_id: slot.listingId,
      user_id: waiting.userId,
      seats: waiting.seats,
      title: listing.title,
      starts_at: slot.startsAt.toISOString(),
      time_zone: schedule.time_zone,
      offered_until: until.toISOString(),
    },
    at,
  );
  return held;
}

/** Seats held for a waiting account that it did not take: offered to the next, or freed. */
export async function passOnHeldSeats(
  queries: BookingQueries,
  clock: Clock,
  box: BookingOutbox,
  slot: ServiceSlotRow,
  seats: number,
  at: Date,
) {
  let after = await queries.holdSeats(slot.id, -seats);
  const listing = await queries.findListing(slot.listingId);
  if (listing) after = await offerFreedSeats(queries, box, after, listing, at);
  await slotChanged(queries, clock, box, after, at);
}
