import { sql, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ownerDisplayName } from '../users';
import { firstMediaOf, isPublic, listingColumns, selectListings } from '../listings/read-model';
import { emailOfOpenAccount, joinOwner, ownerNamesOf } from '../users/read-model';

/** What bookings need of a service listing. */
export interface ServiceListing {
  id: string;
  ownerId: string;
  section: string;
  title: string;
  priceMinor: number | null;
  currency: string | null;
  /** Visitors may see it (published, active, its owner's account open). */
  isPublic: boolean;
}

/** What bookings read of other modules: the service listings and the names of the two sides. */
export function serviceListingQueries(db: Queryable) {
  return {
    async findListing(listingId: string): Promise<ServiceListing | undefined> {
      const [row] = await joinOwner(
        selectListings(db, {
          id: listingColumns.id,
          ownerId: listingColumns.ownerId,
          section: listingColumns.section,
          title: listingColumns.title,
          priceMinor: listingColumns.priceMinor,
          currency: listingColumns.currency,
          isPublic: sql<boolean>`coalesce(${isPublic}, false)`,
        }),
        listingColumns.ownerId,
      ).where(eq(listingColumns.id, listingId));
      return row;
    },

    async listingsOf(listingIds: readonly string[]) {
      if (listingIds.length === 0) return [];
      return selectListings(db, { id: listingColumns.id, title: listingColumns.title }).where(
        inArray(listingColumns.id, [...listingIds]),
      );
    },

    firstPicturesOf: (listingIds: readonly string[]) => firstMediaOf(db, listingIds),

    /** Display names of accounts, by id. */
    async displayNamesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await ownerNamesOf(db, [...new Set(userIds)]);
      return new Map(rows.map((row) => [row.owner.id, ownerDisplayName(row)]));
    },

    emailOf: (userId: string) => emailOfOpenAccount(db, userId),
  };
}
