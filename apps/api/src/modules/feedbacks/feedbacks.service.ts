import {
  FEEDBACK_REPORTS_SHOWN_MAX,
  SELLER_FEEDBACKS_MAX,
  type ReportedFeedbackPage,
  type ReportedFeedbacksQuery,
  type AwaitingFeedback,
  type CreateFeedbackBody,
  type Feedback,
  type MyFeedbacks,
  type SellerFeedbacks,
} from '@bazaar/contracts';
import type { FeedbackRow } from '../../db/schema/feedbacks';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { DomainEventPublisher } from '../domain-events';
import { throttleRules, type ThrottleService } from '../throttle';
import type { FeedbackQueries, FeedbacksRepository } from './feedbacks.repository';

/** How many reviews and waiting orders `/profile/feedbacks` lists of each kind. */
const MY_FEEDBACKS_MAX = 100;

export interface FeedbacksServiceDependencies {
  repository: FeedbacksRepository;
  /** `feedback.created` tells the seller, `feedback.hidden` the author (feedbacks.subscribers.ts). */
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  /** Limits reports per account. */
  throttle: Pick<ThrottleService, 'hit'>;
  clock?: Clock;
}

type Account = Pick<SignedInAccount, 'id'>;

const feedbackNotFound = () => new NotFoundError('We could not find this review.');

/** Reviews as answers show them, with the names of their parties. */
async function toFeedbacks(queries: FeedbackQueries, rows: readonly FeedbackRow[]) {
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

/**
 * Buyers' reviews of sellers (spec §2 `/profile/feedbacks`): one per fulfilled order or completed
 * reservation, the seller's one reply, reports, and administrators hiding a review. Every change
 * to a seller's visible reviews updates their rating in the same transaction.
 */
export function createFeedbacksService({
  repository,
  events,
  throttle,
  clock = systemClock,
}: FeedbacksServiceDependencies) {
  /** The buyer's order or reservation the body names, if it is theirs and done. */
  async function subjectOf(buyer: Account, body: CreateFeedbackBody) {
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

  return {
    /**
     * The buyer's review of one of their fulfilled orders or completed reservations: once each.
     * Another's order, or one not fulfilled yet, is a 403; a second review a 409.
     */
    async create(buyer: Account, body: CreateFeedbackBody): Promise<Feedback> {
      const subject = await subjectOf(buyer, body);
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
    },

    /** The seller's one reply to a review of them. */
    async reply(seller: Account, id: string, text: string): Promise<Feedback> {
      const existing = await repository.findById(id);
      if (!existing) throw feedbackNotFound();
      if (existing.sellerId !== seller.id) {
        throw new ForbiddenError('FORBIDDEN', 'Only the seller reviewed can reply.');
      }
      const row = await repository.reply(id, seller.id, text, clock.now());
      if (!row) throw new ConflictError('You have already replied to this review.');
      const [shown] = await toFeedbacks(repository, [row]);
      return shown!;
    },

    /** Any signed-in account but the author reports a review for administrators to look at. */
    async report(reporter: Account, id: string, reason: string): Promise<void> {
      await throttle.hit(throttleRules.feedbackReportsPerAccount, reporter.id);
      const existing = await repository.findById(id);
      if (!existing) throw feedbackNotFound();
      if (existing.buyerId === reporter.id) {
        throw new ForbiddenError('FORBIDDEN', 'You cannot report your own review.');
      }
      await repository.report({
        feedbackId: id,
        reporterId: reporter.id,
        reason,
        createdAt: clock.now(),
      });
    },

    /**
     * `GET /admin/feedbacks/reports`: reported reviews, the most recently reported first, each with
     * its report count and newest reports (only those not hidden yet, unless `state` is `all`).
     */
    async reported(query: ReportedFeedbacksQuery): Promise<ReportedFeedbackPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repository.reported({
        after: after && { at: new Date(after.createdAt), id: after.id },
        openOnly: query.state === 'open',
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const reports = await repository.reportsOf(page.map((row) => row.feedback.id));
      const names = await repository.namesOf(reports.map((report) => report.reporterId));
      const shown = await toFeedbacks(
        repository,
        page.map((row) => row.feedback),
      );
      const last = page.at(-1);
      return {
        items: page.map((row, index) => ({
          feedback: shown[index]!,
          report_count: row.reports,
          last_reported_at: row.lastAt.toISOString(),
          reports: reports
            .filter((report) => report.feedbackId === row.feedback.id)
            .slice(0, FEEDBACK_REPORTS_SHOWN_MAX)
            .map((report) => ({
              reason: report.reason,
              reporter: {
                id: report.reporterId,
                display_name: names.get(report.reporterId) ?? '',
              },
              created_at: report.createdAt.toISOString(),
            })),
        })),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.lastAt.toISOString(), id: last.feedback.id })
            : null,
      };
    },

    /** An administrator hides a review: it leaves the seller's rating, and its author is told why. */
    async hide(admin: Account, id: string, reason: string): Promise<Feedback> {
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
    },

    /**
     * `/profile/feedbacks`: the account's orders and reservations waiting for a review, the
     * reviews it wrote, and those it received as a seller (hidden ones with the reason).
     */
    async mine(account: Account): Promise<MyFeedbacks> {
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
    },

    /** A seller's rating and newest visible reviews (the seller page). */
    async ofSeller(sellerId: string): Promise<SellerFeedbacks> {
      const rows = await repository.list({
        sellerId,
        visibleOnly: true,
        limit: SELLER_FEEDBACKS_MAX,
      });
      return {
        rating: await repository.ratingOf(sellerId),
        items: await toFeedbacks(repository, rows),
      };
    },
  };
}

export type FeedbacksService = ReturnType<typeof createFeedbacksService>;
