import { and, count, desc, eq, inArray, not } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  notifications,
  type NewNotificationRow,
  type NotificationRow,
} from '../../db/schema/notifications';

export function createNotificationsRepository(db: Queryable) {
  return {
    async insert(row: NewNotificationRow, tx: Queryable = db): Promise<NotificationRow> {
      const [inserted] = await tx.insert(notifications).values(row).returning();
      return inserted!;
    },

    /** Stores the rows that are not there yet (by source key and account); answers how many. */
    async insertMissing(rows: NewNotificationRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [notifications.sourceKey, notifications.userId] })
        .returning({ id: notifications.id });
      return inserted.length;
    },

    /** How many notifications each source key has, and how many of them are viewed. */
    async countBySource(sourceKeys: readonly string[]) {
      if (sourceKeys.length === 0) return [];
      return db
        .select({
          sourceKey: notifications.sourceKey,
          viewed: notifications.viewed,
          notifications: count(),
        })
        .from(notifications)
        .where(inArray(notifications.sourceKey, [...sourceKeys]))
        .groupBy(notifications.sourceKey, notifications.viewed);
    },

    /** An account's notifications, newest first. */
    async listOf(userId: string, options: { onlyUnviewed: boolean; limit: number }) {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            options.onlyUnviewed ? not(notifications.viewed) : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit);
    },

    /** Marks the account's own notifications among `ids` viewed; answers how many changed. */
    async markViewed(userId: string, ids: readonly string[], at: Date): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ viewed: true, viewedAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.id, [...ids]),
            not(notifications.viewed),
          ),
        )
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
