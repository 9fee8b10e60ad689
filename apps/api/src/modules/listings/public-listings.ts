import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listingMedia, listings, sellerProfiles, users } from '../../db/schema';

/**
 * Published and active: the predicate of the partial indexes on public listings. Its values are
 * written into the SQL rather than sent as parameters, so that a plan prepared once for any
 * values (a generic plan of a prepared statement) can still prove that those indexes apply.
 */
export const isPublished = sql`(${listings.status} = 'active' and ${listings.draftState} = 'sent')`;

/**
 * Published, active listings of active accounts: what visitors may see. Every public read
 * (browse, item pages, result pages, search) joins `users` on the owner and applies this.
 */
export const isPublic = and(isPublished, sql`${users.status} = 'active'`, isNull(users.deletedAt));

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
 * Only the columns of the display name: result pages read them for every card.
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
  owner: {
    id: users.id,
    accountType: users.accountType,
    firstName: users.firstName,
    lastName: users.lastName,
  },
  sellerProfile: {
    accountName: sellerProfiles.accountName,
    businessName: sellerProfiles.businessName,
    businessNameAsAccountName: sellerProfiles.businessNameAsAccountName,
  },
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
