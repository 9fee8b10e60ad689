import { and, count, desc, eq, inArray, not, sql } from 'drizzle-orm';
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

    /** Stores the rows that are not there yet (by source key and account); answers those stored. */
    async insertMissing(
      rows: NewNotificationRow[],
      tx: Queryable = db,
    ): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [notifications.sourceKey, notifications.userId] })
        .returning();
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

    /** An account's notifications, newest first; with `after`, those stored after that one. */
    async listOf(
      userId: string,
      options: { onlyUnviewed: boolean; after?: string | undefined; limit: number },
    ) {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            options.onlyUnviewed ? not(notifications.viewed) : undefined,
            options.after
              ? sql`(${notifications.createdAt}, ${notifications.id}) > (select anchor.created_at, anchor.id from ${notifications} anchor where anchor.id = ${options.after} and anchor.user_id = ${userId})`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit);
    },

    /** Runs `work` in one transaction (a savepoint inside one the repository was given). */
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Marks the account's own notifications among `ids` viewed; answers the ids that changed. */
    async markViewed(
      userId: string,
      ids: readonly string[],
      at: Date,
      tx: Queryable = db,
    ): Promise<string[]> {
      const updated = await tx
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
      return updated.map((row) => row.id);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
