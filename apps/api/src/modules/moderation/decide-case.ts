import type { DomainEventPayload, ModerationCaseDetail, ModerationState } from '@bazaar/contracts';
import type { ListingModerationCaseRow } from '../../db/schema/listing-moderation';
import { ConflictError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { DomainEventPublisher } from '../domain-events';
import type { ListingsService } from '../listings';
import { listingNotFound, snapshotOf } from './moderation-case';
import type { ModerationRepository } from './moderation.repository';

type Decision = DomainEventPayload<'listing.moderated'>['decision'];

/** Where a decision may be taken from: a decided case is not decided again. */
const UNDECIDED: ModerationState[] = ['flagged', 'revision_requested', 'resubmitted'];
/** The states in which a revision request holds the listing back from the public. */
const HELD: ModerationState[] = ['revision_requested', 'resubmitted'];

const isHeld = (moderation: ListingModerationCaseRow | undefined) =>
  moderation !== undefined && HELD.includes(moderation.state);

export interface CaseDecisionsDependencies {
  repository: ModerationRepository;
  /** Holds a listing back (blocked, with the reason) and releases it, in our transaction. */
  listings: Pick<ListingsService, 'blockWithin'>;
  audit: Pick<AuditService, 'record'>;
  /** `listing.moderated` tells the owner (moderation.subscribers.ts). */
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  clock: Clock;
  /** The case each decision answers. */
  detail: (listingId: string) => Promise<ModerationCaseDetail>;
}

/** An administrator asks for a revision of a listing, approves it or blocks it. */
export function createCaseDecisions({
  repository,
  listings,
  audit,
  events,
  clock,
  detail,
}: CaseDecisionsDependencies) {
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
    requestRevision: (admin: AuditActor, listingId: string, reason: string) =>
      decide(admin, listingId, 'revision_requested', reason),
    approve: (admin: AuditActor, listingId: string) => decide(admin, listingId, 'approved', null),
    block: (admin: AuditActor, listingId: string, reason: string) =>
      decide(admin, listingId, 'blocked', reason),
  };
}
