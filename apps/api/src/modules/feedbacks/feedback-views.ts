// What the feedbacks use cases share: a review as answers show it, and what they work with.
import type { Feedback } from '@bazaar/contracts';
import type { FeedbackRow } from '../../db/schema/feedbacks';
import { NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { ThrottleService } from '../throttle';
import type { FeedbackQueries, FeedbacksRepository } from './feedbacks.repository';

export interface FeedbacksServiceDependencies {
  repository: FeedbacksRepository;
  /** `feedback.created` tells the seller, `feedback.hidden` the author (feedbacks.subscribers.ts). */
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  /** Limits reports per account. */
  throttle: Pick<ThrottleService, 'hit'>;
  clock?: Clock;
}

/** What each use case of feedbacks works with: the service's dependencies, its clock chosen. */
export type FeedbacksDependencies = Required<FeedbacksServiceDependencies>;

export type Account = Pick<SignedInAccount, 'id'>;

export const feedbackNotFound = () => new NotFoundError('We could not find this review.');

/** Reviews as answers show them, with the names of their parties. */
export async function toFeedbacks(queries: FeedbackQueries, rows: readonly FeedbackRow[]) {
  const names = await queries.namesOf(rows.flatMap((row) => [row.buyerId, row.sellerId]));
  return rows.map((row): Feedback => ({
    id: row.id,
    subject: {
      kind: row.orderId ? 'order' : 'reservation',
      id: (row.orderId ?? row.reservationId)!,
      number: row.subjectNumber,
      title: row.subjectTitle,
    },
    seller: { id: row.sellerId, display_name: names.get(row.sellerId) ?? '' },
    buyer: { id: row.buyerId, display_name: names.get(row.buyerId) ?? '' },
    rating: row.rating,
    text: row.text,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    hidden:
      row.hiddenAt && row.hiddenReason !== null
        ? { reason: row.hiddenReason, at: row.hiddenAt.toISOString() }
        : null,
  }));
}
