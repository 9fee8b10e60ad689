import { z } from 'zod';
import type { NotificationType } from './enums';

/**
 * What an account chooses to be told, and how (ADR 0048). The spec's notification types, with
 * the two kinds of administrators' messages as one category ("Messages from Bazaar"), and new
 * chat messages, which the chat mails once for what is unread.
 */
export const notificationCategories = [
  'account',
  'request',
  'subscription',
  'eshop_integration',
  'custom_message',
  'chat',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/** The category a notification of `type` belongs to. */
export function notificationCategoryOf(type: NotificationType): NotificationCategory {
  return type === 'custom_message:admin' || type === 'custom_message:superadmin'
    ? 'custom_message'
    : type;
}

export const notificationChannels = z.object({
  /** Kept in the app (the bell, /notifications) and pushed live. */
  in_app: z.boolean(),
  /** Mailed to the account's address. */
  mail: z.boolean(),
});
export type NotificationChannels = z.infer<typeof notificationChannels>;

/**
 * An account that never chose: everything in the app; mail for what concerns its account, its
 * orders and requests, its subscription, its shop connections and chats waiting for an answer,
 * but not for administrators' announcements, which are news rather than something to act on.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Readonly<
  Record<NotificationCategory, Readonly<NotificationChannels>>
> = {
  account: { in_app: true, mail: true },
  request: { in_app: true, mail: true },
  subscription: { in_app: true, mail: true },
  eshop_integration: { in_app: true, mail: true },
  custom_message: { in_app: true, mail: false },
  chat: { in_app: true, mail: true },
};

const preferencesShape = Object.fromEntries(
  notificationCategories.map((category) => [category, notificationChannels]),
) as Record<NotificationCategory, typeof notificationChannels>;

/** `GET /notifications/preferences`: every category, saved or by default. */
export const notificationPreferences = z
  .object(preferencesShape)
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** `PUT /notifications/preferences`: the categories to change; the others stay as they are. */
export const updateNotificationPreferencesBody = z
  .strictObject(
    Object.fromEntries(
      notificationCategories.map((category) => [category, notificationChannels.optional()]),
    ) as Record<NotificationCategory, z.ZodOptional<typeof notificationChannels>>,
  )
  .meta({ id: 'UpdateNotificationPreferences' });
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;
