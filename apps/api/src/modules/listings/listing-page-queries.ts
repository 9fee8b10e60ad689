import type { ActivityStatus, DraftState, MarketplaceSection } from '@bazaar/contracts';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema/listings';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { joinOwner, ownerColumns, sellerProfileColumns } from '../users/read-model';
import { isPublic, listingCardColumns } from './read-model';

export interface BrowseListingsFilter {
  section?: MarketplaceSection;
  ownerId?: string;
  limit: number;
  after?: KeysetPosition;
}

export interface OwnListingsFilter {
  ownerId: string;
  section: MarketplaceSection;
  status?: ActivityStatus;
  draftState?: DraftState;
  search?: string;
  limit: number;
  /** Position after the last row, by (updated_at desc, id desc). */
  after?: KeysetPosition;
}

export interface AllListingsFilter {
  /** One listing only (what a block or unblock answers). */
  id?: string;
  section?: MarketplaceSection;
  ownerId?: string;
  status?: ActivityStatus;
  draftState?: DraftState;
  search?: string;
  limit: number;
  /** Position after the last row, by (created_at desc, id desc). */
  after?: KeysetPosition;
}

/** A timestamp as ISO text with microseconds, so a cursor reproduces it exactly. */
const isoText = (column: typeof listings.createdAt | typeof listings.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const createdAtText = isoText(listings.createdAt);
const updatedAtText = isoText(listings.updatedAt);

/** `%` and `_` typed by a user are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const rowColumns = {
  id: listings.id,
  section: listings.section,
  title: listings.title,
  priceMinor: listings.priceMinor,
  currency: listings.currency,
  rentalPeriod: listings.rentalPeriod,
  quantity: listings.quantity,
  status: listings.status,
  draftState: listings.draftState,
  blockedReason: listings.blockedReason,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  publishedAt: listings.publishedAt,
};

/** Pages of listings: the public browse, the owner's list and the administrators' list. */
export function listingPageQueries(db: Queryable) {
  return {
    /** Public listings, newest first, after a keyset position. */
    async browse(filter: BrowseListingsFilter) {
      const conditions: (SQL | undefined)[] = [isPublic];
      if (filter.section) conditions.push(eq(listings.section, filter.section));
      if (filter.ownerId) conditions.push(eq(listings.ownerId, filter.ownerId));
      if (filter.after) {
        conditions.push(
          sql`(${listings.createdAt}, ${listings.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return joinOwner(
        db
          .select({
            ...listingCardColumns,
            createdAt: listings.createdAt,
            createdAtText,
          })
          .from(listings)
          .$dynamic(),
        listings.ownerId,
      )
        .where(and(...conditions))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(filter.limit);
    },

    /** The owner's listings of one division, most recently changed first. */
    async listOwn(filter: OwnListingsFilter) {
      const conditions: (SQL | undefined)[] = [
        eq(listings.ownerId, filter.ownerId),
        eq(listings.section, filter.section),
      ];
      if (filter.status) conditions.push(eq(listings.status, filter.status));
      if (filter.draftState) conditions.push(eq(listings.draftState, filter.draftState));
      if (filter.search) conditions.push(ilike(listings.title, containing(filter.search)));
      if (filter.after) {
        conditions.push(
          sql`(${listings.updatedAt}, ${listings.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return db
        .select({ ...rowColumns, positionText: updatedAtText })
        .from(listings)
        .where(and(...conditions))
        .orderBy(desc(listings.updatedAt), desc(listings.id))
        .limit(filter.limit);
    },

    /** Every listing, newest first, with its owner: the administrators' list. */
    async listAll(filter: AllListingsFilter) {
      const conditions: (SQL | undefined)[] = [];
      if (filter.id) conditions.push(eq(listings.id, filter.id));
      if (filter.section) conditions.push(eq(listings.section, filter.section));
      if (filter.ownerId) conditions.push(eq(listings.ownerId, filter.ownerId));
      if (filter.status) conditions.push(eq(listings.status, filter.status));
      if (filter.draftState) conditions.push(eq(listings.draftState, filter.draftState));
      if (filter.search) conditions.push(ilike(listings.title, containing(filter.search)));
      if (filter.after) {
        conditions.push(
          sql`(${listings.createdAt}, ${listings.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return joinOwner(
        db
          .select({
            ...rowColumns,
            positionText: createdAtText,
            owner: ownerColumns,
            sellerProfile: sellerProfileColumns,
          })
          .from(listings)
          .$dynamic(),
        listings.ownerId,
      )
        .where(and(...conditions))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(filter.limit);
    },
  };
}
