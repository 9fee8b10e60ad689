import type { ServiceSchedule } from '@bazaar/contracts';
import type { NewServiceSlotRow } from '../../db/schema/bookings';
import { ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { deliverAll, outbox, slotsChangedBy, type BookingsDependencies } from './booking-events';
import type { BookingQueries } from './bookings.repository';
import { ownService } from './service-access';
import { HOUR_MS, scheduleOf } from './service-slot';
import { expandSchedule, isKnownTimeZone } from './slot-expansion';

/*
 * A provider's schedule (weekly hours, exceptions, seats, booking window) and the slots it makes:
 * when saved, and every night as the horizon moves on.
 */

function validateSchedule(schedule: ServiceSchedule) {
  const fields: { field: string; message: string }[] = [];
  if (!isKnownTimeZone(schedule.time_zone)) {
    fields.push({ field: 'time_zone', message: 'Choose a time zone such as Europe/Berlin' });
  }
  schedule.weekly_hours.forEach((hours, index) => {
    if (hours.opens >= hours.closes) {
      fields.push({
        field: `weekly_hours.${index}.closes`,
        message: 'Closing must come after opening',
      });
    }
  });
  schedule.exceptions.forEach((exception, index) => {
    if (exception.kind !== 'extra_hours') return;
    if (!exception.opens || !exception.closes || exception.opens >= exception.closes) {
      fields.push({
        field: `exceptions.${index}.closes`,
        message: 'Give extra hours an opening and a later closing time',
      });
    }
  });
  if (fields.length > 0) throw new ValidationError(fields);
}

/**
 * Makes the slots of the schedule for [now, now + horizon): new occurrences are added; those the
 * hours no longer make go unless someone reserved or waits for them; slots made by hand and
 * occurrences changed by hand stay as they are.
 */
async function expand(
  queries: BookingQueries,
  listingId: string,
  schedule: ServiceSchedule,
  now: Date,
) {
  const until = new Date(now.getTime() + schedule.horizon_days * 24 * HOUR_MS);
  const wanted = expandSchedule(schedule, now, until);
  const existing = (await queries.slotsFrom(listingId, now)).filter((slot) => !slot.manual);
  const byScheduledStart = new Map(
    existing.map((slot) => [(slot.scheduledStart ?? slot.startsAt).getTime(), slot]),
  );
  const keep = new Set<string>();
  const inserts: NewServiceSlotRow[] = [];
  for (const occurrence of wanted) {
    const slot = byScheduledStart.get(occurrence.startsAt.getTime());
    if (!slot) {
      inserts.push({
        listingId,
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        scheduledStart: occurrence.startsAt,
        seats: schedule.seats_per_slot,
        createdAt: now,
        updatedAt: now,
      });
      continue;
    }
    keep.add(slot.id);
    if (slot.overridden) continue;
    const seats = Math.max(schedule.seats_per_slot, slot.seatsTaken + slot.heldSeats);
    if (slot.endsAt.getTime() !== occurrence.endsAt.getTime() || slot.seats !== seats) {
      await queries.updateSlot(slot.id, { endsAt: occurrence.endsAt, seats, updatedAt: now });
    }
  }
  const gone = existing.filter((slot) => !keep.has(slot.id) && !slot.overridden);
  const inUse = await queries.slotIdsInUse(gone.map((slot) => slot.id));
  await queries.deleteSlots(gone.filter((slot) => !inUse.has(slot.id)).map((slot) => slot.id));
  for (let index = 0; index < inserts.length; index += 500) {
    await queries.insertSlots(inserts.slice(index, index + 500));
  }
  await queries.setExpandedUntil(listingId, until);
}

/** `GET /services/{listingId}/schedule`: the owner's schedule, or the defaults before one is saved. */
export async function getSchedule(
  { repository }: BookingsDependencies,
  account: SignedInAccount,
  listingId: string,
): Promise<ServiceSchedule> {
  await ownService(repository, account, listingId);
  return scheduleOf(await repository.findSchedule(listingId));
}

/** `PUT /services/{listingId}/schedule`: saves it and makes its slots for the horizon at once. */
export async function saveSchedule(
  { repository, events, clock }: BookingsDependencies,
  account: SignedInAccount,
  listingId: string,
  schedule: ServiceSchedule,
): Promise<ServiceSchedule> {
  validateSchedule(schedule);
  const at = clock.now();
  const { saved, ids } = await repository.transaction(async (queries, tx) => {
    await ownService(queries, account, listingId);
    const box = outbox(events, tx);
    const row = await queries.saveSchedule({
      listingId,
      timeZone: schedule.time_zone,
      weeklyHours: schedule.weekly_hours,
      exceptions: schedule.exceptions,
      slotMinutes: schedule.slot_minutes,
      bufferMinutes: schedule.buffer_minutes,
      seatsPerSlot: schedule.seats_per_slot,
      leadTimeHours: schedule.lead_time_hours,
      horizonDays: schedule.horizon_days,
      cancellationWindowHours: schedule.cancellation_window_hours,
      confirmation: schedule.confirmation,
      updatedAt: at,
    });
    await slotsChangedBy(queries, clock, box, listingId, at, () =>
      expand(queries, listingId, scheduleOf(row), at),
    );
    return { saved: row, ids: box.ids };
  });
  await deliverAll(events, ids);
  return scheduleOf(saved);
}

/** The daily job: every schedule's slots reach its horizon again. Answers how many were extended. */
export async function extendSlots({
  repository,
  events,
  clock,
}: BookingsDependencies): Promise<number> {
  const now = clock.now();
  const schedules = await repository.allSchedules();
  for (const row of schedules) {
    const ids = await repository.transaction(async (queries, tx) => {
      const box = outbox(events, tx);
      await slotsChangedBy(queries, clock, box, row.listingId, now, () =>
        expand(queries, row.listingId, scheduleOf(row), now),
      );
      return box.ids;
    });
    await deliverAll(events, ids);
  }
  return schedules.length;
}
