import {
  FEEDBACK_REPORTS_SHOWN_MAX,
  type ReportedFeedbackPage,
  type ReportedFeedbacksQuery,
} from '@bazaar/contracts';
import { ForbiddenError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { throttleRules } from '../throttle';
import {
  feedbackNotFound,
  toFeedbacks,
  type Account,
  type FeedbacksDependencies,
} from './feedback-views';

/** Any signed-in account but the author reports a review for administrators to look at. */
export async function reportReview(
  { repository, throttle, clock }: FeedbacksDependencies,
  reporter: Account,
  id: string,
  reason: string,
): Promise<void> {
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
}

/**
 * `GET /admin/feedbacks/reports`: reported reviews, the most recently reported first, each with
 * its report count and newest reports (only those not hidden yet, unless `state` is `all`).
 */
export async function reportedReviews(
  { repository }: Pick<FeedbacksDependencies, 'repository'>,
  query: ReportedFeedbacksQuery,
): Promise<ReportedFeedbackPage> {
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
}
