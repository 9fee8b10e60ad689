import {
  NOTIFICATIONS_LIST_MAX,
  type Notification,
  type NotificationType,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { NewNotificationRow, NotificationRow } from '../../db/schema/notifications';
import { systemClock, type Clock } from '../../lib/clock';
import type { NotificationsRepository } from './notifications.repository';

/** What Bazaar tells an account. */
export interface NotificationMessage {
  type: NotificationType;
  code?: string | null;
  subtype?: string | null;
  title: string;
  body?: string;
  /** A path inside Bazaar the notification leads to. */
  link?: string | null;
  metadata?: Record<string, unknown>;
  /**
   * When the change it reports happened, so the notification is dated like the change (an
   * order's time comes from the api's clock); by default, when it is stored.
   */
  at?: Date;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    subtype: row.subtype,
    title: row.title,
    body: row.body,
    link: row.link,
    metadata: row.metadata,
    viewed: row.viewed,
    created_at: row.createdAt.toISOString(),
  };
}

function rowOf(userId: string, message: NotificationMessage): NewNotificationRow {
  return {
    userId,
    type: message.type,
    code: message.code ?? null,
    subtype: message.subtype ?? null,
    title: message.title,
    body: message.body ?? '',
    link: message.link ?? null,
    metadata: message.metadata ?? {},
    createdAt: message.at,
  };
}

export interface NotificationsServiceDependencies {
  repository: NotificationsRepository;
  clock?: Clock;
}

export function createNotificationsService({
  repository,
  clock = systemClock,
}: NotificationsServiceDependencies) {
  return {
    /**
     * Stores a notification for `userId`. Pass the transaction of the change it reports, so the
     * notification exists exactly when the change does.
     */
    async notify(userId: string, message: NotificationMessage, tx?: Queryable): Promise<void> {
      await repository.insert(rowOf(userId, message), tx);
    },

    /**
     * Stores `message` for each of `userIds` that has none from `sourceKey` yet, so a sender that
     * runs again (a retried job) reaches each account once; answers how many were stored.
     */
    async notifyOnce(
      sourceKey: string,
      userIds: readonly string[],
      message: NotificationMessage,
    ): Promise<number> {
      return repository.insertMissing(
        [...new Set(userIds)].map((userId) => ({ ...rowOf(userId, message), sourceKey })),
      );
    },

    /** Per source key: how many notifications it stored, and how many were viewed. */
    async deliveryCounts(
      sourceKeys: readonly string[],
    ): Promise<Map<string, { delivered: number; read: number }>> {
      const counts = new Map(sourceKeys.map((key) => [key, { delivered: 0, read: 0 }]));
      for (const row of await repository.countBySource(sourceKeys)) {
        const entry = row.sourceKey === null ? undefined : counts.get(row.sourceKey);
        if (!entry) continue;
        entry.delivered += row.notifications;
        if (row.viewed) entry.read += row.notifications;
      }
      return counts;
    },

    /** `GET /notifications/me`: the newest first, at most NOTIFICATIONS_LIST_MAX. */
    async listMine(userId: string, onlyUnviewed: boolean): Promise<Notification[]> {
      const rows = await repository.listOf(userId, {
        onlyUnviewed,
        limit: NOTIFICATIONS_LIST_MAX,
      });
      return rows.map(toNotification);
    },

    /** `PATCH /notifications/viewed`: other accounts' ids are ignored, never touched. */
    async markViewed(userId: string, ids: readonly string[]): Promise<{ updated: number }> {
      const unique = [...new Set(ids)];
      return { updated: await repository.markViewed(userId, unique, clock.now()) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
