import type { CreateFeedbackBody, ReportedFeedbacksQuery } from '@bazaar/contracts';
import { systemClock } from '../../lib/clock';
import type { Account, FeedbacksServiceDependencies } from './feedback-views';
import { hideReview } from './hide-review';
import { replyToReview } from './reply-to-review';
import { reportedReviews, reportReview } from './report-review';
import { myReviews, reviewsOfSeller } from './reviews-pages';
import { writeReview } from './write-review';

export type { FeedbacksServiceDependencies } from './feedback-views';

/**
 * Buyers' reviews of sellers (spec §2 `/profile/feedbacks`): one per fulfilled order or completed
 * reservation, the seller's one reply, reports, and administrators hiding a review. Every change
 * to a seller's visible reviews updates their rating in the same transaction. One file per use
 * case; this wires them.
 */
export function createFeedbacksService({
  clock = systemClock,
  ...deps
}: FeedbacksServiceDependencies) {
  const dependencies = { ...deps, clock };
  return {
    create: (buyer: Account, body: CreateFeedbackBody) => writeReview(dependencies, buyer, body),
    reply: (seller: Account, id: string, text: string) =>
      replyToReview(dependencies, seller, id, text),
    report: (reporter: Account, id: string, reason: string) =>
      reportReview(dependencies, reporter, id, reason),
    reported: (query: ReportedFeedbacksQuery) => reportedReviews(dependencies, query),
    hide: (admin: Account, id: string, reason: string) =>
      hideReview(dependencies, admin, id, reason),
    mine: (account: Account) => myReviews(dependencies, account),
    ofSeller: (sellerId: string) => reviewsOfSeller(dependencies, sellerId),
  };
}

export type FeedbacksService = ReturnType<typeof createFeedbacksService>;
