import { notificationCodes } from '@bazaar/contracts';
import type { DomainEventSubscriber } from '../domain-events';
import type { NotificationsService } from '../notifications';

/** Where reviews are read and answered. */
export const FEEDBACKS_PATH = '/profile/feedbacks';

const stars = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/**
 * The seller is told of a new review, its author of a review hidden (ADR 0042), as their
 * notification preferences say: reviews belong with orders and requests, a hidden review with
 * the account.
 */
export function feedbackNotificationSubscribers(
  notifications: Pick<NotificationsService, 'notify'>,
) {
  const created: DomainEventSubscriber<'feedback.created'> = {
    name: 'feedbacks.created-notification',
    event: 'feedback.created',
    handle: (review, { occurredAt, tx }) =>
      notifications.notify(
        review.seller_id,
        {
          type: 'request',
          code: notificationCodes.feedbackReceived,
          title: `New review: ${stars(review.rating)}`,
          body: `${review.buyer_name} reviewed you. You can reply once.`,
          link: FEEDBACKS_PATH,
          metadata: { feedback_id: review.feedback_id, rating: review.rating },
          at: occurredAt,
        },
        tx,
      ),
  };

  const hidden: DomainEventSubscriber<'feedback.hidden'> = {
    name: 'feedbacks.hidden-notification',
    event: 'feedback.hidden',
    handle: (review, { occurredAt, tx }) =>
      notifications.notify(
        review.buyer_id,
        {
          type: 'account',
          code: notificationCodes.feedbackHidden,
          title: `Your review of ${review.seller_name} was hidden`,
          body: review.reason,
          link: FEEDBACKS_PATH,
          metadata: { feedback_id: review.feedback_id },
          at: occurredAt,
        },
        tx,
      ),
  };

  return [created, hidden];
}
