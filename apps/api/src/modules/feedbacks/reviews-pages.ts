import {
  SELLER_FEEDBACKS_MAX,
  type AwaitingFeedback,
  type MyFeedbacks,
  type SellerFeedbacks,
} from '@bazaar/contracts';
import { toFeedbacks, type Account, type FeedbacksDependencies } from './feedback-views';

/** How many reviews and waiting orders `/profile/feedbacks` lists of each kind. */
const MY_FEEDBACKS_MAX = 100;

/**
 * `/profile/feedbacks`: the account's orders and reservations waiting for a review, the
 * reviews it wrote, and those it received as a seller (hidden ones with the reason).
 */
export async function myReviews(
  { repository }: Pick<FeedbacksDependencies, 'repository'>,
  account: Account,
): Promise<MyFeedbacks> {
  // One after the other: the repository may be one connection (PGlite).
  const orders = await repository.fulfilledOrders({
    buyerId: account.id,
    limit: MY_FEEDBACKS_MAX,
  });
  const reservations = await repository.completedReservations({
    customerId: account.id,
    limit: MY_FEEDBACKS_MAX,
  });
  const reviewed = await repository.reviewedBy(account.id);
  const written = await repository.list({
    buyerId: account.id,
    visibleOnly: false,
    limit: MY_FEEDBACKS_MAX,
  });
  const received = await repository.list({
    sellerId: account.id,
    visibleOnly: false,
    limit: MY_FEEDBACKS_MAX,
  });
  const waiting = [
    ...orders.map((order) => ({
      kind: 'order' as const,
      id: order.id,
      number: order.number,
      title: order.title,
      sellerId: order.sellerId,
      doneAt: order.doneAt,
    })),
    ...reservations.map((reservation) => ({
      kind: 'reservation' as const,
      id: reservation.id,
      number: reservation.number,
      title: reservation.title,
      sellerId: reservation.providerId,
      doneAt: reservation.doneAt,
    })),
  ]
    .filter((subject) => !reviewed.has(subject.id))
    .sort((a, b) => b.doneAt.getTime() - a.doneAt.getTime());
  const sellerNames = await repository.namesOf(waiting.map((subject) => subject.sellerId));
  return {
    awaiting: waiting.map((subject): AwaitingFeedback => ({
      subject: {
        kind: subject.kind,
        id: subject.id,
        number: subject.number,
        title: subject.title,
      },
      seller: { id: subject.sellerId, display_name: sellerNames.get(subject.sellerId) ?? '' },
      done_at: subject.doneAt.toISOString(),
    })),
    written: await toFeedbacks(repository, written),
    received: await toFeedbacks(repository, received),
    rating: await repository.ratingOf(account.id),
  };
}

/** A seller's rating and newest visible reviews (the seller page). */
export async function reviewsOfSeller(
  { repository }: Pick<FeedbacksDependencies, 'repository'>,
  sellerId: string,
): Promise<SellerFeedbacks> {
  const rows = await repository.list({
    sellerId,
    visibleOnly: true,
    limit: SELLER_FEEDBACKS_MAX,
  });
  return {
    rating: await repository.ratingOf(sellerId),
    items: await toFeedbacks(repository, rows),
  };
}
