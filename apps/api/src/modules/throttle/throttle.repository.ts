import { eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { throttleCounters } from '../../db/schema/throttle';

export function createThrottleRepository(db: Queryable) {
  return {
    /**
     * Counts one hit in one statement (safe with several api instances): a window that ended
     * before `windowStart` starts over at `now` with one hit.
     */
    async increment(key: string, now: Date, windowStart: Date) {
      const nowText = now.toISOString();
      const windowStartText = windowStart.toISOString();
      const [row] = await db
        .insert(throttleCounters)
        .values({ key, hits: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            hits: sql`case when throttle_counters.window_started_at <= ${windowStartText}::timestamptz then 1 else throttle_counters.hits + 1 end`,
            windowStartedAt: sql`case when throttle_counters.window_started_at <= ${windowStartText}::timestamptz then ${nowText}::timestamptz else throttle_counters.window_started_at end`,
          },
        })
        .returning({
          hits: throttleCounters.hits,
          windowStartedAt: throttleCounters.windowStartedAt,
        });
      return row!;
    },

    async find(key: string) {
      const [row] = await db.select().from(throttleCounters).where(eq(throttleCounters.key, key));
      return row;
    },

    async remove(key: string) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },

    async removeStartedBefore(moment: Date) {
      await db.delete(throttleCounters).where(lt(throttleCounters.windowStartedAt, moment));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
