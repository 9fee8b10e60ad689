import { z } from 'zod';
import { activityStatuses, marketplaceSections } from './enums';
import { pageCursor, pageLimit } from './listing-fields';

/**
 * The administrators' moderation of listings (issue 21, ADR 0070): listings flagged by rules or
 * reported by users wait in a queue on `/profile/requests-for-revisions`; an administrator asks
 * the owner to revise (with a reason), approves or blocks; the owner revises and resubmits.
 *
 * Routes:
 * - `GET /api/admin/moderation/listings` ({@link moderationQueueQuery}) → {@link moderationCasePage}
 * - `GET /api/admin/moderation/listings/:id` → {@link moderationCaseDetail}
 * - `POST /api/admin/moderation/listings/:id/request-revision` ({@link moderationReasonBody})
 * - `POST /api/admin/moderation/listings/:id/approve`
 * - `POST /api/admin/moderation/listings/:id/block` ({@link moderationReasonBody})
 * - `GET|POST /api/admin/moderation/words`, `DELETE /api/admin/moderation/words/:id`
 * - `POST /api/products/:id/reports` ({@link listingReportBody}): any signed-in account but the owner
 * - `POST /api/products/:id/resubmit`: the owner, after a revision was requested
 * - `GET /api/products/me/revision-requests` → {@link ownerRevisionList}
 */

/** Why a listing is in the queue: a rule that matched, or users' reports. */
export const moderationFlags = ['words', 'price', 'burst', 'report'] as const;
export type ModerationFlag = (typeof moderationFlags)[number];

/**
 * Where a listing's case stands. `flagged` and `resubmitted` wait for an administrator,
 * `revision_requested` for the owner; `approved` and `blocked` are decided.
 */
export const moderationStates = [
  'flagged',
  'revision_requested',
  'resubmitted',
  'approved',
  'blocked',
] as const;
export type ModerationState = (typeof moderationStates)[number];

/** What the history of a listing's case records. */
export const moderationEventKinds = [
  'flagged',
  'reported',
  'revision_requested',
  'resubmitted',
  'approved',
  'blocked',
] as const;
export type ModerationEventKind = (typeof moderationEventKinds)[number];

/** Rules' thresholds (ADR 0070). */
export const MODERATION_PRICE_FACTOR = 3;
/** A node's median is trusted only with this many other published listings in its currency. */
export const MODERATION_PRICE_MIN_LISTINGS = 5;
/** More new listings than this by one owner within the window is a burst. */
export const MODERATION_BURST_LISTINGS = 10;
export const MODERATION_BURST_WINDOW_MINUTES = 60;
export const MODERATION_WORD_MAX = 60;

export const moderationReasonBody = z
  .object({ reason: z.string().trim().min(3).max(500) })
  .meta({ id: 'ModerationReasonBody' });
export type ModerationReasonBody = z.infer<typeof moderationReasonBody>;

export const listingReportBody = z
  .object({ reason: z.string().trim().min(3).max(500) })
  .meta({ id: 'ListingReportBody' });
export type ListingReportBody = z.infer<typeof listingReportBody>;

/** `GET /api/admin/moderation/listings`: by default the cases waiting for someone. */
export const moderationQueueQuery = z.object({
  /** A state; `open` (default) is every state but approved and blocked. */
  state: z.enum([...moderationStates, 'open', 'all']).default('open'),
  flag: z.enum(moderationFlags).optional(),
  section: z.enum(marketplaceSections).optional(),
  limit: pageLimit,
  cursor: pageCursor,
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuery>;

const person = z.object({ id: z.uuid(), display_name: z.string() });

export const moderationCase = z
  .object({
    listing: z.object({
      id: z.uuid(),
      title: z.string(),
      section: z.enum(marketplaceSections),
      status: z.enum(activityStatuses),
    }),
    owner: person,
    state: z.enum(moderationStates),
    flags: z.array(z.enum(moderationFlags)),
    report_count: z.number().int().nonnegative(),
    /** The reason of the latest revision request or block. */
    reason: z.string().nullable(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'ModerationCase' });
export type ModerationCase = z.infer<typeof moderationCase>;

export const moderationCasePage = z
  .object({ items: z.array(moderationCase), next_cursor: z.string().nullable() })
  .meta({ id: 'ModerationCasePage' });
export type ModerationCasePage = z.infer<typeof moderationCasePage>;

export const moderationEvent = z
  .object({
    id: z.uuid(),
    kind: z.enum(moderationEventKinds),
    /** Who acted: an administrator, the owner, a reporter; null for a rule. */
    actor: person.nullable(),
    reason: z.string().nullable(),
    /** The rules that matched (flagged). */
    flags: z.array(z.enum(moderationFlags)),
    occurred_at: z.iso.datetime(),
  })
  .meta({ id: 'ModerationEvent' });
export type ModerationEvent = z.infer<typeof moderationEvent>;

export const moderationCaseDetail = moderationCase
  .extend({ history: z.array(moderationEvent) })
  .meta({ id: 'ModerationCaseDetail' });
export type ModerationCaseDetail = z.infer<typeof moderationCaseDetail>;

export const moderationWord = z
  .object({ id: z.uuid(), word: z.string(), created_at: z.iso.datetime() })
  .meta({ id: 'ModerationWord' });
export type ModerationWord = z.infer<typeof moderationWord>;
export const moderationWordList = z.object({ items: z.array(moderationWord) });
export type ModerationWordList = z.infer<typeof moderationWordList>;
export const moderationWordBody = z
  .object({ word: z.string().trim().toLowerCase().min(2).max(MODERATION_WORD_MAX) })
  .meta({ id: 'ModerationWordBody' });
export type ModerationWordBody = z.infer<typeof moderationWordBody>;
export const moderationWordParams = z.object({ id: z.uuid() });

/** The owner's side: a revision asked of one of their listings, or resubmitted and waiting. */
export const ownerRevision = z
  .object({
    listing_id: z.uuid(),
    title: z.string(),
    section: z.enum(marketplaceSections),
    state: z.enum(['revision_requested', 'resubmitted']),
    reason: z.string(),
    requested_at: z.iso.datetime(),
  })
  .meta({ id: 'OwnerRevision' });
export type OwnerRevision = z.infer<typeof ownerRevision>;
export const ownerRevisionList = z.object({ items: z.array(ownerRevision) });
export type OwnerRevisionList = z.infer<typeof ownerRevisionList>;
