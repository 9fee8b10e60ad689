import {
  fullName,
  type createSupportRequestBody,
  type SupportedLocale,
  type SupportRequest,
  type SupportRequestDetail,
  type SupportRequestStatus,
  type supportReplyBody,
  type supportRequestListQuery,
  type updateSupportRequestBody,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import type { SupportRequestRow } from '../../db/schema/support';
import { NotFoundError, ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { Mailer } from '../mailer';
import type { ThrottleService } from '../throttle';
import { ownerNamesOf } from '../users/read-model';
import { createSupportRequest } from './create-support-request';
import { supportReplyMail } from './support.mails';
import { listSupportRequests, toSupportRequest } from './support-request-list';
import type { SupportQueries, SupportRepository } from './support.repository';

/** What the audit trail keeps of a request's state. */
function snapshotOf(row: SupportRequestRow) {
  return { reference: row.reference, status: row.status };
}

const requestNotFound = () => new NotFoundError('This support request does not exist.');

/** Full names of the accounts among `ids` (administrators in the history), by id. */
async function namesOf(queries: Queryable, ids: readonly (string | null)[]) {
  const rows = await ownerNamesOf(
    queries,
    ids.filter((id): id is string => id !== null),
  );
  return new Map(rows.map(({ owner }) => [owner.id, fullName(owner.firstName, owner.lastName)]));
}

export interface SupportServiceDependencies {
  repository: SupportRepository;
  throttle: ThrottleService;
  audit: AuditService;
  mailer: Mailer;
  /** Names of administrators in the history (the users module's read model). */
  db: Database;
  /** The site's address, for the link in reply mails. */
  publicUrl: string;
  clock?: Clock;
}

export function createSupportService({
  repository,
  throttle,
  audit,
  mailer,
  db,
  publicUrl,
  clock = systemClock,
}: SupportServiceDependencies) {
  /**
   * Moves a locked request to `status` and keeps the move in its history; the same status is no
   * move and leaves no trace. A closed request remembers when and by whom.
   */
  async function moveTo(
    queries: SupportQueries,
    row: SupportRequestRow,
    status: SupportRequestStatus,
    by: AuditActor,
    note: string | null,
  ): Promise<SupportRequestRow> {
    if (row.status === status) return row;
    const now = clock.now();
    await queries.insertStatusChange({
      requestId: row.id,
      changedAt: now,
      changedById: by.actor.id,
      fromStatus: row.status,
      toStatus: status,
      note,
    });
    return queries.updateStatus(
      row.id,
      status === 'closed'
        ? { status, resolvedAt: now, resolvedById: by.actor.id }
        : { status, resolvedAt: null, resolvedById: null },
    );
  }

  /** One request with its replies and its status history, oldest first. */
  async function detail(id: string): Promise<SupportRequestDetail> {
    const row = await repository.find(id);
    if (!row) throw requestNotFound();
    const [replies, history] = await Promise.all([repository.replies(id), repository.history(id)]);
    const names = await namesOf(db, [
      ...replies.map((reply) => reply.authorId),
      ...history.map((change) => change.changedById),
    ]);
    const nameOf = (accountId: string | null) =>
      accountId === null ? null : (names.get(accountId) ?? null);
    return {
      request: toSupportRequest(row),
      replies: replies.map((reply) => ({
        id: reply.id,
        created_at: reply.createdAt.toISOString(),
        author_id: reply.authorId,
        author_name: nameOf(reply.authorId),
        body: reply.body,
      })),
      history: history.map((change) => ({
        id: change.id,
        changed_at: change.changedAt.toISOString(),
        changed_by_id: change.changedById,
        changed_by_name: nameOf(change.changedById),
        from_status: change.fromStatus,
        to_status: change.toStatus,
        note: change.note,
      })),
    };
  }

  return {
    detail,

    create: (
      body: z.output<typeof createSupportRequestBody>,
      sender: { account: SignedInAccount | null; ip: string; locale: SupportedLocale },
    ) => createSupportRequest({ repository, throttle, clock }, body, sender),

    list: (query: z.output<typeof supportRequestListQuery>) =>
      listSupportRequests(repository, query),

    /** Moves a request to another status, with an optional note; kept in its history and the audit trail. */
    async setStatus(
      by: AuditActor,
      id: string,
      body: z.output<typeof updateSupportRequestBody>,
    ): Promise<SupportRequest> {
      const row = await repository.transaction(async (queries, tx) => {
        const before = await queries.findForUpdate(id);
        if (!before) throw requestNotFound();
        if (before.status === body.status) {
          throw new ValidationError(
            [{ field: 'status', message: 'The request already has this status' }],
            'The request already has this status.',
          );
        }
        const after = await moveTo(queries, before, body.status, by, body.note);
        await audit.record(
          {
            ...by,
            action: 'support_request.set_status',
            subject: { type: 'support_request', id },
            before: snapshotOf(before),
            after: { ...snapshotOf(after), note: body.note },
          },
          tx,
        );
        return after;
      });
      return toSupportRequest(row);
    },

    /**
     * Keeps an administrator's reply, marks the request answered (or closed) and mails the reply
     * to the sender in the language they wrote in, once the reply is committed.
     */
    async reply(
      by: AuditActor,
      id: string,
      body: z.output<typeof supportReplyBody>,
    ): Promise<SupportRequestDetail> {
      const status: SupportRequestStatus = body.close ? 'closed' : 'answered';
      const row = await repository.transaction(async (queries, tx) => {
        const before = await queries.findForUpdate(id);
        if (!before) throw requestNotFound();
        const reply = await queries.insertReply({
          requestId: id,
          createdAt: clock.now(),
          authorId: by.actor.id,
          body: body.body,
        });
        const after = await moveTo(queries, before, status, by, null);
        await audit.record(
          {
            ...by,
            action: 'support_request.reply',
            subject: { type: 'support_request', id },
            before: snapshotOf(before),
            after: { ...snapshotOf(after), reply_id: reply.id, reply: body.body },
          },
          tx,
        );
        return after;
      });
      // In the background: a slow or failing mail server does not undo or hold up the reply.
      mailer.sendInBackground(
        supportReplyMail({
          to: row.email,
          locale: row.locale,
          name: row.name,
          reference: row.reference,
          message: row.message,
          reply: body.body,
          link: `${publicUrl}/support`,
          closed: row.status === 'closed',
        }),
      );
      return detail(id);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
