import { z } from 'zod';
import { emailSchema } from './auth';
import { supportedLocales } from './constants';

/** What a support request is about; admins sort by it. */
export const supportTopics = [
  'account',
  'listing',
  'order',
  'payment',
  'report_abuse',
  'other',
] as const;
export type SupportTopic = (typeof supportTopics)[number];

/**
 * Where a request stands (ADR 0075): `new` until an administrator takes it (`in_progress`) or
 * replies (`answered`); `closed` when nothing more is to be done. Any status may follow any other
 * (a closed request is opened again by moving it back), and every move is in its history.
 */
export const supportRequestStatuses = ['new', 'in_progress', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof supportRequestStatuses)[number];

export const supportRequestRules = {
  nameMaxChars: 120,
  messageMinChars: 20,
  messageMaxChars: 5_000,
  replyMinChars: 2,
  replyMaxChars: 5_000,
  noteMaxChars: 500,
  searchMaxChars: 100,
} as const;

export const SUPPORT_REQUESTS_PAGE_MAX = 100;

/** `POST /api/support-requests`: anybody may write; a signed-in user's account is attached. */
export const createSupportRequestBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Complete this field, please' })
      .max(supportRequestRules.nameMaxChars),
    email: emailSchema,
    topic: z.enum(supportTopics, { error: 'Choose a topic' }),
    message: z
      .string()
      .trim()
      .min(supportRequestRules.messageMinChars, {
        error: `Tell us a little more (at least ${supportRequestRules.messageMinChars} characters)`,
      })
      .max(supportRequestRules.messageMaxChars, {
        error: `Keep it under ${supportRequestRules.messageMaxChars} characters`,
      }),
  })
  .meta({ id: 'CreateSupportRequestBody' });
export type CreateSupportRequestBody = z.input<typeof createSupportRequestBody>;

/** What the sender is told: the reference to quote in any later contact. */
export const supportRequestReceipt = z
  .object({ id: z.uuid(), reference: z.string(), created_at: z.iso.datetime() })
  .meta({ id: 'SupportRequestReceipt' });
export type SupportRequestReceipt = z.infer<typeof supportRequestReceipt>;

export const supportRequest = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    created_at: z.iso.datetime(),
    name: z.string(),
    email: z.string(),
    topic: z.enum(supportTopics),
    message: z.string(),
    status: z.enum(supportRequestStatuses),
    /** The language the sender wrote from; replies are mailed in it. */
    locale: z.enum(supportedLocales),
    /** The account that sent it, when the sender was signed in. */
    user_id: z.uuid().nullable(),
    /** When it was last closed; null while it is not closed. */
    resolved_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequest>;

/**
 * `GET /api/support-requests` (admins): newest first, keyset-paged; `from`/`to` bound the day
 * it was sent (`to` exclusive); `q` finds the reference, name, email or words of the message.
 */
export const supportRequestListQuery = z.object({
  status: z.enum(supportRequestStatuses).optional(),
  topic: z.enum(supportTopics).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  q: z
    .string()
    .trim()
    .max(supportRequestRules.searchMaxChars)
    .optional()
    .transform((value) => (value ? value : undefined)),
  limit: z.coerce.number().int().min(1).max(SUPPORT_REQUESTS_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export type SupportRequestListQuery = z.input<typeof supportRequestListQuery>;

export const supportRequestPage = z
  .object({ items: z.array(supportRequest), next_cursor: z.string().nullable() })
  .meta({ id: 'SupportRequestPage' });
export type SupportRequestPage = z.infer<typeof supportRequestPage>;

export const supportRequestIdParams = z.object({ id: z.uuid() });

const optionalNote = z
  .string()
  .trim()
  .max(supportRequestRules.noteMaxChars, {
    error: `Keep the note under ${supportRequestRules.noteMaxChars} characters`,
  })
  .optional()
  .transform((value) => (value ? value : null));

/** `PATCH /api/support-requests/:id` (admins): move a request to another status, with a note. */
export const updateSupportRequestBody = z
  .object({ status: z.enum(supportRequestStatuses), note: optionalNote })
  .meta({ id: 'UpdateSupportRequestBody' });
export type UpdateSupportRequestBody = z.input<typeof updateSupportRequestBody>;

/**
 * `POST /api/support-requests/:id/replies` (admins): the reply is kept and mailed to the sender;
 * the request becomes `answered`, or `closed` with `close`.
 */
export const supportReplyBody = z
  .object({
    body: z
      .string()
      .trim()
      .min(supportRequestRules.replyMinChars, { error: 'Write a reply' })
      .max(supportRequestRules.replyMaxChars, {
        error: `Keep it under ${supportRequestRules.replyMaxChars} characters`,
      }),
    close: z.boolean().default(false),
  })
  .meta({ id: 'SupportReplyBody' });
export type SupportReplyBody = z.input<typeof supportReplyBody>;

/** An administrator's reply, as it was mailed. */
export const supportReply = z
  .object({
    id: z.uuid(),
    created_at: z.iso.datetime(),
    author_id: z.uuid().nullable(),
    author_name: z.string().nullable(),
    body: z.string(),
  })
  .meta({ id: 'SupportReply' });
export type SupportReply = z.infer<typeof supportReply>;

/** One move of a request's status: who, when, from which to which, and why. */
export const supportStatusChange = z
  .object({
    id: z.uuid(),
    changed_at: z.iso.datetime(),
    changed_by_id: z.uuid().nullable(),
    changed_by_name: z.string().nullable(),
    from_status: z.enum(supportRequestStatuses),
    to_status: z.enum(supportRequestStatuses),
    note: z.string().nullable(),
  })
  .meta({ id: 'SupportStatusChange' });
export type SupportStatusChange = z.infer<typeof supportStatusChange>;

/** `GET /api/support-requests/:id` (admins): the request, its replies and its status history. */
export const supportRequestDetail = z
  .object({
    request: supportRequest,
    replies: z.array(supportReply),
    history: z.array(supportStatusChange),
  })
  .meta({ id: 'SupportRequestDetail' });
export type SupportRequestDetail = z.infer<typeof supportRequestDetail>;
