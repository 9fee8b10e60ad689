import type { Feedback } from '@bazaar/contracts';
import { ConflictError } from '../../errors';
import {
  feedbackNotFound,
  toFeedbacks,
  type Account,
  type FeedbacksDependencies,
} from './feedback-views';

/** An administrator hides a review: it leaves the seller's rating, and its author is told why. */
export async function hideReview(
  { repository, events, clock }: FeedbacksDependencies,
  admin: Account,
  id: string,
  reason: string,
): Promise<Feedback> {
  const { feedback, eventId } = await repository.transaction(async (queries, tx) => {
    const existing = await queries.findById(id);
    if (!existing) throw feedbackNotFound();
    const now = clock.now();
    const row = await queries.hide(id, reason, admin.id, now);
    if (!row) throw new ConflictError('This review is hidden already.');
    await queries.takeFromRating(row.sellerId, row.rating, now);
    const [shown] = await toFeedbacks(queries, [row]);
    const eventId = await events.publish(
      tx,
      'feedback.hidden',
      {
        feedback_id: row.id,
        buyer_id: row.buyerId,
        seller_name: shown!.seller.display_name,
        reason,
      },
      now,
    );
    return { feedback: shown!, eventId };
  });
  await events.deliver(eventId);
  return feedback;
}
