import type { NotificationCategory, NotificationChannels } from '@bazaar/contracts';
import { and, count, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  notificationPreferences,
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
        .where(and(inArray(notifications.sourceKey, [...sourceKeys]), notifications.inApp))
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
            notifications.inApp,
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
            notifications.inApp,
            inArray(notifications.id, [...ids]),
            not(notifications.viewed),
          ),
        )
        .returning({ id: notifications.id });
      return updated.map((row) => row.id);
    },
  };
}

/** What accounts saved for categories; a category they never saved has no row. */
export function createNotificationPreferencesRepository(db: Queryable) {
  return {
    /** The saved choices of `userIds`, of one category or of all. */
    async savedOf(userIds: readonly string[], category?: NotificationCategory, tx: Queryable = db) {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.userId, [...userIds]),
            category ? eq(notificationPreferences.category, category) : undefined,
          ),
        );
    },

    /** Saves the account's choice for each given category. */
    async save(
      userId: string,
      choices: ReadonlyArray<[NotificationCategory, NotificationChannels]>,
      at: Date,
    ): Promise<void> {
      if (choices.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(
          choices.map(([category, channels]) => ({
            userId,
            category,
            inApp: channels.in_app,
            mail: channels.mail,
            updatedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: {
            inApp: sql`excluded.in_app`,
            mail: sql`excluded.mail`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },
  };
}

/** The once-only record of a notification's mail. */
export function createNotificationMailsRepository(db: Queryable) {
  return {
    /** Marks the notification's mail sent, if it was not; answers the notification then. */
    async claim(notificationId: string, at: Date): Promise<NotificationRow | undefined> {
      const [claimed] = await db
        .update(notifications)
        .set({ mailedAt: at })
        .where(and(eq(notifications.id, notificationId), isNull(notifications.mailedAt)))
        .returning();
      return claimed;
    },

    /** Gives a claim back after the mail failed, so the job's retry sends it. */
    async release(notificationId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ mailedAt: null })
        .where(eq(notifications.id, notificationId));
    },
  };
}

export type NotificationPreferencesRepository = ReturnType<
  typeof createNotificationPreferencesRepository
>;
export type NotificationMailsRepository = ReturnType<typeof createNotificationMailsRepository>;
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
