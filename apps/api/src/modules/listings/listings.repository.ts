import type { ActivityStatus, DraftState, MarketplaceSection } from '@bazaar/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  listingDocuments,
  listingMedia,
  listings,
  listingVariants,
  type ListingRow,
  type NewListingDocumentRow,
  type NewListingMediaRow,
  type NewListingRow,
  type NewListingVariantRow,
} from '../../db/schema/listings';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import {
  findPublicOwner,
  joinOwner,
  ownerColumns,
  sellerProfileColumns,
  sellerRatingsOf,
} from '../users/read-model';
import type { ListingNeighbours } from './listing-neighbours';
import { firstMediaOf, isPublic, listingCardColumns } from './read-model';

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

function listingQueries(db: Queryable, neighbours: ListingNeighbours) {
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

    /** A public listing with its owner, or undefined when visitors may not see it. */
    async findPublic(id: string) {
      const [row] = await joinOwner(
        db
          .select({ listing: listings, owner: ownerColumns, sellerProfile: sellerProfileColumns })
          .from(listings)
          .$dynamic(),
        listings.ownerId,
      ).where(and(eq(listings.id, id), isPublic));
      return row;
    },

    async findById(id: string): Promise<ListingRow | undefined> {
      const [row] = await db.select().from(listings).where(eq(listings.id, id));
      return row;
    },

    /** An owner of public listings (buyer or seller) as public pages show them. */
    findOwner: (id: string) => findPublicOwner(db, id),

    /** The seller's rating from buyers' reviews (users' read model), null before the first. */
    async sellerRating(sellerId: string) {
      return (await sellerRatingsOf(db, [sellerId])).get(sellerId) ?? null;
    },

    /** How many published, active listings an owner has in all divisions (plan limits count these). */
    async countPublishedOf(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(listings)
        .where(
          and(
            eq(listings.ownerId, ownerId),
            eq(listings.status, 'active'),
            eq(listings.draftState, 'sent'),
          ),
        );
      return row?.value ?? 0;
    },

    /**
     * Pauses the owner's published, active listings beyond the first `keep` (oldest kept, newest
     * paused); answers how many were paused.
     */
    async pausePublishedBeyond(ownerId: string, keep: number, at: Date): Promise<number> {
      const beyond = await db
        .select({ id: listings.id })
        .from(listings)
        .where(
          and(
            eq(listings.ownerId, ownerId),
            eq(listings.status, 'active'),
            eq(listings.draftState, 'sent'),
          ),
        )
        .orderBy(asc(listings.createdAt), asc(listings.id))
        .offset(keep);
      if (beyond.length === 0) return 0;
      await db
        .update(listings)
        .set({ status: 'paused', updatedAt: at })
        .where(
          inArray(
            listings.id,
            beyond.map((row) => row.id),
          ),
        );
      return beyond.length;
    },

    /** How many public listings an owner has per division (one owner: a bounded count). */
    async countPublicOfOwner(ownerId: string) {
      return db
        .select({ section: listings.section, value: count() })
        .from(listings)
        .where(
          and(
            eq(listings.ownerId, ownerId),
            eq(listings.status, 'active'),
            eq(listings.draftState, 'sent'),
          ),
        )
        .groupBy(listings.section);
    },

    /** Sections, categories and subcategories from the division down to `nodeId`. */
    catalogPath: (nodeId: string) => neighbours.catalogPath(db, nodeId),

    findCatalogNode: (id: string) => neighbours.findCatalogNode(db, id),

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

    async insertListing(row: NewListingRow): Promise<ListingRow> {
      const [inserted] = await db.insert(listings).values(row).returning();
      return inserted!;
    },

    async updateListing(id: string, patch: Partial<NewListingRow>): Promise<ListingRow> {
      const [updated] = await db.update(listings).set(patch).where(eq(listings.id, id)).returning();
      return updated!;
    },

    /**
     * Deletes a listing; its pictures and documents become unattached and are purged later.
     * Comparison rows go with it (cascade), so the counts of the accounts comparing it follow.
     */
    async deleteListing(id: string): Promise<void> {
      await neighbours.forgetComparedListing(db, id);
      await db.delete(listings).where(eq(listings.id, id));
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

    /** The first picture (lowest position) of each of the given listings. */
    firstMedia: (listingIds: readonly string[]) => firstMediaOf(db, listingIds),

    async mediaOf(listingId: string) {
      return db
        .select()
        .from(listingMedia)
        .where(eq(listingMedia.listingId, listingId))
        .orderBy(asc(listingMedia.position), asc(listingMedia.id));
    },

    async documentsOf(listingId: string) {
      return db
        .select()
        .from(listingDocuments)
        .where(eq(listingDocuments.listingId, listingId))
        .orderBy(asc(listingDocuments.position), asc(listingDocuments.id));
    },

    async variantsOf(listingId: string) {
      return db
        .select()
        .from(listingVariants)
        .where(eq(listingVariants.listingId, listingId))
        .orderBy(asc(listingVariants.position), asc(listingVariants.id));
    },

    async mediaByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(listingMedia)
        .where(inArray(listingMedia.id, [...ids]));
    },

    async documentsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(listingDocuments)
        .where(inArray(listingDocuments.id, [...ids]));
    },

    async insertMedia(rows: NewListingMediaRow[]) {
      if (rows.length === 0) return [];
      return db.insert(listingMedia).values(rows).returning();
    },

    async insertDocuments(rows: NewListingDocumentRow[]) {
      if (rows.length === 0) return [];
      return db.insert(listingDocuments).values(rows).returning();
    },

    /**
     * Makes `ids` the pictures of a listing, in that order, with alt texts from its title;
     * pictures it had before and no longer lists become unattached.
     */
    async setMedia(listingId: string, ids: readonly string[], title: string) {
      await db
        .update(listingMedia)
        .set({ listingId: null })
        .where(
          and(
            eq(listingMedia.listingId, listingId),
            ids.length > 0 ? notInArray(listingMedia.id, [...ids]) : undefined,
          ),
        );
      for (const [position, id] of ids.entries()) {
        const alt =
          ids.length === 1 ? title : `${title} (picture ${position + 1} of ${ids.length})`;
        await db
          .update(listingMedia)
          .set({ listingId, position, alt })
          .where(eq(listingMedia.id, id));
      }
    },

    /** Makes `ids` the documents of a listing, in that order. */
    async setDocuments(listingId: string, ids: readonly string[]) {
      await db
        .update(listingDocuments)
        .set({ listingId: null })
        .where(
          and(
            eq(listingDocuments.listingId, listingId),
            ids.length > 0 ? notInArray(listingDocuments.id, [...ids]) : undefined,
          ),
        );
      for (const [position, id] of ids.entries()) {
        await db
          .update(listingDocuments)
          .set({ listingId, position })
          .where(eq(listingDocuments.id, id));
      }
    },

    /**
     * Makes `variants` the variants of a listing, in that order: ones with a known id are updated
     * (carts keep pointing at them), new ones inserted, the rest deleted.
     */
    async setVariants(
      listingId: string,
      variants: (Omit<NewListingVariantRow, 'listingId' | 'position'> & { id?: string })[],
      at: Date,
    ) {
      const keep = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
      await db
        .delete(listingVariants)
        .where(
          and(
            eq(listingVariants.listingId, listingId),
            keep.length > 0 ? notInArray(listingVariants.id, keep) : undefined,
          ),
        );
      for (const [position, variant] of variants.entries()) {
        const values = { ...variant, listingId, position, updatedAt: at };
        if (variant.id) {
          await db
            .update(listingVariants)
            .set(values)
            .where(
              and(eq(listingVariants.id, variant.id), eq(listingVariants.listingId, listingId)),
            );
        } else {
          await db.insert(listingVariants).values({ ...values, createdAt: at });
        }
      }
    },

    /** Unattached pictures and documents created before `before`: deleted, their URLs returned. */
    async deleteUnattachedBefore(before: Date) {
      const media = await db
        .delete(listingMedia)
        .where(and(isNull(listingMedia.listingId), lt(listingMedia.createdAt, before)))
        .returning({ url: listingMedia.url, thumbnailUrl: listingMedia.thumbnailUrl });
      const documents = await db
        .delete(listingDocuments)
        .where(and(isNull(listingDocuments.listingId), lt(listingDocuments.createdAt, before)))
        .returning({ url: listingDocuments.url });
      return [
        ...media.flatMap((row) => [row.url, row.thumbnailUrl]),
        ...documents.map((row) => row.url),
      ];
    },

    /** Which of `urls` some picture or document still uses (copies share their files). */
    async urlsInUse(urls: readonly string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const list = [...urls];
      const media = await db
        .select({ url: listingMedia.url, thumbnailUrl: listingMedia.thumbnailUrl })
        .from(listingMedia)
        .where(or(inArray(listingMedia.url, list), inArray(listingMedia.thumbnailUrl, list)));
      const documents = await db
        .select({ url: listingDocuments.url })
        .from(listingDocuments)
        .where(inArray(listingDocuments.url, list));
      return new Set([
        ...media.flatMap((row) => [row.url, row.thumbnailUrl]),
        ...documents.map((row) => row.url),
      ]);
    },
  };
}

/** The queries of one transaction (what `transaction` hands to its work). */
export type ListingQueries = ReturnType<typeof listingQueries>;

export function createListingsRepository(db: Database, neighbours: ListingNeighbours) {
  return {
    ...listingQueries(db, neighbours),
    /** Runs `work` in one transaction, with the queries bound to it (and the transaction, for its events). */
    transaction<T>(work: (queries: ListingQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(listingQueries(tx, neighbours), tx));
    },
    /** The queries bound to a transaction another module started (a domain event's delivery). */
    within(tx: Queryable): ListingQueries {
      return listingQueries(tx, neighbours);
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
export type BrowsedListingRow = Awaited<ReturnType<ListingQueries['browse']>>[number];
export type OwnListingRow = Awaited<ReturnType<ListingQueries['listOwn']>>[number];
export type AnyListingRow = Awaited<ReturnType<ListingQueries['listAll']>>[number];
export type PublicListingRow = NonNullable<Awaited<ReturnType<ListingQueries['findPublic']>>>;
export type OwnerRow = NonNullable<Awaited<ReturnType<ListingQueries['findOwner']>>>;
