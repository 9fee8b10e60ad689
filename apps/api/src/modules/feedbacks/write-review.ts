import { type CreateFeedbackBody, type Feedback } from '@bazaar/contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import { toFeedbacks, type Account, type FeedbacksDependencies } from './feedback-views';

/** The buyer's order or reservation the body names, if it is theirs and done. */
async function subjectOf(
  repository: FeedbacksDependencies['repository'],
  buyer: Account,
  body: CreateFeedbackBody,
) {
  if (body.order_id !== undefined) {
    const [order] = await repository.fulfilledOrders({
      buyerId: buyer.id,
      orderId: body.order_id,
      limit: 1,
    });
    return order && { ...order, orderId: order.id, reservationId: null };
  }
  const [reservation] = await repository.completedReservations({
    customerId: buyer.id,
    reservationId: body.reservation_id,
    limit: 1,
  });
  return (
    reservation && {
      ...reservation,
      sellerId: reservation.providerId,
      orderId: null,
      reservationId: reservation.id,
    }
  );
}

/**
 * The buyer's review of one of their fulfilled orders or completed reservations: once each.
 * Another's order, or one not fulfilled yet, is a 403; a second review a 409.
 */
export async function writeReview(
  { repository, events, clock }: FeedbacksDependencies,
  buyer: Account,
  body: CreateFeedbackBody,
): Promise<Feedback> {
  const subject = await subjectOf(repository, buyer, body);
  if (!subject) {
    throw new ForbiddenError(
      'FORBIDDEN',
      body.order_id
        ? 'You can review an order of yours once the seller has fulfilled it.'
        : 'You can review a booking of yours once it has taken place.',
    );
  }
  const { feedback, eventId } = await repository.transaction(async (queries, tx) => {
    const now = clock.now();
    const row = await queries.insert({
      orderId: subject.orderId,
      reservationId: subject.reservationId,
      sellerId: subject.sellerId,
      buyerId: buyer.id,
      subjectNumber: subject.number,
      subjectTitle: subject.title,
      rating: body.rating,
      text: body.text,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) {
      throw new ConflictError(
        body.order_id
          ? 'You have already reviewed this order.'
          : 'You have already reviewed this booking.',
      );
    }
    await queries.addToRating(row.sellerId, row.rating, now);
    const [shown] = await toFeedbacks(queries, [row]);
    const id = await events.publish(
      tx,
      'feedback.created',
      {
        feedback_id: row.id,
        seller_id: row.sellerId,
        buyer_name: shown!.buyer.display_name,
        rating: row.rating,
      },
      now,
    );
    return { feedback: shown!, eventId: id };
  });
  await events.deliver(eventId);
  return feedback;
}
