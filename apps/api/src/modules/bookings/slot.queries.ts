import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  reservations,
  serviceSlots,
  slotWaitlist,
  type NewServiceSlotRow,
  type ServiceSlotRow,
} from '../../db/schema/bookings';
import { listingIdsOfOwner } from '../listings/read-model';

/** The slots of services and their seats. */
export function slotQueries(db: Queryable) {
  return {
    /** The slots of a listing starting in [from, until), by start. */
    async slotsBetween(listingId: string, from: Date, until: Date): Promise<ServiceSlotRow[]> {
      return db
        .select()
        .from(serviceSlots)
        .where(
          and(
            eq(serviceSlots.listingId, listingId),
            gte(serviceSlots.startsAt, from),
            lt(serviceSlots.startsAt, until),
          ),
        )
        .orderBy(asc(serviceSlots.startsAt), asc(serviceSlots.id));
    },

    /** The slots of a listing starting at or after `from`. */
    async slotsFrom(listingId: string, from: Date): Promise<ServiceSlotRow[]> {
      return db
        .select()
        .from(serviceSlots)
        .where(and(eq(serviceSlots.listingId, listingId), gte(serviceSlots.startsAt, from)));
    },

    /** The slot; with `lock`, locked until the transaction ends. */
    async findSlot(id: string, lock = false): Promise<ServiceSlotRow | undefined> {
      const query = db.select().from(serviceSlots).where(eq(serviceSlots.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async slotsOf(slotIds: readonly string[]): Promise<ServiceSlotRow[]> {
      if (slotIds.length === 0) return [];
      return db
        .select()
        .from(serviceSlots)
        .where(inArray(serviceSlots.id, [...slotIds]));
    },

    async insertSlots(rows: NewServiceSlotRow[]): Promise<ServiceSlotRow[]> {
      if (rows.length === 0) return [];
      return db.insert(serviceSlots).values(rows).returning();
    },

    async deleteSlots(ids: readonly string[]) {
      if (ids.length === 0) return;
      await db.delete(serviceSlots).where(inArray(serviceSlots.id, [...ids]));
    },

    async updateSlot(id: string, patch: Partial<NewServiceSlotRow>): Promise<ServiceSlotRow> {
      const [row] = await db
        .update(serviceSlots)
        .set(patch)
        .where(eq(serviceSlots.id, id))
        .returning();
      return row!;
    },

    /**
     * Takes `seats` of the slot in ONE guarded update: it changes the row only while they are
     * free (the seats held for someone else's waiting-list offer count as taken), so however many
     * reservations race, the database never lets the seats run over. `ownHold` seats held for the
     * caller are turned into taken ones. Undefined when they are not free.
     */
    async takeSeats(
      slotId: string,
      seats: number,
      ownHold: number,
    ): Promise<ServiceSlotRow | undefined> {
      const [row] = await db
        .update(serviceSlots)
        .set({
          seatsTaken: sql`${serviceSlots.seatsTaken} + ${seats}`,
          heldSeats: sql`${serviceSlots.heldSeats} - least(${serviceSlots.heldSeats}, ${ownHold})`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(serviceSlots.id, slotId),
            sql`${serviceSlots.seatsTaken} + ${serviceSlots.heldSeats} - least(${serviceSlots.heldSeats}, ${ownHold}) + ${seats} <= ${serviceSlots.seats}`,
            eq(serviceSlots.cancelled, false),
            eq(serviceSlots.blocked, false),
          ),
        )
        .returning();
      return row;
    },

    /** Gives seats back to the slot. */
    async releaseSeats(slotId: string, seats: number): Promise<ServiceSlotRow> {
      const [row] = await db
        .update(serviceSlots)
        .set({
          seatsTaken: sql`greatest(${serviceSlots.seatsTaken} - ${seats}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(serviceSlots.id, slotId))
        .returning();
      return row!;
    },

    /** Holds (or, negative, lets go of) seats for a waiting-list offer. */
    async holdSeats(slotId: string, seats: number): Promise<ServiceSlotRow> {
      const [row] = await db
        .update(serviceSlots)
        .set({
          heldSeats: sql`greatest(${serviceSlots.heldSeats} + ${seats}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(serviceSlots.id, slotId))
        .returning();
      return row!;
    },

    /** Slots of these listings with reservations or waiting accounts (re-expansion keeps them). */
    async slotIdsInUse(slotIds: readonly string[]): Promise<Set<string>> {
      if (slotIds.length === 0) return new Set();
      const booked = await db
        .selectDistinct({ id: reservations.slotId })
        .from(reservations)
        .where(inArray(reservations.slotId, [...slotIds]));
      const waited = await db
        .selectDistinct({ id: slotWaitlist.slotId })
        .from(slotWaitlist)
        .where(inArray(slotWaitlist.slotId, [...slotIds]));
      return new Set([...booked, ...waited].map((row) => row.id));
    },

    /** Slots of the owner's services starting in [from, until), not cancelled. */
    async countOwnSlots(ownerId: string, from: Date, until: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(serviceSlots)
        .where(
          and(
            inArray(serviceSlots.listingId, listingIdsOfOwner(db, ownerId)),
            eq(serviceSlots.cancelled, false),
            gte(serviceSlots.startsAt, from),
            lt(serviceSlots.startsAt, until),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
