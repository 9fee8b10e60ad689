import type {
  AccountType,
  AdminMessage,
  AdminMessageInput,
  AdminMessageNotificationMetadata,
  AdminMessagePreview,
  NotificationType,
} from '@bazaar/contracts';
import { ADMIN_MESSAGE_HISTORY_MAX } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { AdminMessageRow, NewAdminMessageRow } from '../../db/schema/admin-messages';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { JobRunner } from '../../jobs/job-runner';
import { systemClock, type Clock } from '../../lib/clock';
import type { NotificationMessage, NotificationsService } from '../notifications';
import { countOpenAccounts, openAccountIds } from '../users/read-model';
import type { AdminMessagesRepository } from './admin-messages.repository';
import { audienceCondition, findAccountId } from './audience';

/** How many recipients one delivery job serves. */
export const DELIVERY_BATCH_SIZE = 1000;

export const DISPATCH_JOB = 'admin-messages.dispatch';
export const DELIVER_JOB = 'admin-messages.deliver';

/** A message's due moment: a job for another moment (the message was moved) does nothing. */
export interface DispatchJobData {
  messageId: string;
  sendAt: string;
}

/** One batch of a message's recipients. */
export interface DeliverJobData {
  messageId: string;
  userIds: string[];
}

export interface AdminMessageSender {
  id: string;
  type: AccountType;
}

/** The notifications of one message share this key, so each account gets it once. */
const sourceKeyOf = (messageId: string) => `admin-message:${messageId}`;

function notificationTypeOf(sender: AccountType): NotificationType {
  return sender === 'SUPER_ADMIN' ? 'custom_message:superadmin' : 'custom_message:admin';
}

/** The notification a recipient gets: English first, the German text beside it. */
function notificationOf(row: AdminMessageRow): NotificationMessage {
  const metadata: AdminMessageNotificationMetadata = {
    admin_message_id: row.id,
    translations: { de: row.texts.de },
  };
  return {
    type: row.type,
    title: row.texts.en.title,
    body: row.texts.en.body,
    link: row.link,
    metadata: { ...metadata },
  };
}

function toAdminMessage(
  row: AdminMessageRow,
  counts: { delivered: number; read: number } | undefined,
): AdminMessage {
  return {
    id: row.id,
    type: row.type,
    texts: row.texts,
    link: row.link,
    audience: row.audience,
    status: row.status,
    send_at: row.sendAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    recipients: row.recipients,
    delivered: counts?.delivered ?? 0,
    read: counts?.read ?? 0,
    created_at: row.createdAt.toISOString(),
  };
}

export interface AdminMessagesServiceDependencies {
  repository: AdminMessagesRepository;
  /** Where the audience is read (the users' and listings' read models). */
  db: Queryable;
  notifications: NotificationsService;
  jobs: Pick<JobRunner, 'send'>;
  clock?: Clock;
  batchSize?: number;
}

