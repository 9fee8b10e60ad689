import {
  auditActionPattern,
  fullName,
  type AuditEntry,
  type AuditEntryPage,
  type AuditSnapshot,
  type AuditSubjectType,
  type auditEntryListQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { AuditActor } from '../../http/signed-in';
import type { Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { ownerNamesOf } from '../users/read-model';
import { createAuditRepository } from './audit.repository';

/** One administrator action, as the module that performed it describes it. */
export interface AuditRecord extends AuditActor {
  /** `<subject>.<verb>`, e.g. `account.block`. */
  action: string;
  subject: { type: AuditSubjectType; id: string };
  /** The record before and after, without secrets; null where there is no before or after. */
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

/** The list's query as the route has parsed it (defaults applied). */
export type AuditEntryQuery = z.output<typeof auditEntryListQuery>;

/** Keys never kept in the trail, whatever a caller passes. */
const SECRET_KEYS = /password|secret|token|hash/i;

function withoutSecrets(snapshot: AuditSnapshot | null | undefined): AuditSnapshot | null {
  if (!snapshot) return null;
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !SECRET_KEYS.test(key)));
}

/**
 * The administrators' audit trail. Modules record an action inside the transaction that
 * performs it (so an action and its entry stand or fall together); administrators read it.
 */
export function createAuditService(db: Queryable, clock: Clock) {
  return {
    /** Adds one entry; inside `tx` when the caller acts in a transaction. */
    async record(entry: AuditRecord, tx: Queryable = db): Promise<void> {
      if (!auditActionPattern.test(entry.action)) {
        throw new Error(`audit action "${entry.action}" is not <subject>.<verb>`);
      }
      await createAuditRepository(tx).insert({
        occurredAt: clock.now(),
        actorId: entry.actor.id,
        actorType: entry.actor.type,
        action: entry.action,
        subjectType: entry.subject.type,
        subjectId: entry.subject.id,
        before: withoutSecrets(entry.before),
        after: withoutSecrets(entry.after),
        ip: entry.ip,
      });
    },

    /** GET /admin/audit-entries: newest first, filtered as the address says. */
    async list(parsed: AuditEntryQuery): Promise<AuditEntryPage> {
      const { limit } = parsed;
      const rows = await createAuditRepository(db).list({
        actorId: parsed.actor,
        subjectType: parsed.subject_type,
        subjectId: parsed.subject,
        action: parsed.action,
        from: parsed.from ? new Date(parsed.from) : undefined,
        to: parsed.to ? new Date(parsed.to) : undefined,
        after: parsed.cursor ? decodeCursor(parsed.cursor) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const names = new Map(
        (
          await ownerNamesOf(
            db,
            page.map((row) => row.actorId),
          )
        ).map(({ owner }) => [owner.id, fullName(owner.firstName, owner.lastName)]),
      );
      const last = page.at(-1);
      return {
        items: page.map((row): AuditEntry => ({
          id: row.id,
          occurred_at: row.occurredAt.toISOString(),
          actor: {
            id: row.actorId,
            type: row.actorType,
            display_name: names.get(row.actorId) || row.actorType,
          },
          action: row.action,
          subject_type: row.subjectType as AuditSubjectType,
          subject_id: row.subjectId,
          before: row.before,
          after: row.after,
          ip: row.ip,
        })),
        next_cursor:
          rows.length > limit && last
            ? encodeCursor({ createdAt: last.occurredAtText, id: last.id })
            : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
