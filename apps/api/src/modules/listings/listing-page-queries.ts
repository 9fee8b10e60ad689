import type { ActivityStatus, DraftState, MarketplaceSection } from '@bazaar/contracts';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
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

/** Rows after `position` in (`column` desc, id desc) order; every row without one. */
const after = (
  column: typeof listings.createdAt | typeof listings.updatedAt,
  position?: KeysetPosition,
) =>
  position
    ? sql`(${column}, ${listings.id}) < (${position.createdAt}::timestamptz, ${position.id}::uuid)`
    : undefined;

/** What the owner's and the administrators' lists filter by besides their keys. */
const stateAndTitle = (filter: Pick<AllListingsFilter, 'status' | 'draftState' | 'search'>) => [
  filter.status ? eq(listings.status, filter.status) : undefined,
  filter.draftState ? eq(listings.draftState, filter.draftState) : undefined,
  filter.search ? ilike(listings.title, containing(filter.search)) : undefined,
];

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
      const conditions = [
        isPublic,
        filter.section ? eq(listings.section, filter.section) : undefined,
        filter.ownerId ? eq(listings.ownerId, filter.ownerId) : undefined,
        after(listings.createdAt, filter.after),
      ];
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
      const conditions = [
        eq(listings.ownerId, filter.ownerId),
        eq(listings.section, filter.section),
        ...stateAndTitle(filter),
        after(listings.updatedAt, filter.after),
      ];
      return db
        .select({ ...rowColumns, positionText: updatedAtText })
        .from(listings)
        .where(and(...conditions))
        .orderBy(desc(listings.updatedAt), desc(listings.id))
        .limit(filter.limit);
    },

    /** Every listing, newest first, with its owner: the administrators' list. */
    async listAll(filter: AllListingsFilter) {
      const conditions = [
        filter.id ? eq(listings.id, filter.id) : undefined,
        filter.section ? eq(listings.section, filter.section) : undefined,
        filter.ownerId ? eq(listings.ownerId, filter.ownerId) : undefined,
        ...stateAndTitle(filter),
        after(listings.createdAt, filter.after),
      ];
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
