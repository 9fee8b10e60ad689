import {
  accountDisplayName,
  fullName,
  type BrowseListingsQuery,
  type ListingCard,
  type ListingCardPage,
} from '@bazaar/contracts';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { BrowsedListingRow, ListingsRepository } from './listings.repository';

/** Shown for an owner without a name; never the email address. */
const UNNAMED_OWNER = 'Bazaar member';

/** The name cards show for a listing's owner: the seller's account or business name, else the person's full name. */
function ownerDisplayName(row: BrowsedListingRow): string {
  const profile = row.sellerProfile;
  if (row.owner.accountType === 'SELLER' && profile) {
    return accountDisplayName({
      account_name: profile.accountName,
      business_name: profile.businessName,
      business_name_as_account_name: profile.businessNameAsAccountName,
    });
  }
  return fullName(row.owner.firstName, row.owner.lastName) || UNNAMED_OWNER;
}

function toListingCard(row: BrowsedListingRow, image: ListingCard['image']): ListingCard {
  return {
    id: row.id,
    section: row.section,
    title: row.title,
    price: { amount_minor: row.priceMinor, currency: row.currency },
    negotiable: row.negotiable,
    rental_period: row.rentalPeriod,
    quantity: row.quantity,
    image,
    location: row.zipCode && row.city ? { zip_code: row.zipCode, city: row.city } : null,
    seller: { id: row.owner.id, display_name: ownerDisplayName(row) },
    created_at: row.createdAt.toISOString(),
  };
}

export function createListingsService(repository: ListingsRepository, clock: Clock = systemClock) {
  return {
    /** Takes every listing of a closing account off the public pages (kept for its orders). */
    async pauseListingsOfOwner(ownerId: string): Promise<number> {
      return repository.pauseAllOfOwner(ownerId, clock.now());
    },

    /** A page of public listings, newest first; `next_cursor` is null on the last page. */
    async browseListings(query: BrowseListingsQuery): Promise<ListingCardPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const rows = await repository.browse({
        section: query.section,
        limit: query.limit + 1,
        after,
      });
      const page = rows.slice(0, query.limit);
      const media = await repository.firstMedia(page.map((row) => row.id));
      const imageByListing = new Map(media.map((m) => [m.listingId, { url: m.url, alt: m.alt }]));
      const last = page.at(-1);
      return {
        items: page.map((row) => toListingCard(row, imageByListing.get(row.id) ?? null)),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAtText, id: last.id })
            : null,
      };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
