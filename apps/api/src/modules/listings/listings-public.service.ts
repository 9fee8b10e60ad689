import type {
  BrowseListingsQuery,
  ListingCardPage,
  ListingDetail,
  ListingDocument,
  ListingMediaItem,
  PublicOwnerProfile,
} from '@bazaar/contracts';
import { NotFoundError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { moneyOf } from '../../lib/money';
import {
  locationOf,
  parametersOf,
  sectionAttributes,
  toListingCard,
  toListingDocument,
  toListingOwner,
  toMediaItem,
} from './listing-dto';
import { listingNotFound, type ListingServiceContext } from './listing-service-context';

/** What visitors see: public pages of listings, item pages and seller pages. */
export function createPublicListings({ repository, covers }: ListingServiceContext) {
  return {
    /** A page of public listings, newest first; `next_cursor` is null on the last page. */
    async browseListings(query: BrowseListingsQuery): Promise<ListingCardPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const rows = await repository.browse({
        section: query.section,
        ownerId: query.owner,
        limit: query.limit + 1,
        after,
      });
      const page = rows.slice(0, query.limit);
      const coverOf = await covers(page.map((row) => row.id));
      const last = page.at(-1);
      return {
        items: page.map((row) => {
          const cover = coverOf.get(row.id);
          return toListingCard(row, cover ? { url: cover.url, alt: cover.alt } : null);
        }),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAtText, id: last.id })
            : null,
      };
    },

    /** Everything an item page shows; 404 unless visitors may see the listing. */
    async publicDetail(id: string): Promise<ListingDetail> {
      const found = await repository.findPublic(id);
      if (!found) throw listingNotFound();
      const row = found.listing;
      const [media, documents, variants, path, rating] = await Promise.all([
        repository.mediaOf(row.id),
        repository.documentsOf(row.id),
        row.section === 'catalog' ? repository.variantsOf(row.id) : Promise.resolve([]),
        row.catalogNodeId ? repository.catalogPath(row.catalogNodeId) : Promise.resolve([]),
        repository.sellerRating(row.ownerId),
      ]);
      return {
        ...sectionAttributes(row, variants),
        id: row.id,
        title: row.title,
        description: row.description,
        price: moneyOf(row.priceMinor, row.currency) ?? { amount_minor: 0, currency: 'EUR' },
        negotiable: row.negotiable,
        rental_period: row.rentalPeriod,
        quantity: row.quantity,
        sold_out: row.quantity === 0,
        media: media.map(toMediaItem),
        documents: documents.map(toListingDocument),
        location: locationOf(row),
        seller: toListingOwner(found, rating),
        catalog_path: path,
        parameters: parametersOf(row),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        published_at: row.publishedAt?.toISOString() ?? null,
      } as ListingDetail;
    },

    async publicMedia(id: string): Promise<ListingMediaItem[]> {
      if (!(await repository.findPublic(id))) throw listingNotFound();
      return (await repository.mediaOf(id)).map(toMediaItem);
    },

    async publicDocuments(id: string): Promise<ListingDocument[]> {
      if (!(await repository.findPublic(id))) throw listingNotFound();
      return (await repository.documentsOf(id)).map(toListingDocument);
    },

    /** The public card of an owner (seller page); 404 for paused, blocked or closed accounts. */
    async publicOwner(id: string): Promise<PublicOwnerProfile> {
      const owner = await repository.findOwner(id);
      if (!owner) throw new NotFoundError('We could not find this seller.');
      const counts = await repository.countPublicOfOwner(id);
      return {
        ...toListingOwner(owner, await repository.sellerRating(id)),
        active_listings: counts.reduce((sum, row) => sum + row.value, 0),
        listings_by_section: Object.fromEntries(counts.map((row) => [row.section, row.value])),
      };
    },
  };
}
