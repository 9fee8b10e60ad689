import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { comparisonItems } from '../../db/schema/comparison';
import { categoryColumns, joinCategory } from '../catalog/read-model';
import {
  isPublic,
  joinListingCard,
  listingCardColumns,
  listingColumns,
  selectListings,
} from '../listings/read-model';
import { joinOwner } from '../users/read-model';
import { productsInComparison } from '../users';

/** Everything a comparison column shows of a listing, and whether visitors may still see it. */
const comparedColumns = {
  ...listingCardColumns,
  attributes: listingColumns.attributes,
  parameters: listingColumns.parameters,
  // The listing's own node, joined here: one query for the whole table instead of a path each.
  category: categoryColumns,
  available: sql<boolean>`coalesce(${isPublic}, false)`,
};

function comparisonQueries(db: Queryable) {
  return {
    /** An account's compared listings, newest added first. */
    async listOf(userId: string) {
      return joinCategory(
        joinListingCard(
          db.select(comparedColumns).from(comparisonItems).$dynamic(),
          comparisonItems.listingId,
        ),
        listingColumns.catalogNodeId,
      )
        .where(eq(comparisonItems.userId, userId))
        .orderBy(desc(comparisonItems.createdAt), desc(comparisonItems.listingId));
    },

    /** Listings by id that were published at some time (drafts never shown stay private). */
    async findOncePublishedByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return joinCategory(
        joinOwner(selectListings(db, comparedColumns), listingColumns.ownerId),
        listingColumns.catalogNodeId,
      ).where(and(inArray(listingColumns.id, [...ids]), isNotNull(listingColumns.publishedAt)));
    },

    /** Which of `ids` visitors may see now. */
    async publicIdsAmong(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await joinOwner(
        selectListings(db, { id: listingColumns.id }),
        listingColumns.ownerId,
      ).where(and(inArray(listingColumns.id, [...ids]), isPublic));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Locks the account's row until the transaction ends, so two changes of one comparison
     * (two tabs, a sign-in sync) run one after the other and the cap holds.
     */
    async lockAccount(userId: string): Promise<void> {
      await productsInComparison.lockAccount(db, userId);
    },

    /** Which of `ids` the account already compares. */
    async storedIdsAmong(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: comparisonItems.listingId })
        .from(comparisonItems)
        .where(
          and(eq(comparisonItems.userId, userId), inArray(comparisonItems.listingId, [...ids])),
        );
      return new Set(rows.map((row) => row.id));
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(comparisonItems)
        .where(eq(comparisonItems.userId, userId));
      return row?.value ?? 0;
    },

    async insert(rows: { userId: string; listingId: string; createdAt: Date }[]) {
      if (rows.length === 0) return;
      await db.insert(comparisonItems).values(rows).onConflictDoNothing();
    },

    async remove(userId: string, ids: readonly string[]) {
      if (ids.length === 0) return;
      await db
        .delete(comparisonItems)
        .where(
          and(eq(comparisonItems.userId, userId), inArray(comparisonItems.listingId, [...ids])),
        );
    },

    /** Sets `users.products_in_comparison` to the number of rows, and answers it. */
    async syncCount(userId: string): Promise<number> {
      return productsInComparison.set(
        db,
        userId,
        sql<number>`(select count(*)::int from ${comparisonItems} where ${comparisonItems.userId} = ${userId})`,
      );
    },
  };
}

/** The queries of one transaction (what `transaction` hands to its work). */
export type ComparisonQueries = ReturnType<typeof comparisonQueries>;

export function createComparisonRepository(db: Database) {
  return {
    ...comparisonQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (queries: ComparisonQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(comparisonQueries(tx)));
    },
  };
}

export type ComparisonRepository = ReturnType<typeof createComparisonRepository>;
export type ComparedListingRow = Awaited<ReturnType<ComparisonQueries['listOf']>>[number];
