import { MODERATION_BURST_WINDOW_MINUTES, type DomainEventPayload } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { ForbiddenError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { throttleRules, type ThrottleService } from '../throttle';
import { listingNotFound } from './moderation-case';
import { flagsOf } from './moderation-rules';
import type { ModerationRepository } from './moderation.repository';

type Account = Pick<SignedInAccount, 'id' | 'type'>;

const MINUTE_MS = 60_000;

export interface ListingFlaggingDependencies {
  repository: ModerationRepository;
  throttle: Pick<ThrottleService, 'hit'>;
  clock: Clock;
}

/** What opens a case: the rules matching a saved listing, and users' reports. */
export function createListingFlagging({
  repository,
  throttle,
  clock,
}: ListingFlaggingDependencies) {
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
  };
}
