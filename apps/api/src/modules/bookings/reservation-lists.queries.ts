import type { ReservationStatus } from '@bazaar/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reservations, serviceSlots, type ReservationRow } from '../../db/schema/bookings';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { HOLDING } from './reservation.queries';

export interface ReservationFilter {
  customerId?: string;
  providerId?: string;
  listingId?: string;
  status?: ReservationStatus;
  after?: KeysetPosition;
  limit: number;
}

/** The ISO text of created_at with microseconds, so a cursor reproduces it exactly. */
const createdAtText = sql<string>`to_char(${reservations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Reservations by the page, by account, by calendar and by reminder due, and their count. */
export function reservationListQueries(db: Queryable) {
  /** Reservations, each with its slot (when it starts and ends). */
  const withSlots = () =>
    db
      .select({ reservation: reservations, slot: serviceSlots })
      .from(reservations)
      .innerJoin(serviceSlots, eq(serviceSlots.id, reservations.slotId));

  return {
    /** Reservations newest first, after a keyset position. */
    async listReservations(filter: ReservationFilter) {
      const conditions: SQL[] = [];
      if (filter.customerId) conditions.push(eq(reservations.customerId, filter.customerId));
      if (filter.providerId) conditions.push(eq(reservations.providerId, filter.providerId));
      if (filter.listingId) conditions.push(eq(reservations.listingId, filter.listingId));
      if (filter.status) conditions.push(eq(reservations.status, filter.status));
      if (filter.after) {
        conditions.push(
          sql`(${reservations.createdAt}, ${reservations.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return db
        .select({ reservation: reservations, createdAtText })
        .from(reservations)
        .where(and(...conditions))
        .orderBy(desc(reservations.createdAt), desc(reservations.id))
        .limit(filter.limit);
    },

    /** The account's reservations, either side, that hold seats of slots starting after `from`. */
    async holdingReservationsOfAccount(userId: string, from: Date): Promise<ReservationRow[]> {
      return db
        .select({ reservation: reservations })
        .from(reservations)
        .innerJoin(serviceSlots, eq(serviceSlots.id, reservations.slotId))
        .where(
          and(
            or(eq(reservations.customerId, userId), eq(reservations.providerId, userId)),
            inArray(reservations.status, HOLDING),
            gt(serviceSlots.startsAt, from),
          ),
        )
        .then((rows) => rows.map((row) => row.reservation));
    },

    /** Every reservation of an account, as customer or provider, not cancelled (its calendar feed). */
    async reservationsForFeed(userId: string, since: Date) {
      return withSlots()
        .where(
          and(
            or(eq(reservations.customerId, userId), eq(reservations.providerId, userId)),
            ne(reservations.status, 'cancelled'),
            gte(serviceSlots.startsAt, since),
          ),
        )
        .orderBy(asc(serviceSlots.startsAt))
        .limit(1000);
    },

    /** Confirmed reservations starting in (now, now + within] that were not reminded `column` yet. */
    async dueForReminder(
      column: 'remindedDayBeforeAt' | 'remindedHourBeforeAt',
      now: Date,
      within: Date,
    ) {
      return withSlots()
        .where(
          and(
            eq(reservations.status, 'confirmed'),
            isNull(reservations[column]),
            gt(serviceSlots.startsAt, now),
            lte(serviceSlots.startsAt, within),
          ),
        )
        .limit(500);
    },

    /** Reservations made or received by the account in [from, until), not cancelled. */
    async countReservations(userId: string, from: Date, until: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reservations)
        .where(
          and(
            or(eq(reservations.customerId, userId), eq(reservations.providerId, userId)),
            ne(reservations.status, 'cancelled'),
            gte(reservations.createdAt, from),
            lt(reservations.createdAt, until),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
