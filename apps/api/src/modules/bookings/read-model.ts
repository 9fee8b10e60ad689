import type { ServiceSlot } from '@bazaar/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { utcPeriodOf, withinUtcDays, type PeriodWindow } from '../../db/utc-periods';
import { reservations, serviceSchedules, serviceSlots } from '../../db/schema/bookings';
import { joinListing, listingColumns, selectListings } from '../listings/read-model';
import { DEFAULT_SCHEDULE, scheduleOf, toServiceSlot } from './service-slot';

/*
 * What other modules may read of bookings (ADR 0041): who the two sides of a reservation are and
 * when its slot is, and slots as the public slots route shows them, for a conversation about a
 * reservation or a time proposal that picked a slot (chat); a customer's completed reservations,
 * for a review of the provider (feedbacks). Read only: reservations and slots change through the
 * bookings service.
 */

/** These reservations' customer, provider, service, total and slot time (in the provider's zone). */
export async function reservationSummariesOf(db: Queryable, reservationIds: readonly string[]) {
  const ids = [...new Set(reservationIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: reservations.id,
      number: reservations.number,
      listingId: reservations.listingId,
      customerId: reservations.customerId,
      providerId: reservations.providerId,
      totalMinor: reservations.totalMinor,
      currency: reservations.currency,
      startsAt: serviceSlots.startsAt,
      timeZone: serviceSchedules.timeZone,
    })
    .from(reservations)
    .innerJoin(serviceSlots, eq(serviceSlots.id, reservations.slotId))
    .leftJoin(serviceSchedules, eq(serviceSchedules.listingId, reservations.listingId))
    .where(inArray(reservations.id, ids));
  return rows.map((row) => ({ ...row, timeZone: row.timeZone ?? DEFAULT_SCHEDULE.time_zone }));
}

export type ReservationSummary = Awaited<ReturnType<typeof reservationSummariesOf>>[number];

/** These slots as `GET /services/{listingId}/slots` answers them at `now`: seats, whether bookable. */
export async function serviceSlotsOf(
  db: Queryable,
  slotIds: readonly string[],
  now: Date,
): Promise<ServiceSlot[]> {
  const ids = [...new Set(slotIds)];
  if (ids.length === 0) return [];
  const slots = await db.select().from(serviceSlots).where(inArray(serviceSlots.id, ids));
  const listingIds = [...new Set(slots.map((slot) => slot.listingId))];
  if (listingIds.length === 0) return [];
  const prices = new Map(
    (
      await selectListings(db, {
        id: listingColumns.id,
        priceMinor: listingColumns.priceMinor,
        currency: listingColumns.currency,
      }).where(inArray(listingColumns.id, listingIds))
    ).map((row) => [row.id, row]),
  );
  const schedules = new Map(
    (
      await db
        .select()
        .from(serviceSchedules)
        .where(inArray(serviceSchedules.listingId, listingIds))
    ).map((row) => [row.listingId, row]),
  );
  return slots.map((slot) =>
    toServiceSlot(
      slot,
      prices.get(slot.listingId) ?? { priceMinor: null, currency: null },
      scheduleOf(schedules.get(slot.listingId)),
      now,
    ),
  );
}

/**
 * The customer's completed reservations, newest first; with `reservationId`, only that one, if
 * it is the customer's and completed.
 */
export async function completedReservationsOf(
  db: Queryable,
  filter: { customerId: string; reservationId?: string; limit: number },
) {
  return joinListing(
    db
      .select({
        id: reservations.id,
        number: reservations.number,
        customerId: reservations.customerId,
        providerId: reservations.providerId,
        title: listingColumns.title,
        /** When it was completed: its last change. */
        doneAt: reservations.updatedAt,
      })
      .from(reservations)
      .$dynamic(),
    reservations.listingId,
  )
    .where(
      and(
        eq(reservations.customerId, filter.customerId),
        eq(reservations.status, 'completed'),
        filter.reservationId === undefined ? undefined : eq(reservations.id, filter.reservationId),
      ),
    )
    .orderBy(desc(reservations.updatedAt), desc(reservations.id))
    .limit(filter.limit);
}

export type CompletedReservation = Awaited<ReturnType<typeof completedReservationsOf>>[number];

/** Reservations made per period of the window, whatever became of them (administrators' statistics). */
export async function reservationsPerPeriod(db: Queryable, window: PeriodWindow) {
  const period = utcPeriodOf(reservations.createdAt, window.granularity);
  return db
    .select({ period, count: sql<number>`count(*)::int` })
    .from(reservations)
    .where(withinUtcDays(reservations.createdAt, window))
    .groupBy(period);
}
