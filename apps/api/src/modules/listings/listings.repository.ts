import type { MarketplaceSection } from '@bazaar/contracts';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listingMedia, listings, sellerProfiles, users } from '../../db/schema';
import type { KeysetPosition } from '../../lib/keyset-cursor';

export interface BrowseListingsFilter {
  section?: MarketplaceSection;
  limit: number;
  after?: KeysetPosition;
}

/** The ISO text of created_at with microseconds, so a cursor reproduces it exactly. */
const createdAtText = sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function createListingsRepository(db: Queryable) {
  return {
    /** Public listings (active, sent, owner active), newest first, after a keyset position. */
    async browse(filter: BrowseListingsFilter) {
      const conditions: SQL[] = [
        eq(listings.status, 'active'),
        eq(listings.draftState, 'sent'),
        eq(users.status, 'active'),
      ];
      if (filter.section) conditions.push(eq(listings.section, filter.section));
      if (filter.after) {
        conditions.push(
          sql`(${listings.createdAt}, ${listings.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return db
        .select({
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
          createdAt: listings.createdAt,
          createdAtText,
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
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.ownerId))
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
        .where(and(...conditions))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(filter.limit);
    },

    /** Pauses every active listing of an owner; returns how many changed. */
    async pauseAllOfOwner(ownerId: string, at: Date): Promise<number> {
      const rows = await db
        .update(listings)
        .set({ status: 'paused', updatedAt: at })
        .where(and(eq(listings.ownerId, ownerId), eq(listings.status, 'active')))
        .returning({ id: listings.id });
      return rows.length;
    },

    /** The first image (lowest position) of each of the given listings. */
    async firstMedia(listingIds: readonly string[]) {
      if (listingIds.length === 0) return [];
      return db
        .selectDistinctOn([listingMedia.listingId], {
          listingId: listingMedia.listingId,
          url: listingMedia.url,
          alt: listingMedia.alt,
        })
        .from(listingMedia)
        .where(inArray(listingMedia.listingId, [...listingIds]))
        .orderBy(listingMedia.listingId, listingMedia.position, listingMedia.id);
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
export type BrowsedListingRow = Awaited<ReturnType<ListingsRepository['browse']>>[number];
