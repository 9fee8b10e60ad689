import type { Reservation, ReserveSlotBody } from '@bazaar/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { ReservationRow } from '../../db/schema/bookings';
import { ConflictError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { assertSameRequest } from '../../lib/request-fingerprint';
import {
  deliverAll,
  outbox,
  reservationEvent,
  slotChanged,
  type BookingsDependencies,
} from './booking-events';
import { displayNameOf, toReservations } from './reservation-view';
import { slotNotFound } from './service-access';
import { HOUR_MS, priceOf, scheduleOf, withinBookingWindow } from './service-slot';

/**
 * `POST /services/slots/{slotId}/reservations`: takes the seats by one guarded update in the
 * transaction that stores the reservation — never more than the slot has, however many ask at
 * once; a 409 when they are gone. A repeat with the same idempotency key answers the first.
 */
export async function bookSlot(
  { repository, events, clock }: BookingsDependencies,
  customer: SignedInAccount,
  slotId: string,
  body: ReserveSlotBody,
  /** Of the request: the same key with other seats or another note is refused (issue 33). */
  fingerprint: string,
): Promise<{ reservation: Reservation; created: boolean }> {
  const repeatOf = (row: ReservationRow | undefined) => {
    if (row && row.slotId !== slotId) {
      throw new ConflictError(
        'This idempotency key was already used for another slot. Send a new key.',
      );
    }
    if (row) assertSameRequest(row.requestFingerprint, fingerprint);
    return row;
  };
  const earlier = repeatOf(
    await repository.findByIdempotencyKey(customer.id, body.idempotency_key),
  );
  if (earlier) {
    return {
      reservation: (await toReservations(repository, clock, [earlier], customer.id))[0]!,
      created: false,
    };
  }
  const slot = await repository.findSlot(slotId);
  const listing = slot ? await repository.findListing(slot.listingId) : undefined;
  if (!slot || !listing || (!listing.isPublic && listing.ownerId !== customer.id))
    throw slotNotFound();
  if (listing.ownerId === customer.id) throw new ConflictError("You can't book your own service.");
  const schedule = scheduleOf(await repository.findSchedule(slot.listingId));
  const at = clock.now();
  if (slot.cancelled) throw new ConflictError('This slot was cancelled.');
  if (slot.blocked) throw new ConflictError('This slot is not available.');
  if (!withinBookingWindow(slot, schedule, at)) {
    throw new ConflictError(
      slot.startsAt.getTime() < at.getTime() + schedule.lead_time_hours * HOUR_MS
        ? `This slot starts too soon: book at least ${schedule.lead_time_hours} hours ahead.`
        : 'This slot is too far ahead to book yet.',
    );
  }
  let outcome: { row: ReservationRow; created: boolean; ids: string[] };
  try {
    outcome = await repository.transaction(async (queries, tx) => {
      const repeat = repeatOf(
        await queries.findByIdempotencyKey(customer.id, body.idempotency_key),
      );
      if (repeat) return { row: repeat, created: false, ids: [] };
      const waiting = await queries.findWaitlistEntry(slotId, customer.id);
      const offered = waiting?.offeredUntil && waiting.offeredUntil > at ? waiting.seats : 0;
      const taken = await queries.takeSeats(slotId, body.seats, offered);
      if (!taken) {
        throw new ConflictError(
          body.seats === 1
            ? 'This slot has just been booked up. Choose another time, or join its waiting list.'
            : `Fewer than ${body.seats} seats of this slot are free now. Choose fewer seats or another time.`,
        );
      }
      if (waiting) await queries.leaveWaitlist(slotId, customer.id);
      const price = priceOf(taken, listing);
      const row = await queries.insertReservation({
        slotId,
        listingId: slot.listingId,
        providerId: listing.ownerId,
        customerId: customer.id,
        seats: body.seats,
        status: schedule.confirmation === 'instant' ? 'confirmed' : 'requested',
        totalMinor: price ? price.amount_minor * body.seats : null,
        currency: price?.currency ?? null,
        note: body.note,
        idempotencyKey: body.idempotency_key,
        requestFingerprint: fingerprint,
        createdAt: at,
        updatedAt: at,
      });
      const box = outbox(events, tx);
      await box.publish(
        'reservation.created',
        {
          ...reservationEvent(row, taken, listing.title, schedule.time_zone),
          customer_name: await displayNameOf(queries, customer.id),
        },
        at,
      );
      await slotChanged(queries, clock, box, taken, at);
      return { row, created: true, ids: box.ids };
    });
  } catch (error) {
    // Two submits with one key that both got past the checks: the second answers the first.
    if (!isUniqueViolation(error)) throw error;
    const winner = repeatOf(
      await repository.findByIdempotencyKey(customer.id, body.idempotency_key),
    );
    if (!winner) throw error;
    outcome = { row: winner, created: false, ids: [] };
  }
  await deliverAll(events, outcome.ids);
  return {
    reservation: (await toReservations(repository, clock, [outcome.row], customer.id))[0]!,
    created: outcome.created,
  };
}
