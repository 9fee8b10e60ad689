import {
  DEFAULT_NOTIFICATION_CHANNELS,
  notificationCategories,
  type NotificationCategory,
  type NotificationChannels,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import type { NotificationPreferencesRepository } from './notifications.repository';

export interface NotificationPreferencesServiceDependencies {
  repository: NotificationPreferencesRepository;
  clock?: Clock;
}

/**
 * Which categories an account wants in the app and by mail (ADR 0048). What it never saved
 * follows `DEFAULT_NOTIFICATION_CHANNELS`, so a changed default reaches every such account.
 */
export function createNotificationPreferencesService({
  repository,
  clock = systemClock,
}: NotificationPreferencesServiceDependencies) {
  /** Each of `userIds`'s channels for `category`; `tx` reads inside the caller's transaction. */
  async function channelsOf(
    userIds: readonly string[],
    category: NotificationCategory,
    tx?: Queryable,
  ): Promise<Map<string, NotificationChannels>> {
    const channels = new Map(
      userIds.map((userId) => [userId, DEFAULT_NOTIFICATION_CHANNELS[category]]),
    );
    for (const row of await repository.savedOf(userIds, category, tx)) {
      channels.set(row.userId, { in_app: row.inApp, mail: row.mail });
    }
    return channels;
  }

  async function preferencesOf(userId: string): Promise<NotificationPreferences> {
    const preferences = Object.fromEntries(
      notificationCategories.map((category) => [
        category,
        { ...DEFAULT_NOTIFICATION_CHANNELS[category] },
      ]),
    ) as NotificationPreferences;
    for (const row of await repository.savedOf([userId])) {
      preferences[row.category] = { in_app: row.inApp, mail: row.mail };
    }
    return preferences;
  }

  /** One account's channels for one category. */
  async function channelOf(userId: string, category: NotificationCategory, tx?: Queryable) {
    return (await channelsOf([userId], category, tx)).get(userId)!;
  }

  return {
    channelsOf,
    /** `GET /notifications/preferences`: every category, saved or by default. */
    preferencesOf,

    /** `PUT /notifications/preferences`: saves the given categories; answers all of them. */
    async update(
      userId: string,
      changes: UpdateNotificationPreferencesBody,
    ): Promise<NotificationPreferences> {
      const choices = notificationCategories.flatMap((category) => {
        const channels = changes[category];
        return channels
          ? [[category, channels] as [NotificationCategory, NotificationChannels]]
          : [];
      });
      await repository.save(userId, choices, clock.now());
      return preferencesOf(userId);
    },

    /** Whether the account wants `category` by mail (chat asks before mailing unread messages). */
    async wantsMail(userId: string, category: NotificationCategory, tx?: Queryable) {
      return (await channelOf(userId, category, tx)).mail;
    },

    /** Whether the account keeps `category` in the app. */
    async wantsInApp(userId: string, category: NotificationCategory, tx?: Queryable) {
      return (await channelOf(userId, category, tx)).in_app;
    },
  };
}

export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;
