import { z } from 'zod';

/** The longest review or reply, in characters. */
export const FEEDBACK_TEXT_MAX = 2_000;
/** The longest reason of a report or of hiding a review. */
export const FEEDBACK_REASON_MAX = 500;

/** A seller's rating: the average of the stars of their visible reviews, and how many there are. */
export const sellerRating = z
  .object({
    /** 1.0–5.0, to one decimal. */
    average: z.number().min(1).max(5),
    count: z.number().int().positive(),
  })
  .meta({ id: 'SellerRating' });
export type SellerRating = z.infer<typeof sellerRating>;

/** The average of `count` reviews whose stars add up to `total`, to one decimal; null for none. */
export function sellerRatingOf(count: number, total: number): SellerRating | null {
  if (count <= 0) return null;
  return { average: Math.round((total / count) * 10) / 10, count };
}

/** What a review is about: a fulfilled order or a completed reservation of a service. */
export const feedbackSubjectKinds = ['order', 'reservation'] as const;
export type FeedbackSubjectKind = (typeof feedbackSubjectKinds)[number];

const party = z.object({ id: z.uuid(), display_name: z.string() });

export const feedbackSubject = z.object({
  kind: z.enum(feedbackSubjectKinds),
  id: z.uuid(),
  /** The order's or the booking's number, as both parties quote it. */
  number: z.number().int().positive(),
  /** The first item's title, or the service's. */
  title: z.string(),
});
export type FeedbackSubject = z.infer<typeof feedbackSubject>;

export const feedback = z
  .object({
    id: z.uuid(),
    subject: feedbackSubject,
    seller: party,
    buyer: party,
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    reply: z.string().nullable(),
    replied_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    /** Set when an administrator hid the review: only its author, its seller and administrators see it then. */
    hidden: z.object({ reason: z.string(), at: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof feedback>;

const feedbackText = z.string().trim().min(1).max(FEEDBACK_TEXT_MAX);
const feedbackReason = z.string().trim().min(1).max(FEEDBACK_REASON_MAX);

/** `POST /feedbacks`: the buyer's review of one order or one reservation (exactly one of them). */
export const createFeedbackBody = z
  .strictObject({
    order_id: z.uuid().optional(),
    reservation_id: z.uuid().optional(),
    rating: z.number().int().min(1).max(5),
    text: feedbackText,
  })
  .refine((body) => (body.order_id === undefined) !== (body.reservation_id === undefined), {
    message: 'Give either order_id or reservation_id.',
  })
  .meta({ id: 'CreateFeedback' });
export type CreateFeedbackBody = z.infer<typeof createFeedbackBody>;

export const feedbackIdParams = z.object({ id: z.uuid() });
export const feedbackReplyBody = z
  .strictObject({ text: feedbackText })
  .meta({ id: 'FeedbackReply' });
export const feedbackReportBody = z
  .strictObject({ reason: feedbackReason })
  .meta({ id: 'FeedbackReport' });
export const hideFeedbackBody = z
  .strictObject({ reason: feedbackReason })
  .meta({ id: 'HideFeedback' });

/** An order or reservation of the buyer that waits for their review. */
export const awaitingFeedback = z
  .object({
    subject: feedbackSubject,
    seller: party,
    /** When the order was fulfilled or the reservation's service took place. */
    done_at: z.iso.datetime(),
  })
  .meta({ id: 'AwaitingFeedback' });
export type AwaitingFeedback = z.infer<typeof awaitingFeedback>;

/** `GET /users/me/feedbacks`: what the account has to review, wrote, and received as a seller. */
export const myFeedbacks = z
  .object({
    awaiting: z.array(awaitingFeedback),
    written: z.array(feedback),
    received: z.array(feedback),
    /** The account's own rating as a seller. */
    rating: sellerRating.nullable(),
  })
  .meta({ id: 'MyFeedbacks' });
export type MyFeedbacks = z.infer<typeof myFeedbacks>;

/** The newest reviews `GET /owners/{id}/feedbacks` answers. */
export const SELLER_FEEDBACKS_MAX = 20;

/** `GET /owners/{id}/feedbacks`: a seller's rating and newest visible reviews. */
export const sellerFeedbacks = z
  .object({ rating: sellerRating.nullable(), items: z.array(feedback) })
  .meta({ id: 'SellerFeedbacks' });
export type SellerFeedbacks = z.infer<typeof sellerFeedbacks>;

/** How many reported reviews one page of `GET /admin/feedbacks/reports` holds at most. */
export const REPORTED_FEEDBACKS_PAGE_MAX = 50;
/** How many of a review's newest reports its entry shows (the count says how many there are). */
export const FEEDBACK_REPORTS_SHOWN_MAX = 10;

/** `GET /admin/feedbacks/reports`: `open` (default) leaves out the reviews hidden already. */
export const reportedFeedbacksQuery = z.object({
  state: z.enum(['open', 'all']).default('open'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(REPORTED_FEEDBACKS_PAGE_MAX).default(20),
});
export type ReportedFeedbacksQuery = z.infer<typeof reportedFeedbacksQuery>;

export const feedbackReport = z
  .object({
    reason: z.string(),
    reporter: party,
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'FeedbackReportEntry' });
export type FeedbackReport = z.infer<typeof feedbackReport>;

/** A reported review, with how many accounts reported it and the newest reports. */
export const reportedFeedback = z
  .object({
    feedback,
    report_count: z.number().int().positive(),
    last_reported_at: z.iso.datetime(),
    /** Newest first, at most FEEDBACK_REPORTS_SHOWN_MAX. */
    reports: z.array(feedbackReport),
  })
  .meta({ id: 'ReportedFeedback' });
export type ReportedFeedback = z.infer<typeof reportedFeedback>;

/** Reported reviews, the most recently reported first. */
export const reportedFeedbackPage = z
  .object({ items: z.array(reportedFeedback), next_cursor: z.string().nullable() })
  .meta({ id: 'ReportedFeedbackPage' });
export type ReportedFeedbackPage = z.infer<typeof reportedFeedbackPage>;
