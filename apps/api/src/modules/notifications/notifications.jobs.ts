import type { JobDefinition } from '../../jobs/job-runner';
import {
  MAIL_JOB,
  type NotificationMailJobData,
  type NotificationMails,
} from './notification-mails';

/** One notification's mail; a retry after it went sends nothing. */
export const notificationMailJob = (
  mails: NotificationMails,
): JobDefinition<NotificationMailJobData> => ({
  name: MAIL_JOB,
  run: (data) => mails.send(data),
});
