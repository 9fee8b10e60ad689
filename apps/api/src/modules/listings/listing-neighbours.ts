import type { CatalogPathNode, MarketplaceSection } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';

/**
 * What listings read or keep of the modules above them (catalog, comparison) inside their own
 * queries (`db` is the listings' connection or transaction). The composition root passes these
 * in, so that the listings module imports none of those modules: they all read listings.
 */
export interface ListingNeighbours {
  /** Sections, categories and subcategories from the division down to `nodeId` (catalog). */
  catalogPath(db: Queryable, nodeId: string): Promise<CatalogPathNode[]>;
  /** A catalog node's id and division, if it exists (catalog). */
  findCatalogNode(
    db: Queryable,
    id: string,
  ): Promise<{ id: string; section: MarketplaceSection } | undefined>;
  /** Before a listing is deleted: what the comparisons counted of it (comparison). */
  forgetComparedListing(db: Queryable, listingId: string): Promise<void>;
}
