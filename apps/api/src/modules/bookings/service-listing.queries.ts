import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ownerDisplayName } from '../users';
import {
  findListingSummary,
  firstMediaOf,
  listingColumns,
  selectListings,
  type ListingSummary,
} from '../listings/read-model';
import { ownerNamesOf } from '../users/read-model';

/** What bookings need of a service listing. */
export type ServiceListing = ListingSummary;

/** What bookings read of other modules: the service listings and the names of the two sides. */
export function serviceListingQueries(db: Queryable) {
  return {
    findListing: (listingId: string): Promise<ServiceListing | undefined> =>
      findListingSummary(db, listingId),

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
  };
}
