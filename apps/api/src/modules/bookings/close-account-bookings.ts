import type { Queryable } from '../../db/client';
import { outbox, reservationEvent, slotChanged, type BookingsDependencies } from './booking-events';
import { cancelReservation, offerFreedSeats, passOnHeldSeats } from './freed-seats';
import type { ReservationParty } from './reservation-status';
import { scheduleOf } from './service-slot';

/**
 * A closed account's future reservations are cancelled on its side (the other side is told
 * and the seats freed) and it stops waiting for slots; run in the delivery transaction of
 * `account.closed`, whose dispatcher delivers what this publishes once it commits.
 */
export async function closeAccountBookings(
  { repository, events, clock }: BookingsDependencies,
  userId: string,
  tx: Queryable,
  at: Date,
): Promise<void> {
  const queries = repository.within(tx);
  const box = outbox(events, tx);
  for (const seen of await queries.holdingReservationsOfAccount(userId, at)) {
    const slot = await queries.findSlot(seen.slotId, true);
    const row = slot ? await queries.findReservation(seen.id, true) : undefined;
    if (!slot || !row || (row.status !== 'requested' && row.status !== 'confirmed')) continue;
    const by: ReservationParty = row.providerId === userId ? 'provider' : 'customer';
    const cancelled = await cancelReservation(queries, row, by, 'the account was closed', at);
    const listing = await queries.findListing(row.listingId);
    const schedule = scheduleOf(await queries.findSchedule(row.listingId));
    const after = listing
      ? await offerFreedSeats(queries, box, cancelled.slot, listing, at)
      : cancelled.slot;
    await slotChanged(queries, clock, box, after, at, listing);
    await box.publish(
      'reservation.status_changed',
      {
        ...reservationEvent(
          cancelled.updated,
          after,
          listing?.title ?? 'A service',
          schedule.time_zone,
        ),
        changed_by: by,
      },
      at,
    );
  }
  for (const entry of await queries.waitlistEntriesOf(userId)) {
    const slot = await queries.findSlot(entry.slotId, true);
    await queries.leaveWaitlist(entry.slotId, userId);
    if (slot && entry.offeredUntil) {
      await passOnHeldSeats(queries, clock, box, slot, entry.seats, at);
    }
  }
}
