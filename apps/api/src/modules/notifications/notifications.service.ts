import {
  NOTIFICATIONS_LIST_MAX,
  type Notification,
  type NotificationType,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { NotificationRow } from '../../db/schema/notifications';
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
      await repository.insert(
        {
          userId,
          type: message.type,
          code: message.code ?? null,
          subtype: message.subtype ?? null,
          title: message.title,
          body: message.body ?? '',
          link: message.link ?? null,
          metadata: message.metadata ?? {},
          createdAt: message.at,
        },
        tx,
      );
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
