import type { Reservation } from '@bazaar/contracts';
import type { ReservationRow } from '../../db/schema/bookings';
import type { Clock } from '../../lib/clock';
import type { BookingQueries } from './bookings.repository';
import { cancellableUntil, nextReservationStatuses, partyOf } from './reservation-status';
import { DEFAULT_SCHEDULE, scheduleOf } from './service-slot';

/** Shown for an account without a name; never the email address. */
const UNNAMED = 'Bazaar member';

export const serviceLink = (listingId: string) => `/services/item/${listingId}`;

/** The display name of an account, for an event that tells the other side. */
export async function displayNameOf(queries: BookingQueries, userId: string) {
  return (await queries.displayNamesOf([userId])).get(userId) ?? UNNAMED;
}

/** Reservations as `viewerId` sees them (the statuses it may move them to), in one read each. */
export async function toReservations(
  queries: BookingQueries,
  clock: Clock,
  rows: readonly ReservationRow[],
  viewerId: string | null,
): Promise<Reservation[]> {
  const slots = new Map(
    (await queries.slotsOf(rows.map((row) => row.slotId))).map((slot) => [slot.id, slot]),
  );
  const listingIds = [...new Set(rows.map((row) => row.listingId))];
  const titles = new Map((await queries.listingsOf(listingIds)).map((row) => [row.id, row.title]));
  const pictures = new Map(
    (await queries.firstPicturesOf(listingIds)).map((row) => [
      row.listingId,
      row.thumbnailUrl ?? row.url,
    ]),
  );
  const schedules = new Map(
    (await queries.schedulesOf(listingIds)).map((row) => [row.listingId, scheduleOf(row)]),
  );
  const names = await queries.displayNamesOf(
    rows.flatMap((row) => [row.customerId, row.providerId]),
  );
  const now = clock.now();
  return rows.map((row) => {
    const slot = slots.get(row.slotId)!;
    const schedule = schedules.get(row.listingId) ?? DEFAULT_SCHEDULE;
    const party = viewerId ? partyOf(row, viewerId) : null;
    const context = {
      status: row.status,
      startsAt: slot.startsAt,
      cancellationWindowHours: schedule.cancellation_window_hours,
      now,
    };
    const next = party ? nextReservationStatuses(context, party) : [];
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      status_reason: row.statusReason,
      cancelled_by: row.cancelledBy,
      service: {
        listing_id: row.listingId,
        title: titles.get(row.listingId) ?? 'A service no longer offered',
        picture_url: pictures.get(row.listingId) ?? null,
        link: titles.has(row.listingId) ? serviceLink(row.listingId) : null,
      },
      slot: {
        id: slot.id,
        starts_at: slot.startsAt.toISOString(),
        ends_at: slot.endsAt.toISOString(),
        time_zone: schedule.time_zone,
      },
      provider: { id: row.providerId, display_name: names.get(row.providerId) ?? UNNAMED },
      customer: { id: row.customerId, display_name: names.get(row.customerId) ?? UNNAMED },
      seats: row.seats,
      total:
        row.totalMinor === null
          ? null
          : { amount_minor: row.totalMinor, currency: row.currency ?? 'EUR' },
      note: row.note,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      cancellable_until:
        party && next.includes('cancelled')
          ? cancellableUntil(context, party)!.toISOString()
          : null,
      next_statuses: next,
    };
  });
}
