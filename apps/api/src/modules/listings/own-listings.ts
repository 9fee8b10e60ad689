import type {
  MarketplaceSection,
  OwnerListing,
  OwnerListingPage,
  OwnerListingsQuery,
} from '@bazaar/contracts';
import { decodeCursor } from '../../lib/keyset-cursor';
import { toOwnerListingRow } from './listing-dto';
import { assertMayEdit, ownListing, toOwnerListing } from './listing-editing';
import type { Actor, ListingServiceContext } from './listing-service-context';

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
        status: query.status,
        draftState: query.draft_state,
        search: query.search || undefined,
        limit: query.limit + 1,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      });
      const { page, coverOf, nextCursor } = await pageOfOwnerRows(rows, query.limit);
      return {
        items: page.map((row) => toOwnerListingRow(row, coverOf.get(row.id))),
        next_cursor: nextCursor,
      };
    },

    async getOwn(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      const row = await ownListing(repository, actor, section, id);
      return toOwnerListing(repository, row);
    },
  };
}
