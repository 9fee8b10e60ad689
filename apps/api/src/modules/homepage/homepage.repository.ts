import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  homepageEntries,
  homepagePublications,
  type HomepageEntryRow,
  type PublishedHomepageEntry,
} from '../../db/schema/homepage';
import {
  isPublic,
  listingCardColumns,
  listingColumns,
  selectListings,
} from '../listings/read-model';
import { joinOwner } from '../users/read-model';

export type NewHomepageEntry = Omit<HomepageEntryRow, 'id'>;
export type HomepageEntryChanges = Partial<
  Omit<HomepageEntryRow, 'id' | 'kind' | 'createdAt' | 'position'>
>;

/** Edits of the draft wait for each other (an order and its check see the same rows). */
const DRAFT_LOCK_KEY = 7_305_222;

function homepageQueries(db: Queryable) {
  return {
    async lockDraft() {
      await db.execute(sql`select pg_advisory_xact_lock(${DRAFT_LOCK_KEY}::int)`);
    },

    /** The whole draft, each kind's rows in their order. */
    listEntries(): Promise<HomepageEntryRow[]> {
      return db
        .select()
        .from(homepageEntries)
        .orderBy(
          asc(homepageEntries.kind),
          asc(homepageEntries.position),
          asc(homepageEntries.createdAt),
        );
    },

    async findEntry(id: string): Promise<HomepageEntryRow | undefined> {
      const [row] = await db.select().from(homepageEntries).where(eq(homepageEntries.id, id));
      return row;
    },

    async insertEntry(row: NewHomepageEntry): Promise<HomepageEntryRow> {
      const [inserted] = await db.insert(homepageEntries).values(row).returning();
      return inserted!;
    },

    async updateEntry(id: string, changes: HomepageEntryChanges): Promise<HomepageEntryRow> {
      const [updated] = await db
        .update(homepageEntries)
        .set(changes)
        .where(eq(homepageEntries.id, id))
        .returning();
      return updated!;
    },

    async setPosition(id: string, position: number, updatedAt: Date) {
      await db
        .update(homepageEntries)
        .set({ position, updatedAt })
        .where(eq(homepageEntries.id, id));
    },

    async deleteEntry(id: string) {
      await db.delete(homepageEntries).where(eq(homepageEntries.id, id));
    },

    async insertPublication(row: typeof homepagePublications.$inferInsert) {
      await db.insert(homepagePublications).values(row);
    },

    /** The newest publication, if there was one. */
    async latestPublication() {
      const [row] = await db
        .select()
        .from(homepagePublications)
        .orderBy(desc(homepagePublications.publishedAt), desc(homepagePublications.id))
        .limit(1);
      return row;
    },

    /** The listings of `ids` that visitors may see, with what their cards show. */
    publicListingCards(ids: readonly string[]) {
      return joinOwner(
        selectListings(db, { ...listingCardColumns, createdAt: listingColumns.createdAt }),
        listingColumns.ownerId,
      ).where(and(inArray(listingColumns.id, [...ids]), isPublic));
    },

    /** Title, division and whether visitors may see it, of the listings of `ids`. */
    listingLabels(ids: readonly string[]) {
      return joinOwner(
        selectListings(db, {
          id: listingColumns.id,
          title: listingColumns.title,
          section: listingColumns.section,
          isPublic: sql<boolean>`coalesce(${isPublic}, false)`,
        }),
        listingColumns.ownerId,
      ).where(inArray(listingColumns.id, [...ids]));
    },
  };
}

export type HomepageQueries = ReturnType<typeof homepageQueries>;

export function createHomepageRepository(db: Database) {
  return {
    ...homepageQueries(db),
    /** Runs `work` in one transaction under the draft's lock (and hands it the transaction, for the audit entry). */
    transaction<T>(work: (queries: HomepageQueries, tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) => {
        const queries = homepageQueries(tx);
        await queries.lockDraft();
        return work(queries, tx);
      });
    },
  };
}

export type HomepageRepository = ReturnType<typeof createHomepageRepository>;
export type { PublishedHomepageEntry };
