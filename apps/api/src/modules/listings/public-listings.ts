import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listingMedia, listings, sellerProfiles, users } from '../../db/schema';

/**
 * Published, active listings of active accounts: what visitors may see. Every public read
 * (browse, item pages, result pages, search) joins `users` on the owner and applies this.
 */
export const isPublic = and(
  eq(listings.status, 'active'),
  eq(listings.draftState, 'sent'),
  eq(users.status, 'active'),
  isNull(users.deletedAt),
);

/** The owner columns every listing answer needs to name its owner. */
export const ownerColumns = {
  id: users.id,
  accountType: users.accountType,
  status: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  createdAt: users.createdAt,
};
export const sellerProfileColumns = {
  accountName: sellerProfiles.accountName,
  businessName: sellerProfiles.businessName,
  businessNameAsAccountName: sellerProfiles.businessNameAsAccountName,
  logoUrl: sellerProfiles.logoUrl,
};

/**
 * What a listing card shows of a listing and its seller: select it from `listings` joined with
 * `users` on the owner and, left, `seller_profiles` on the user (for the seller's display name).
 */
export const listingCardColumns = {
  id: listings.id,
  section: listings.section,
  title: listings.title,
  priceMinor: listings.priceMinor,
  currency: listings.currency,
  negotiable: listings.negotiable,
  rentalPeriod: listings.rentalPeriod,
  quantity: listings.quantity,
  zipCode: listings.zipCode,
  city: listings.city,
  owner: ownerColumns,
  sellerProfile: sellerProfileColumns,
};

/** The first picture (lowest position) of each of the given listings: their cover. */
export async function firstMediaOf(db: Queryable, listingIds: readonly string[]) {
  if (listingIds.length === 0) return [];
  return db
    .selectDistinctOn([listingMedia.listingId], {
      listingId: listingMedia.listingId,
      url: listingMedia.url,
      thumbnailUrl: listingMedia.thumbnailUrl,
      alt: listingMedia.alt,
    })
    .from(listingMedia)
    .where(inArray(listingMedia.listingId, [...listingIds]))
    .orderBy(listingMedia.listingId, listingMedia.position, listingMedia.id);
}
