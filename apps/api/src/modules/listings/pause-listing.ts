import type { MarketplaceSection, OwnerListing } from '@bazaar/contracts';
import { ForbiddenError } from '../../errors';
import { assertMayPublish } from '../../lib/account-status';
import { guardChange, ownListing, toOwnerListing } from './listing-editing';
import { pausedStatus, unpausedStatus } from './listing-status';
import type { Actor, ListingServiceContext } from './listing-service-context';

/** The owner pauses a listing (off the public pages) and unpauses it. */
export function createListingPausing({ repository, clock, changeGuards }: ListingServiceContext) {
  return {
    async pause(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      return repository.transaction(async (queries) => {
        const row = await ownListing(queries, actor, section, id);
        const status = pausedStatus(row.status);
        const updated =
          status === row.status
            ? row
            : await queries.updateListing(id, { status, updatedAt: clock.now() });
        return toOwnerListing(queries, updated);
      });
    },

    async unpause(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      return repository.transaction(async (queries, tx) => {
        const row = await ownListing(queries, actor, section, id);
        const status = unpausedStatus(row.status);
        if (status === null) {
          const why = row.blockedReason ? `: ${row.blockedReason}` : '.';
          throw new ForbiddenError('FORBIDDEN', `An administrator blocked this listing${why}`);
        }
        if (status === 'active') assertMayPublish(actor);
        await guardChange(
          changeGuards,
          actor,
          queries,
          tx,
          status === 'active' && row.status !== 'active' && row.draftState === 'sent',
        );
        const updated =
          status === row.status
            ? row
            : await queries.updateListing(id, { status, updatedAt: clock.now() });
        return toOwnerListing(queries, updated);
      });
    },
  };
}
