import type { Feedback } from '@bazaar/contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import {
  feedbackNotFound,
  toFeedbacks,
  type Account,
  type FeedbacksDependencies,
} from './feedback-views';

/** The seller's one reply to a review of them. */
export async function replyToReview(
  { repository, clock }: FeedbacksDependencies,
  seller: Account,
  id: string,
  text: string,
): Promise<Feedback> {
  const existing = await repository.findById(id);
  if (!existing) throw feedbackNotFound();
  if (existing.sellerId !== seller.id) {
    throw new ForbiddenError('FORBIDDEN', 'Only the seller reviewed can reply.');
  }
  const row = await repository.reply(id, seller.id, text, clock.now());
  if (!row) throw new ConflictError('You have already replied to this review.');
  const [shown] = await toFeedbacks(repository, [row]);
  return shown!;
}
