import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  serviceSchedules,
  type NewServiceScheduleRow,
  type ServiceScheduleRow,
} from '../../db/schema/bookings';

/** The services' schedules. */
export function scheduleQueries(db: Queryable) {
  return {
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
  };
}
