import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  listings,
  listingVariants,
  type ListingRow,
  type NewListingRow,
  type NewListingVariantRow,
} from '../../db/schema/listings';
import {
  findPublicOwner,
  joinOwner,
  ownerColumns,
  sellerProfileColumns,
  sellerRatingsOf,
} from '../users/read-model';
import { listingFileQueries } from './listing-file-queries';
import type { ListingNeighbours } from './listing-neighbours';
import { listingPageQueries } from './listing-page-queries';
import { isPublic } from './read-model';

/** The owner's published, active listings, whatever the state of the owner's account. */
const publishedOf = (ownerId: string) =>
  and(
    eq(listings.ownerId, ownerId),
    eq(listings.status, 'active'),
    eq(listings.draftState, 'sent'),
  );

/**
 * The listings' queries on `db`: pages (listing-page-queries.ts), pictures and documents
 * (listing-file-queries.ts), and here the listing rows, their variants and what listings read
 * of their neighbours.
 */
function listingQueries(db: Queryable, neighbours: ListingNeighbours) {
  return {
    ...listingPageQueries(db),
    ...listingFileQueries(db),

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
      const [row] = await db.select({ value: count() }).from(listings).where(publishedOf(ownerId));
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
        .where(publishedOf(ownerId))
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
        .where(publishedOf(ownerId))
        .groupBy(listings.section);
    },

    /** Sections, categories and subcategories from the division down to `nodeId`. */
    catalogPath: (nodeId: string) => neighbours.catalogPath(db, nodeId),

    findCatalogNode: (id: string) => neighbours.findCatalogNode(db, id),

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

    async variantsOf(listingId: string) {
      return db
        .select()
        .from(listingVariants)
        .where(eq(listingVariants.listingId, listingId))
        .orderBy(asc(listingVariants.position), asc(listingVariants.id));
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
