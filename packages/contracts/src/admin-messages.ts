import { z } from 'zod';
import { activityStatuses, marketplaceSections, notificationTypes } from './enums';
import { safeReturnPath } from './navigation';

/*
 * Administrators' custom messages (spec §2 /profile/notifications, §3 custom_message types): a
 * text in both locales, sent now or at a time to an audience, each recipient getting it as one
 * notification.
 */

export const ADMIN_MESSAGE_TITLE_MAX = 120;
export const ADMIN_MESSAGE_BODY_MAX = 2000;
/** Most messages the history answers, newest first. */
export const ADMIN_MESSAGE_HISTORY_MAX = 100;

/** A scheduled message can still change; from `sending` on it is under way for good. */
export const adminMessageStatuses = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type AdminMessageStatus = (typeof adminMessageStatuses)[number];

const messageText = z.object({
  title: z.string().trim().min(1).max(ADMIN_MESSAGE_TITLE_MAX),
  body: z.string().trim().min(1).max(ADMIN_MESSAGE_BODY_MAX),
});

/** The same message in English and in German (the second locale). */
export const adminMessageTexts = z.object({ en: messageText, de: messageText });
export type AdminMessageTexts = z.infer<typeof adminMessageTexts>;

/** A path of Bazaar itself (`/profile/settings`) or an https address. */
export function isAdminMessageLink(value: string): boolean {
  if (value.startsWith('/')) return safeReturnPath(value) === value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '';
  } catch {
    return false;
  }
}

export const adminMessageLink = z
  .string()
  .trim()
  .max(2000)
  .refine(isAdminMessageLink, 'a path of Bazaar (/…) or an https address');

export const adminMessageAudienceKinds = [
  'everyone',
  'buyers',
  'sellers',
  'account',
  'filter',
] as const;
export type AdminMessageAudienceKind = (typeof adminMessageAudienceKinds)[number];

/**
 * Who receives the message. `account` names one account by id or email (answers hold its id);
 * `filter` picks accounts by the division they sell in and by their status (either or both).
 */
export const adminMessageAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('buyers') }),
  z.object({ kind: z.literal('sellers') }),
  z.object({ kind: z.literal('account'), account: z.string().trim().min(1).max(320) }),
  z.object({
    kind: z.literal('filter'),
    section: z.enum(marketplaceSections).optional(),
    status: z.enum(activityStatuses).optional(),
  }),
]);
export type AdminMessageAudience = z.infer<typeof adminMessageAudience>;

/** `POST /admin/notifications` and its preview: without `send_at` it goes at once. */
export const adminMessageInput = z.object({
  texts: adminMessageTexts,
  link: adminMessageLink.nullable().optional(),
  audience: adminMessageAudience,
  send_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type AdminMessageInput = z.infer<typeof adminMessageInput>;

export const adminMessageIdParams = z.object({ id: z.uuid() });

/** What a recipient will see, in each locale, and how many will receive it now. */
export const adminMessagePreview = z
  .object({
    recipients: z.number().int().nonnegative(),
    type: z.enum(notificationTypes),
    link: z.string().nullable(),
    rendered: adminMessageTexts,
  })
  .meta({ id: 'AdminMessagePreview' });
export type AdminMessagePreview = z.infer<typeof adminMessagePreview>;

export const adminMessage = z
  .object({
    id: z.uuid(),
    type: z.enum(notificationTypes),
    texts: adminMessageTexts,
    link: z.string().nullable(),
    audience: adminMessageAudience,
    status: z.enum(adminMessageStatuses),
    /** When it goes (or went) out. */
    send_at: z.iso.datetime(),
    sent_at: z.iso.datetime().nullable(),
    /** How many accounts it went to; known once it is sent. */
    recipients: z.number().int().nonnegative().nullable(),
    /** Notifications created so far. */
    delivered: z.number().int().nonnegative(),
    /** Of those, how many their recipients have viewed. */
    read: z.number().int().nonnegative(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminMessage' });
export type AdminMessage = z.infer<typeof adminMessage>;

export const adminMessageHistory = z.array(adminMessage).meta({ id: 'AdminMessageHistory' });

/** Metadata of a custom message's notification: its message and the German text. */
export interface AdminMessageNotificationMetadata {
  admin_message_id: string;
  translations: { de: { title: string; body: string } };
}

const translatedText = z.object({ title: z.string(), body: z.string() });

/** A notification's title and body in `locale`: the translation it carries, if any. */
export function notificationText(
  notification: { title: string; body: string; metadata: Record<string, unknown> },
  locale: string,
): { title: string; body: string } {
  const translations = notification.metadata['translations'];
  const translated =
    typeof translations === 'object' && translations !== null
      ? translatedText.safeParse((translations as Record<string, unknown>)[locale])
      : undefined;
  return translated?.success
    ? translated.data
    : { title: notification.title, body: notification.body };
}
