import { z } from 'zod';
import { emailSchema } from './auth';

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

export const supportRequestStatuses = ['open', 'resolved'] as const;
export type SupportRequestStatus = (typeof supportRequestStatuses)[number];

export const supportRequestRules = {
  nameMaxChars: 120,
  messageMinChars: 20,
  messageMaxChars: 5_000,
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
    /** The account that sent it, when the sender was signed in. */
    user_id: z.uuid().nullable(),
    resolved_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequest>;

/** `GET /api/support-requests` (admins): newest first, keyset-paged. */
export const supportRequestListQuery = z.object({
  status: z.enum(supportRequestStatuses).optional(),
  topic: z.enum(supportTopics).optional(),
  limit: z.coerce.number().int().min(1).max(SUPPORT_REQUESTS_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export type SupportRequestListQuery = z.input<typeof supportRequestListQuery>;

export const supportRequestPage = z
  .object({ items: z.array(supportRequest), next_cursor: z.string().nullable() })
  .meta({ id: 'SupportRequestPage' });
export type SupportRequestPage = z.infer<typeof supportRequestPage>;

export const supportRequestIdParams = z.object({ id: z.uuid() });

/** `PATCH /api/support-requests/:id` (admins): resolve a request, or open it again. */
export const updateSupportRequestBody = z
  .object({ status: z.enum(supportRequestStatuses) })
  .meta({ id: 'UpdateSupportRequestBody' });
export type UpdateSupportRequestBody = z.infer<typeof updateSupportRequestBody>;
