import type { Reservation, updateReservationBody } from '@bazaar/contracts';
import type { z } from 'zod';
import type { ReservationRow } from '../../db/schema/bookings';
import { ConflictError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import {
  deliverAll,
  outbox,
  reservationEvent,
  slotChanged,
  type BookingsDependencies,
} from './booking-events';
import { cancelReservation, offerFreedSeats } from './freed-seats';
import { nextReservationStatuses, partyOf, statusChangeRefusal } from './reservation-status';
import { toReservations } from './reservation-view';
import { reservationNotFound } from './service-access';
import { scheduleOf } from './service-slot';

/** `PATCH /services/reservations/{id}`: accept, cancel, complete or no-show, as `next_statuses` allows. */
export async function changeReservationStatus(
  { repository, events, clock }: BookingsDependencies,
  account: SignedInAccount,
  id: string,
  change: z.output<typeof updateReservationBody>,
): Promise<Reservation> {
  const at = clock.now();
  const { row, ids } = await repository.transaction(async (queries, tx) => {
    // The slot first, then the reservation: the order cancelling a slot locks them in, so
    // the two never wait for each other.
    const seen = await queries.findReservation(id);
    const slot = seen ? await queries.findSlot(seen.slotId, true) : undefined;
    const current = slot ? await queries.findReservation(id, true) : undefined;
    const party = current ? partyOf(current, account.id) : null;
    if (!slot || !current || !party) throw reservationNotFound();
    const listing = await queries.findListing(current.listingId);
    const schedule = scheduleOf(await queries.findSchedule(current.listingId));
    const context = {
      status: current.status,
      startsAt: slot.startsAt,
      cancellationWindowHours: schedule.cancellation_window_hours,
      now: at,
    };
    if (!nextReservationStatuses(context, party).includes(change.status)) {
      throw new ConflictError(statusChangeRefusal(context, change.status, party));
    }
    const box = outbox(events, tx);
    const reason = change.reason?.trim() || null;
    let updated: ReservationRow;
    let after = slot;
    if (change.status === 'cancelled') {
      const cancelled = await cancelReservation(queries, current, party, reason, at);
      updated = cancelled.updated;
      after = listing
        ? await offerFreedSeats(queries, box, cancelled.slot, listing, at)
        : cancelled.slot;
      await slotChanged(queries, clock, box, after, at);
    } else {
      updated = await queries.updateReservation(current.id, {
        status: change.status,
        statusReason: reason,
        updatedAt: at,
      });
    }
    await box.publish(
      'reservation.status_changed',
      {
        ...reservationEvent(updated, after, listing?.title ?? 'A service', schedule.time_zone),
        changed_by: party,
      },
      at,
    );
    return { row: updated, ids: box.ids };
  });
  await deliverAll(events, ids);
  return (await toReservations(repository, clock, [row], account.id))[0]!;
}
