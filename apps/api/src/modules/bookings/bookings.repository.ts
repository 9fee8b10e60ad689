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
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  calendarFeeds,
  reservations,
  serviceSchedules,
  serviceSlots,
  slotWaitlist,
  type NewReservationRow,
  type NewServiceScheduleRow,
  type NewServiceSlotRow,
  type ReservationRow,
  type ServiceScheduleRow,
  type ServiceSlotRow,
} from '../../db/schema/bookings';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { ownerDisplayName } from '../users';
import {
  firstMediaOf,
  isPublic,
  listingColumns,
  listingIdsOfOwner,
  selectListings,
} from '../listings/read-model';
import { emailOfOpenAccount, joinOwner, ownerNamesOf } from '../users/read-model';

/** What bookings need of a service listing. */
export interface ServiceListing {
  id: string;
  ownerId: string;
  section: string;
  title: string;
  priceMinor: number | null;
  currency: string | null;
  /** Visitors may see it (published, active, its owner's account open). */
  isPublic: boolean;
}

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

/** Reservations that hold their seats. */
const HOLDING: ReservationStatus[] = ['requested', 'confirmed'];

function bookingQueries(db: Queryable) {
  return {
    async findListing(listingId: string): Promise<ServiceListing | undefined> {
      const [row] = await joinOwner(
        selectListings(db, {
          id: listingColumns.id,
          ownerId: listingColumns.ownerId,
          section: listingColumns.section,
          title: listingColumns.title,
          priceMinor: listingColumns.priceMinor,
          currency: listingColumns.currency,
          isPublic: sql<boolean>`coalesce(${isPublic}, false)`,
        }),
        listingColumns.ownerId,
      ).where(eq(listingColumns.id, listingId));
      return row;
    },

    async listingsOf(listingIds: readonly string[]) {
      if (listingIds.length === 0) return [];
      return selectListings(db, { id: listingColumns.id, title: listingColumns.title }).where(
        inArray(listingColumns.id, [...listingIds]),
      );
    },

    firstPicturesOf: (listingIds: readonly string[]) => firstMediaOf(db, listingIds),

    async findSchedule(listingId: string): Promise<ServiceScheduleRow | undefined> {
      const [row] = await db
        .select()
        .from(serviceSchedules)
        .where(eq(serviceSchedules.listingId, listingId));
      return row;
    },

    async schedulesOf(listingIds: readonly string[]) {
      if (listingIds.length === 0) return [];
      return db
        .select()
        .from(serviceSchedules)
        .where(inArray(serviceSchedules.listingId, [...listingIds]));
    },

    /** Every schedule (the nightly job moves each one's window on by a day). */
    async allSchedules() {
      return db.select().from(serviceSchedules);
    },

    async saveSchedule(row: NewServiceScheduleRow): Promise<ServiceScheduleRow> {
      const [saved] = await db
        .insert(serviceSchedules)
        .values(row)
        .onConflictDoUpdate({
          target: serviceSchedules.listingId,
          set: { ...row, updatedAt: new Date() },
        })
        .returning();
      return saved!;
    },

    async setExpandedUntil(listingId: string, until: Date) {
      await db
        .update(serviceSchedules)
        .set({ expandedUntil: until })
        .where(eq(serviceSchedules.listingId, listingId));
    },

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

    /** The slots an account waits for. */
    /** The account's waiting-list entries for slots of the listing that start after `after`. */
    async waitlistEntriesOfListing(userId: string, listingId: string, after: Date) {
      return db
        .select({ entry: slotWaitlist })
        .from(slotWaitlist)
        .innerJoin(serviceSlots, eq(serviceSlots.id, slotWaitlist.slotId))
        .where(
          and(
            eq(slotWaitlist.userId, userId),
            eq(serviceSlots.listingId, listingId),
            gt(serviceSlots.startsAt, after),
          ),
        )
        .orderBy(asc(serviceSlots.startsAt))
        .limit(100);
    },

    async waitlistEntriesOf(userId: string) {
      return db.select().from(slotWaitlist).where(eq(slotWaitlist.userId, userId));
    },

    /** Every reservation of an account, as customer or provider, not cancelled (its calendar feed). */
    async reservationsForFeed(userId: string, since: Date) {
      return db
        .select({ reservation: reservations, slot: serviceSlots })
        .from(reservations)
        .innerJoin(serviceSlots, eq(serviceSlots.id, reservations.slotId))
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

    async slotsOf(slotIds: readonly string[]): Promise<ServiceSlotRow[]> {
      if (slotIds.length === 0) return [];
      return db
        .select()
        .from(serviceSlots)
        .where(inArray(serviceSlots.id, [...slotIds]));
    },

    /** Confirmed reservations starting in (now, now + within] that were not reminded `column` yet. */
    async dueForReminder(
      column: 'remindedDayBeforeAt' | 'remindedHourBeforeAt',
      now: Date,
      within: Date,
    ) {
      return db
        .select({ reservation: reservations, slot: serviceSlots })
        .from(reservations)
        .innerJoin(serviceSlots, eq(serviceSlots.id, reservations.slotId))
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

    async joinWaitlist(slotId: string, userId: string, seats: number, at: Date) {
      await db
        .insert(slotWaitlist)
        .values({ slotId, userId, seats, createdAt: at })
        .onConflictDoUpdate({ target: [slotWaitlist.slotId, slotWaitlist.userId], set: { seats } });
    },

    async findWaitlistEntry(slotId: string, userId: string) {
      const [row] = await db
        .select()
        .from(slotWaitlist)
        .where(and(eq(slotWaitlist.slotId, slotId), eq(slotWaitlist.userId, userId)));
      return row;
    },

    async leaveWaitlist(slotId: string, userId: string) {
      const [row] = await db
        .delete(slotWaitlist)
        .where(and(eq(slotWaitlist.slotId, slotId), eq(slotWaitlist.userId, userId)))
        .returning();
      return row;
    },

    async waitlistPosition(slotId: string, createdAt: Date, userId: string) {
      const [row] = await db
        .select({ ahead: count() })
        .from(slotWaitlist)
        .where(
          and(
            eq(slotWaitlist.slotId, slotId),
            sql`(${slotWaitlist.createdAt}, ${slotWaitlist.userId}) < (${createdAt.toISOString()}::timestamptz, ${userId}::uuid)`,
          ),
        );
      return (row?.ahead ?? 0) + 1;
    },

    /** The first account waiting without an offer. */
    async firstWaiting(slotId: string) {
      const [row] = await db
        .select()
        .from(slotWaitlist)
        .where(and(eq(slotWaitlist.slotId, slotId), isNull(slotWaitlist.offeredUntil)))
        .orderBy(asc(slotWaitlist.createdAt), asc(slotWaitlist.userId))
        .limit(1);
      return row;
    },

    async deleteWaitlistOf(slotId: string) {
      await db.delete(slotWaitlist).where(eq(slotWaitlist.slotId, slotId));
    },

    async offer(slotId: string, userId: string, until: Date) {
      await db
        .update(slotWaitlist)
        .set({ offeredUntil: until })
        .where(and(eq(slotWaitlist.slotId, slotId), eq(slotWaitlist.userId, userId)));
    },

    /** Seats held for the account by offers still open, by slot. */
    async offersTo(userId: string, slotIds: readonly string[], now: Date) {
      if (slotIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ slotId: slotWaitlist.slotId, seats: slotWaitlist.seats })
        .from(slotWaitlist)
        .where(
          and(
            eq(slotWaitlist.userId, userId),
            inArray(slotWaitlist.slotId, [...slotIds]),
            gt(slotWaitlist.offeredUntil, now),
          ),
        );
      return new Map(rows.map((row) => [row.slotId, row.seats]));
    },

    /** Offers that ran out by `now`. */
    async expiredOffers(now: Date) {
      return db
        .select()
        .from(slotWaitlist)
        .where(and(isNotNull(slotWaitlist.offeredUntil), lte(slotWaitlist.offeredUntil, now)))
        .limit(500);
    },

    async findFeed(userId: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },

    async findFeedBySecretHash(secretHash: string) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.secretHash, secretHash));
      return row;
    },

    async saveFeed(userId: string, secretHash: string, at: Date) {
      await db
        .insert(calendarFeeds)
        .values({ userId, secretHash, createdAt: at })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secretHash, createdAt: at } });
    },

    async deleteFeed(userId: string) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
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

    /** Display names of accounts, by id. */
    async displayNamesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await ownerNamesOf(db, [...new Set(userIds)]);
      return new Map(rows.map((row) => [row.owner.id, ownerDisplayName(row)]));
    },

    emailOf: (userId: string) => emailOfOpenAccount(db, userId),
  };
}

export type BookingQueries = ReturnType<typeof bookingQueries>;

export function createBookingsRepository(db: Database) {
  return {
    ...bookingQueries(db),
    transaction<T>(work: (queries: BookingQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(bookingQueries(tx), tx));
    },
    within(tx: Queryable): BookingQueries {
      return bookingQueries(tx);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