export function createAdminMessagesService({
  repository,
  db,
  notifications,
  jobs,
  clock = systemClock,
  batchSize = DELIVERY_BATCH_SIZE,
}: AdminMessagesServiceDependencies) {
  /** The input as stored: the account named by its id, and the moment it goes. */
  async function settled(input: AdminMessageInput) {
    const now = clock.now();
    const sendAt = input.send_at ? new Date(input.send_at) : now;
    if (sendAt < now) {
      throw new ValidationError([{ field: 'send_at', message: 'Choose a time in the future.' }]);
    }
    let { audience } = input;
    if (audience.kind === 'account') {
      const account = await findAccountId(db, audience.account);
      if (!account) {
        throw new ValidationError([
          { field: 'audience.account', message: 'No open account has this id or email.' },
        ]);
      }
      audience = { kind: 'account', account };
    }
    return { texts: input.texts, link: input.link ?? null, audience, sendAt };
  }

  async function withCounts(rows: AdminMessageRow[]): Promise<AdminMessage[]> {
    const counts = await notifications.deliveryCounts(rows.map((row) => sourceKeyOf(row.id)));
    return rows.map((row) => toAdminMessage(row, counts.get(sourceKeyOf(row.id))));
  }

  async function dispatchAt(row: AdminMessageRow): Promise<void> {
    const data: DispatchJobData = { messageId: row.id, sendAt: row.sendAt.toISOString() };
    await jobs.send(DISPATCH_JOB, data, row.sendAt > clock.now() ? { startAfter: row.sendAt } : {});
  }

  async function scheduledOrRefuse(id: string, row: AdminMessageRow | undefined) {
    if (row) return row;
    if (!(await repository.find(id))) throw new NotFoundError();
    throw new ConflictError('This message is no longer scheduled.');
  }

  return {
    async preview(
      sender: AdminMessageSender,
      input: AdminMessageInput,
    ): Promise<AdminMessagePreview> {
      const { texts, link, audience } = await settled(input);
      return {
        recipients: await countOpenAccounts(db, audienceCondition(audience)),
        type: notificationTypeOf(sender.type),
        link,
        rendered: texts,
      };
    },

    /**
     * Stores the message and queues its sending, at once or at `send_at`. A message sent now is
     * under way from the start: never shown as scheduled, nor cancelled or changed while its job
     * waits for a worker.
     */
    async create(sender: AdminMessageSender, input: AdminMessageInput): Promise<AdminMessage> {
      const row: NewAdminMessageRow = {
        ...(await settled(input)),
        senderId: sender.id,
        type: notificationTypeOf(sender.type),
        status: input.send_at ? 'scheduled' : 'sending',
      };
      const stored = await repository.insert(row);
      await dispatchAt(stored);
      return toAdminMessage(stored, undefined);
    },

    /** Changes a scheduled message; a job queued for its former time then does nothing. */
    async edit(id: string, input: AdminMessageInput): Promise<AdminMessage> {
      const before = await repository.find(id);
      const changed = await scheduledOrRefuse(
        id,
        await repository.changeScheduled(id, await settled(input)),
      );
      if (before?.sendAt.getTime() !== changed.sendAt.getTime()) await dispatchAt(changed);
      return toAdminMessage(changed, undefined);
    },

    async cancel(id: string): Promise<AdminMessage> {
      const cancelled = await scheduledOrRefuse(
        id,
        await repository.changeScheduled(id, { status: 'cancelled' }),
      );
      return toAdminMessage(cancelled, undefined);
    },

    async find(id: string): Promise<AdminMessage> {
      const row = await repository.find(id);
      if (!row) throw new NotFoundError();
      const [message] = await withCounts([row]);
      return message!;
    },

    /** The newest messages with how many were delivered and read. */
    async history(): Promise<AdminMessage[]> {
      return withCounts(await repository.newest(ADMIN_MESSAGE_HISTORY_MAX));
    },

    /**
     * The dispatch job: reads the audience page by page and queues a delivery job per page, so
     * a large audience never holds a request or one long job.
     */
    async dispatch({ messageId, sendAt }: DispatchJobData): Promise<void> {
      const message = await repository.claim(messageId, new Date(sendAt));
      if (!message) return;
      const condition = audienceCondition(message.audience);
      let recipients = 0;
      let afterId: string | null = null;
      for (;;) {
        const userIds = await openAccountIds(db, condition, afterId, batchSize);
        if (userIds.length === 0) break;
        const batch: DeliverJobData = { messageId, userIds };
        await jobs.send(DELIVER_JOB, batch);
        recipients += userIds.length;
        afterId = userIds[userIds.length - 1]!;
      }
      await repository.markSent(messageId, recipients, clock.now());
    },

    /** The delivery job: one notification per recipient, however often it runs. */
    async deliver({ messageId, userIds }: DeliverJobData): Promise<void> {
      const message = await repository.find(messageId);
      if (!message) return;
      await notifications.notifyOnce(sourceKeyOf(messageId), userIds, notificationOf(message));
    },
  };
}

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;
