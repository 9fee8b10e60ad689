import { notificationCategoryOf } from '@bazaar/contracts';
import type { JobRunner } from '../../jobs/job-runner';
import type { OutsideDomainEventSubscriber } from '../domain-events';
import type { NotificationPreferencesService } from './notification-preferences.service';
import { sendMailJob } from './notification-mails';

/**
 * A stored notification whose category the account wants by mail gets a mail job (ADR 0048).
 * Queueing the job is the outside effect: a repeated delivery may queue a second job, which
 * finds the mail sent and does nothing.
 */
export function notificationMailSubscriber(
  preferences: Pick<NotificationPreferencesService, 'wantsMail'>,
  jobs: Pick<JobRunner, 'send'>,
): OutsideDomainEventSubscriber<'notification.created'> {
  return {
    name: 'notifications.mail',
    event: 'notification.created',
    async prepare(created, { tx }) {
      if (created.mailed_by_sender) return null;
      const category = notificationCategoryOf(created.notification.type);
      if (!(await preferences.wantsMail(created.user_id, category, tx))) return null;
      return async () => {
        await sendMailJob(jobs, created.notification.id);
      };
    },
  };
}
