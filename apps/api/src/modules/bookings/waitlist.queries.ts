import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { serviceSlots, slotWaitlist } from '../../db/schema/bookings';

/** The waiting lists of full slots and the seats offered from them. */
export function waitlistQueries(db: Queryable) {
  return {
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

    /** The slots an account waits for. */
    async waitlistEntriesOf(userId: string) {
      return db.select().from(slotWaitlist).where(eq(slotWaitlist.userId, userId));
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
  };
}
