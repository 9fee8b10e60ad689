import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { calendarFeeds } from '../../db/schema/bookings';

/** The accounts' private calendar feeds (by the hash of their secret). */
export function calendarFeedQueries(db: Queryable) {
  return {
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
  };
}
