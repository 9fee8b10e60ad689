import type { createServiceSlotBody, ServiceSlot, updateServiceSlotBody } from '@bazaar/contracts';
import type { z } from 'zod';
import type { NewServiceSlotRow } from '../../db/schema/bookings';
import { ConflictError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import {
  deliverAll,
  outbox,
  reservationEvent,
  slotChanged,
  slotsChangedBy,
  slotView,
  type BookingsDependencies,
} from './booking-events';
import { cancelReservation, offerFreedSeats } from './freed-seats';
import { ownService, slotNotFound } from './service-access';
import { scheduleOf } from './service-slot';

/*
 * A provider's edits of single slots: one added by hand, one occurrence changed, moved or
 * cancelled, and slots blocked or freed by the busy times of its calendar.
 */

/** `POST /services/{listingId}/slots`: a slot by hand. */
export async function createSlot(
  { repository, events, clock }: BookingsDependencies,
  account: SignedInAccount,
  listingId: string,
  body: z.output<typeof createServiceSlotBody>,
): Promise<ServiceSlot> {
  const startsAt = new Date(body.starts_at);
  const endsAt = new Date(body.ends_at);
  if (endsAt <= startsAt) {
    throw new ValidationError([{ field: 'ends_at', message: 'The end must come after the start' }]);
  }
  const at = clock.now();
  const { view, ids } = await repository.transaction(async (queries, tx) => {
    const listing = await ownService(queries, account, listingId);
    const box = outbox(events, tx);
    const [slot] = await queries.insertSlots([
      {
        listingId,
        startsAt,
        endsAt,
        seats: body.seats,
        priceMinor: body.price_minor ?? null,
        manual: true,
        createdAt: at,
        updatedAt: at,
      },
    ]);
    await slotChanged(queries, clock, box, slot!, at);
    return { view: await slotView(queries, clock, slot!, listing), ids: box.ids };
  });
  await deliverAll(events, ids);
  return view;
}

/**
 * `PATCH /services/slots/{slotId}`: one occurrence's seats (never below those taken), price or
 * time changed, or the occurrence cancelled with its reservations (each customer is told).
 */
export async function updateSlot(
  { repository, events, clock }: BookingsDependencies,
  account: SignedInAccount,
  slotId: string,
  change: z.output<typeof updateServiceSlotBody>,
): Promise<ServiceSlot> {
  const at = clock.now();
  const { view, ids } = await repository.transaction(async (queries, tx) => {
    const slot = await queries.findSlot(slotId, true);
    if (!slot) throw slotNotFound();
    const listing = await queries.findListing(slot.listingId);
    if (!listing || listing.ownerId !== account.id) throw slotNotFound();
    if (slot.cancelled) throw new ConflictError('This slot is cancelled.');
    const box = outbox(events, tx);
    const patch: Partial<NewServiceSlotRow> = { overridden: !slot.manual, updatedAt: at };
    if (change.seats !== undefined) {
      if (change.seats < slot.seatsTaken + slot.heldSeats) {
        throw new ConflictError(
          `${slot.seatsTaken + slot.heldSeats} seats of this slot are taken; it cannot have fewer.`,
        );
      }
      patch.seats = change.seats;
    }
    if (change.price_minor !== undefined) patch.priceMinor = change.price_minor;
    if (change.starts_at !== undefined || change.ends_at !== undefined) {
      const startsAt = new Date(change.starts_at ?? slot.startsAt);
      const endsAt = new Date(
        change.ends_at ?? startsAt.getTime() + (slot.endsAt.getTime() - slot.startsAt.getTime()),
      );
      if (endsAt <= startsAt) {
        throw new ValidationError([
          { field: 'ends_at', message: 'The end must come after the start' },
        ]);
      }
      Object.assign(patch, { startsAt, endsAt });
    }
    let updated = await queries.updateSlot(slot.id, patch);
    const schedule = scheduleOf(await queries.findSchedule(slot.listingId));
    if (updated.startsAt.getTime() !== slot.startsAt.getTime() && !change.cancelled) {
      // Moved: a reminder already sent spoke of the old time, so it goes again.
      for (const row of await queries.lockHoldingReservationsOf(slot.id)) {
        const reset = await queries.updateReservation(row.id, {
          remindedDayBeforeAt: null,
          remindedHourBeforeAt: null,
          updatedAt: at,
        });
        await box.publish(
          'reservation.moved',
          {
            ...reservationEvent(reset, updated, listing.title, schedule.time_zone),
            previous_starts_at: slot.startsAt.toISOString(),
          },
          at,
        );
      }
    }
    if (change.cancelled) {
      for (const row of await queries.lockHoldingReservationsOf(slot.id)) {
        const { updated: cancelled } = await cancelReservation(
          queries,
          row,
          'provider',
          'the provider cancelled this slot',
          at,
        );
        await box.publish(
          'reservation.status_changed',
          {
            ...reservationEvent(cancelled, updated, listing.title, schedule.time_zone),
            changed_by: 'provider',
          },
          at,
        );
      }
      updated = await queries.updateSlot(slot.id, {
        cancelled: true,
        seatsTaken: 0,
        heldSeats: 0,
      });
      await queries.deleteWaitlistOf(slot.id);
    } else {
      updated = await offerFreedSeats(queries, box, updated, listing, at);
    }
    await slotChanged(queries, clock, box, updated, at);
    return { view: await slotView(queries, clock, updated, listing), ids: box.ids };
  });
  await deliverAll(events, ids);
  return view;
}

/** Blocks or frees slots (busy times imported); their viewers see it live. */
export async function setBlocked(
  { repository, events, clock }: BookingsDependencies,
  listingId: string,
  changes: readonly { id: string; blocked: boolean }[],
) {
  if (changes.length === 0) return;
  const at = clock.now();
  const ids = await repository.transaction(async (queries, tx) => {
    const box = outbox(events, tx);
    await slotsChangedBy(queries, clock, box, listingId, at, async () => {
      for (const change of changes) {
        await queries.updateSlot(change.id, { blocked: change.blocked, updatedAt: at });
      }
    });
    return box.ids;
  });
  await deliverAll(events, ids);
}
