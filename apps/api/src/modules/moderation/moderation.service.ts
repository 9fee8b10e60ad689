import {
  MODERATION_BURST_WINDOW_MINUTES,
  type AuditSnapshot,
  type DomainEventPayload,
  type ModerationCase,
  type ModerationCaseDetail,
  type ModerationCasePage,
  type ModerationState,
  type ModerationWord,
  type OwnerRevision,
  type moderationQueueQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type {
  ListingModerationCaseRow,
  ModerationWordRow,
} from '../../db/schema/listing-moderation';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { AuditService } from '../audit';
import type { DomainEventPublisher } from '../domain-events';
import type { ListingsService } from '../listings';
import { throttleRules, type ThrottleService } from '../throttle';
import { flagsOf } from './moderation-rules';
import { OPEN_STATES, type ModerationRepository } from './moderation.repository';

export type ModerationQueueQuery = z.output<typeof moderationQueueQuery>;

export interface ModerationServiceDependencies {
  repository: ModerationRepository;
  /** Holds a listing back (blocked, with the reason) and releases it, in our transaction. */
  listings: Pick<ListingsService, 'blockWithin'>;
  audit: Pick<AuditService, 'record'>;
  /** `listing.moderated` tells the owner (moderation.subscribers.ts). */
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  throttle: Pick<ThrottleService, 'hit'>;
  clock: Clock;
}

type Account = Pick<SignedInAccount, 'id' | 'type'>;
type Decision = DomainEventPayload<'listing.moderated'>['decision'];

const listingNotFound = () => new NotFoundError('We could not find this listing.');
const MINUTE_MS = 60_000;

/** Where a decision may be taken from: a decided case is not decided again. */
const UNDECIDED: ModerationState[] = ['flagged', 'revision_requested', 'resubmitted'];
/** The states in which a revision request holds the listing back from the public. */
const HELD: ModerationState[] = ['revision_requested', 'resubmitted'];

const isHeld = (moderation: ListingModerationCaseRow | undefined) =>
  moderation !== undefined && HELD.includes(moderation.state);

type QueueRow = Awaited<ReturnType<ModerationRepository['queue']>>[number];

function toWord(row: ModerationWordRow): ModerationWord {
  return { id: row.id, word: row.word, created_at: row.createdAt.toISOString() };
}

/**
 * The moderation of listings (ADR 0070): rules and reports open a case, administrators ask for
 * revisions and decide, owners resubmit. Every step is kept in the case's history, and every
 * administrator's step (and the owner's resubmission) in the audit trail too.
 */
export function createModerationService({
  repository,
  listings,
  audit,
  events,
  throttle,
  clock,
}: ModerationServiceDependencies) {
  function toCase(row: QueueRow, names: Map<string, string>): ModerationCase {
    const { moderation } = row;
    return {
      listing: {
        id: moderation.listingId,
        title: row.listing.title,
        section: moderation.section,
        status: row.listing.status,
      },
      owner: { id: moderation.ownerId, display_name: names.get(moderation.ownerId) ?? '' },
      state: moderation.state,
      flags: moderation.flags,
      report_count: row.reportCount,
      reason: moderation.reason,
      updated_at: moderation.updatedAt.toISOString(),
    };
  }

  const snapshotOf = (
    moderation: Pick<ListingModerationCaseRow, 'state' | 'reason'> | undefined,
    hold?: { status: string; blocked_reason: string | null },
  ): AuditSnapshot => ({
    moderation_state: moderation?.state ?? null,
    moderation_reason: moderation?.reason ?? null,
    ...hold,
  });

  async function detail(listingId: string): Promise<ModerationCaseDetail> {
    const row = await repository.caseOf(listingId);
    if (!row) throw listingNotFound();
    const history = await repository.historyOf(listingId);
    const names = await repository.namesOf([
      row.moderation.ownerId,
      ...history.flatMap((event) => (event.actorId ? [event.actorId] : [])),
    ]);
    return {
      ...toCase(row, names),
      history: history.map((event) => ({
        id: event.id,
        kind: event.kind,
        actor: event.actorId
          ? { id: event.actorId, display_name: names.get(event.actorId) ?? '' }
          : null,
        reason: event.reason,
        flags: event.flags,
        occurred_at: event.occurredAt.toISOString(),
      })),
    };
  }

  /**
   * One administrator's step, in one transaction: the case moves on, the listing is held back
   * or released, the history and the audit trail record it, and the owner is told.
   */
  async function decide(
    admin: AuditActor,
    listingId: string,
    decision: Decision,
    reason: string | null,
  ): Promise<ModerationCaseDetail> {
    const eventId = await repository.transaction(async (queries, tx) => {
      const listing = await queries.listing(listingId);
      if (!listing) throw listingNotFound();
      const current = await queries.findCase(listingId);
      if (decision === 'approved' && !UNDECIDED.includes(current?.state ?? 'approved')) {
        throw new ConflictError('This listing is not waiting for a decision.');
      }
      if (decision === 'revision_requested' && isHeld(current)) {
        throw new ConflictError('A revision of this listing is already requested.');
      }
      const now = clock.now();
      // Approving releases only what a revision request held back; a block stays a block.
      const hold =
        decision === 'approved'
          ? isHeld(current)
            ? await listings.blockWithin(tx, listingId, null)
            : undefined
          : await listings.blockWithin(tx, listingId, reason);
      const saved = await queries.saveCase(
        {
          listingId,
          ownerId: listing.ownerId,
          section: listing.section,
          state: decision,
          flags: [],
          reason,
        },
        now,
      );
      await queries.addEvent({
        listingId,
        kind: decision,
        actorId: admin.actor.id,
        reason,
        occurredAt: now,
      });
      const action = {
        revision_requested: 'listing.request_revision',
        approved: 'listing.approve',
        blocked: 'listing.block',
      }[decision];
      await audit.record(
        {
          ...admin,
          action,
          subject: { type: 'listing', id: listingId },
          before: snapshotOf(current, hold?.before),
          after: snapshotOf(saved, hold?.after),
        },
        tx,
      );
      // An approval of a listing the owner never heard about (only flagged) needs no message.
      if (decision === 'approved' && !isHeld(current)) return undefined;
      return events.publish(
        tx,
        'listing.moderated',
        {
          listing_id: listingId,
          owner_id: listing.ownerId,
          section: listing.section,
          title: listing.title,
          decision,
          reason,
        },
        now,
      );
    });
    if (eventId) await events.deliver(eventId);
    return detail(listingId);
  }

  return {
    /**
     * `listing.saved`: runs the rules over the saved listing inside the event's transaction and
     * opens (or adds to) its case when one matches. Drafts are not public and are left alone.
     */
    async flagSaved(
      payload: DomainEventPayload<'listing.saved'>,
      tx: Queryable,
      occurredAt: Date,
    ): Promise<void> {
      const queries = repository.within(tx);
      const facts = await queries.facts(
        payload.listing_id,
        new Date(occurredAt.getTime() - MODERATION_BURST_WINDOW_MINUTES * MINUTE_MS),
      );
      if (!facts || facts.draftState !== 'sent') return;
      const flags = flagsOf({ ...facts, created: payload.created }, await queries.words());
      if (flags.length === 0) return;
      const current = await queries.findCase(facts.id);
      // A decided case opens again as flagged; a case still open keeps its state and reason.
      const reopens = !current || current.state === 'approved';
      await queries.saveCase(
        {
          listingId: facts.id,
          ownerId: facts.ownerId,
          section: facts.section,
          state: reopens ? 'flagged' : current.state,
          flags,
          reason: reopens ? null : current.reason,
        },
        occurredAt,
      );
      await queries.addEvent({
        listingId: facts.id,
        kind: 'flagged',
        actorId: null,
        reason: null,
        flags,
        occurredAt,
      });
    },

    /** A user reports a public listing; a second report of the same account changes nothing. */
    async report(reporter: Account, listingId: string, reason: string): Promise<void> {
      const listing = await repository.listing(listingId);
      if (!listing || listing.status !== 'active' || listing.draftState !== 'sent') {
        throw listingNotFound();
      }
      if (listing.ownerId === reporter.id) {
        throw new ForbiddenError('FORBIDDEN', "You can't report your own listing.");
      }
      await throttle.hit(throttleRules.listingReportsPerAccount, reporter.id);
      await repository.transaction(async (queries) => {
        const now = clock.now();
        const added = await queries.addEvent({
          listingId,
          kind: 'reported',
          actorId: reporter.id,
          reason,
          occurredAt: now,
          flags: ['report'],
        });
        if (!added) return;
        const current = await queries.findCase(listingId);
        const reopens = !current || current.state === 'approved';
        await queries.saveCase(
          {
            listingId,
            ownerId: listing.ownerId,
            section: listing.section,
            state: reopens ? 'flagged' : current.state,
            flags: ['report'],
            reason: reopens ? null : current.reason,
          },
          now,
        );
      });
    },

    /** The owner sends a revised listing back to the administrators. */
    async resubmit(owner: AuditActor, listingId: string): Promise<OwnerRevision> {
      return repository.transaction(async (queries, tx) => {
        const listing = await queries.listing(listingId);
        if (!listing) throw listingNotFound();
        if (listing.ownerId !== owner.actor.id) {
          throw new ForbiddenError(
            'FORBIDDEN',
            'This listing belongs to another seller. Only its seller can resubmit it.',
          );
        }
        const current = await queries.findCase(listingId);
        if (current?.state !== 'revision_requested') {
          throw new ConflictError('No revision of this listing is requested.');
        }
        const now = clock.now();
        const saved = await queries.saveCase({ ...current, state: 'resubmitted', flags: [] }, now);
        await queries.addEvent({
          listingId,
          kind: 'resubmitted',
          actorId: owner.actor.id,
          reason: null,
          occurredAt: now,
        });
        await audit.record(
          {
            ...owner,
            action: 'listing.resubmit',
            subject: { type: 'listing', id: listingId },
            before: snapshotOf(current),
            after: snapshotOf(saved),
          },
          tx,
        );
        return {
          listing_id: listingId,
          title: listing.title,
          section: saved.section,
          state: 'resubmitted',
          reason: saved.reason ?? '',
          requested_at: saved.updatedAt.toISOString(),
        };
      });
    },

    /** The owner's listings with a revision requested, or resubmitted and waiting. */
    async revisionsOf(owner: Account): Promise<{ items: OwnerRevision[] }> {
      const rows = await repository.revisionsOf(owner.id);
      return {
        items: rows.map(({ moderation, title }) => ({
          listing_id: moderation.listingId,
          title,
          section: moderation.section,
          state: moderation.state === 'resubmitted' ? 'resubmitted' : 'revision_requested',
          reason: moderation.reason ?? '',
          requested_at: moderation.updatedAt.toISOString(),
        })),
      };
    },

    /** The queue: most recently changed first, filtered as the address says. */
    async queue(query: ModerationQueueQuery): Promise<ModerationCasePage> {
      const states =
        query.state === 'all' ? undefined : query.state === 'open' ? OPEN_STATES : [query.state];
      const rows = await repository.queue({
        states,
        flag: query.flag,
        section: query.section,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const names = await repository.namesOf(page.map((row) => row.moderation.ownerId));
      const last = page.at(-1);
      return {
        items: page.map((row) => toCase(row, names)),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.updatedAtText, id: last.moderation.listingId })
            : null,
      };
    },

    detail,

    requestRevision: (admin: AuditActor, listingId: string, reason: string) =>
      decide(admin, listingId, 'revision_requested', reason),
    approve: (admin: AuditActor, listingId: string) => decide(admin, listingId, 'approved', null),
    block: (admin: AuditActor, listingId: string, reason: string) =>
      decide(admin, listingId, 'blocked', reason),

    async words(): Promise<{ items: ModerationWord[] }> {
      return { items: (await repository.listWords()).map(toWord) };
    },

    async addWord(admin: AuditActor, word: string): Promise<ModerationWord> {
      return repository.transaction(async (_queries, tx) => {
        const row = await repository.addWord(word, admin.actor.id, clock.now(), tx);
        if (!row) throw new ConflictError('This word is on the list already.');
        await audit.record(
          {
            ...admin,
            action: 'moderation_word.add',
            subject: { type: 'settings', id: row.id },
            after: { word: row.word },
          },
          tx,
        );
        return toWord(row);
      });
    },

    async removeWord(admin: AuditActor, id: string): Promise<void> {
      await repository.transaction(async (_queries, tx) => {
        const row = await repository.removeWord(id, tx);
        if (!row) throw new NotFoundError('This word is not on the list.');
        await audit.record(
          {
            ...admin,
            action: 'moderation_word.remove',
            subject: { type: 'settings', id: row.id },
            before: { word: row.word },
          },
          tx,
        );
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
