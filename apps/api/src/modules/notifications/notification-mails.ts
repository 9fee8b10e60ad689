import type { Queryable } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { systemClock, type Clock } from '../../lib/clock';
import type { Mailer } from '../mailer';
import { emailOfOpenAccount } from '../users/read-model';
import type { NotificationMailsRepository } from './notifications.repository';
import { notificationMail } from './notifications.mails';

export const MAIL_JOB = 'notifications.send-mail';

export interface NotificationMailJobData {
  notificationId: string;
}

export interface NotificationMailsDependencies {
  repository: NotificationMailsRepository;
  /** Where the recipient's address is read (the users' read model). */
  db: Queryable;
  mailer: Pick<Mailer, 'send'>;
  /** The web's address, for the link in the mail. */
  publicUrl: string;
  clock?: Clock;
}

/** Mails a notification once (ADR 0048), as the job `notifications.send-mail`. */
export function createNotificationMails({
  repository,
  db,
  mailer,
  publicUrl,
  clock = systemClock,
}: NotificationMailsDependencies) {
  return {
    /**
     * Claims the notification's mail first, so a retried or repeated job sends none twice; a
     * failed send gives the claim back and fails the job, whose retry sends it. A process that
     * dies while sending loses that one mail rather than sending it twice.
     */
    async send({ notificationId }: NotificationMailJobData): Promise<void> {
      const notification = await repository.claim(notificationId, clock.now());
      if (!notification) return;
      const to = await emailOfOpenAccount(db, notification.userId);
      if (!to) return;
      try {
        await mailer.send(notificationMail(to, notification, publicUrl));
      } catch (error) {
        await repository.release(notificationId);
        throw error;
      }
    },
  };
}

export type NotificationMails = ReturnType<typeof createNotificationMails>;

/** Sends the mail job of a notification; the subscriber of `notification.created` uses it. */
export const sendMailJob = (jobs: Pick<JobRunner, 'send'>, notificationId: string) =>
  jobs.send(MAIL_JOB, { notificationId } satisfies NotificationMailJobData);
