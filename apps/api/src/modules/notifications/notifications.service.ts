import {
  NOTIFICATIONS_LIST_MAX,
  notificationCategoryOf,
  type Notification,
  type NotificationChannels,
  type NotificationType,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { NewNotificationRow, NotificationRow } from '../../db/schema/notifications';
import { systemClock, type Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { NotificationPreferencesService } from './notification-preferences.service';
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
   * The sender mails a fuller text of it itself, asking `wantsMail` first (orders do), so no
   * second mail of the notification goes.
   */
  mailedBySender?: boolean;
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

function rowOf(
  userId: string,
  message: NotificationMessage,
  channels: NotificationChannels,
): NewNotificationRow {
  return {
    userId,
    inApp: channels.in_app,
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
  /** `notification.created` and `notification.viewed` tell the live channel (ADR 0045). */
  events: DomainEventPublisher;
  /** Whether each recipient wants the message's category in the app, by mail or not at all. */
  preferences: Pick<NotificationPreferencesService, 'channelsOf'>;
  clock?: Clock;
}

/** Something reaches the account: in the app, or by mail only. */
const wanted = (channels: NotificationChannels) => channels.in_app || channels.mail;

export function createNotificationsService({
  repository,
  events,
  preferences,
  clock = systemClock,
}: NotificationsServiceDependencies) {
  /** `notification.created` of a stored row: the live push and the mail follow it. */
  function createdEvent(row: NotificationRow, message: NotificationMessage) {
    return {
      payload: {
        user_id: row.userId,
        notification: toNotification(row),
        in_app: row.inApp,
        ...(message.mailedBySender ? { mailed_by_sender: true } : {}),
      },
      at: row.createdAt,
    };
  }

  function publishCreated(tx: Queryable, row: NotificationRow, message: NotificationMessage) {
    const { payload, at } = createdEvent(row, message);
    return events.publish(tx, 'notification.created', payload, at);
  }

  /**
   * Stores the notification, unless the account wants its category neither in the app nor by
   * mail, and its `notification.created` event through `tx`; answers the event's id.
   */
  async function store(userId: string, message: NotificationMessage, tx: Queryable) {
    const channels = (
      await preferences.channelsOf([userId], notificationCategoryOf(message.type), tx)
    ).get(userId)!;
    if (!wanted(channels)) return undefined;
    const row = await repository.insert(rowOf(userId, message, channels), tx);
    return publishCreated(tx, row, message);
  }

  return {
    /**
     * Stores a notification for `userId`. A domain event subscriber passes its transaction, so
     * the notification exists exactly when the change does; the dispatcher delivers the
     * `notification.created` it causes once that transaction commits (store first, then push).
     * Without one, it is stored and pushed here.
     */
    async notify(userId: string, message: NotificationMessage, tx?: Queryable): Promise<void> {
      if (tx) {
        await store(userId, message, tx);
        return;
      }
      const eventId = await repository.transaction((own) => store(userId, message, own));
      if (eventId) await events.deliver(eventId);
    },

    /**
     * Stores `message` for each of `userIds` that has none from `sourceKey` yet, so a sender that
     * runs again (a retried job) reaches each account once; answers how many were stored in the
     * app. An account that keeps the category out of the app gets it by mail only, or not at all.
     */
    async notifyOnce(
      sourceKey: string,
      userIds: readonly string[],
      message: NotificationMessage,
    ): Promise<number> {
      const { eventIds, inApp } = await repository.transaction(async (tx) => {
        const channels = await preferences.channelsOf(
          [...new Set(userIds)],
          notificationCategoryOf(message.type),
          tx,
        );
        const stored = await repository.insertMissing(
          [...channels]
            .filter(([, wants]) => wanted(wants))
            .map(([userId, wants]) => ({ ...rowOf(userId, message, wants), sourceKey })),
          tx,
        );
        // One statement for the batch's events, not one per recipient (the bench of issue 16).
        const published = await events.publishMany(
          tx,
          'notification.created',
          stored.map((row) => createdEvent(row, message)),
        );
        return { eventIds: published, inApp: stored.filter((row) => row.inApp).length };
      });
      await events.deliver(...eventIds);
      return inApp;
    },

    /**
     * Per source key: how many notifications it stored in the app, and how many were viewed. An
     * account that keeps the category out of the app is not counted as delivered.
     */
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

    /**
     * `GET /notifications/me`: the newest first, at most NOTIFICATIONS_LIST_MAX; with `after`,
     * only those stored after that notification of the account's.
     */
    async listMine(userId: string, onlyUnviewed: boolean, after?: string): Promise<Notification[]> {
      const rows = await repository.listOf(userId, {
        onlyUnviewed,
        after,
        limit: NOTIFICATIONS_LIST_MAX,
      });
      return rows.map(toNotification);
    },

    /** `PATCH /notifications/viewed`: other accounts' ids are ignored, never touched. */
    async markViewed(userId: string, ids: readonly string[]): Promise<{ updated: number }> {
      const unique = [...new Set(ids)];
      const { viewed, eventId } = await repository.transaction(async (tx) => {
        const changed = await repository.markViewed(userId, unique, clock.now(), tx);
        return {
          viewed: changed,
          eventId:
            changed.length > 0
              ? await events.publish(tx, 'notification.viewed', { user_id: userId, ids: changed })
              : undefined,
        };
      });
      if (eventId) await events.deliver(eventId);
      return { updated: viewed.length };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
