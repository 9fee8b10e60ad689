import type { MarketplaceSection } from '@bazaar/contracts';
import { ownListing } from './listing-editing';
import type { Actor, ListingServiceContext } from './listing-service-context';

/** The owner deletes one of their listings. */
export function createListingDeletion({ repository }: ListingServiceContext) {
  return {
    async remove(actor: Actor, section: MarketplaceSection, id: string): Promise<void> {
      await repository.transaction(async (queries) => {
        await ownListing(queries, actor, section, id);
        // Its pictures and documents become unattached and are purged a day later.
        await queries.deleteListing(id);
      });
    },
  };
}
