import type { ReservationStatus } from '@bazaar/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  reservations,
  type NewReservationRow,
  type ReservationRow,
} from '../../db/schema/bookings';

/** Reservations that hold their seats. */
export const HOLDING: ReservationStatus[] = ['requested', 'confirmed'];

/** One reservation at a time: made, found, changed. */
export function reservationQueries(db: Queryable) {
  return {
    async insertReservation(row: NewReservationRow): Promise<ReservationRow> {
      const [inserted] = await db.insert(reservations).values(row).returning();
      return inserted!;
    },

    /** The reservation; with `lock`, locked until the transaction ends (changes run one at a time). */
    async findReservation(id: string, lock = false): Promise<ReservationRow | undefined> {
      const query = db.select().from(reservations).where(eq(reservations.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async findByIdempotencyKey(
      customerId: string,
      key: string,
    ): Promise<ReservationRow | undefined> {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.customerId, customerId), eq(reservations.idempotencyKey, key)));
      return row;
    },

    /** The reservations of a slot that still hold seats, locked. */
    async lockHoldingReservationsOf(slotId: string): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(and(eq(reservations.slotId, slotId), inArray(reservations.status, HOLDING)))
        .orderBy(asc(reservations.createdAt))
        .for('update');
    },

    async updateReservation(
      id: string,
      patch: Partial<NewReservationRow>,
    ): Promise<ReservationRow> {
      const [row] = await db
        .update(reservations)
        .set(patch)
        .where(eq(reservations.id, id))
        .returning();
      return row!;
    },

    /** Marks the reminder sent; false when another run already did (the reminder goes once). */
    async markReminded(
      id: string,
      column: 'remindedDayBeforeAt' | 'remindedHourBeforeAt',
      at: Date,
    ) {
      const rows = await db
        .update(reservations)
        .set({ [column]: at })
        .where(and(eq(reservations.id, id), isNull(reservations[column])))
        .returning({ id: reservations.id });
      return rows.length === 1;
    },
  };
}
