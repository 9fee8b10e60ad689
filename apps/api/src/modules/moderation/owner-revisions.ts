import type { OwnerRevision } from '@bazaar/contracts';
import { ConflictError, ForbiddenError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { listingNotFound, snapshotOf } from './moderation-case';
import type { ModerationRepository } from './moderation.repository';

type Account = Pick<SignedInAccount, 'id' | 'type'>;

export interface OwnerRevisionsDependencies {
  repository: ModerationRepository;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
}

/** The owner's side of a revision request: the listings asked about, and resubmitting one. */
export function createOwnerRevisions({ repository, audit, clock }: OwnerRevisionsDependencies) {
  return {
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
  };
}
