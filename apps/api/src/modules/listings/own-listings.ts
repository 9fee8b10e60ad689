import type {
  MarketplaceSection,
  OwnerListing,
  OwnerListingPage,
  OwnerListingsQuery,
} from '@bazaar/contracts';
import { toOwnerListingRow } from './listing-dto';
import { assertMayEdit, ownListing, toOwnerListing } from './listing-editing';
import { listPageFilter, type Actor, type ListingServiceContext } from './listing-service-context';

/** The owner's listings as the editor shows them: a division's list, and one to edit. */
export function createOwnListings({ repository, pageOfOwnerRows }: ListingServiceContext) {
  return {
    /** The actor's listings of one division, by status and title words, recently changed first. */
    async listOwn(
      actor: Actor,
      section: MarketplaceSection,
      query: OwnerListingsQuery,
    ): Promise<OwnerListingPage> {
      assertMayEdit(actor, section);
      const rows = await repository.listOwn({
        ownerId: actor.id,
        section,
        ...listPageFilter(query),
      });
      return pageOfOwnerRows(rows, query.limit, toOwnerListingRow);
    },

    async getOwn(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      const row = await ownListing(repository, actor, section, id);
      return toOwnerListing(repository, row);
    },
  };
}
