import type { SupportedLocale } from '@bazaar/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { howToSellParagraphs } from '../../db/schema/how-to-sell';

/** Saves of the guide wait for each other, so each plans against the list as it is. */
const GUIDE_LOCK_KEY = 7_305_222;

function howToSellQueries(db: Queryable) {
  return {
    /** The paragraphs of one language in the order the guide shows them. */
    async listByLocale(locale: SupportedLocale) {
      return db
        .select()
        .from(howToSellParagraphs)
        .where(eq(howToSellParagraphs.locale, locale))
        .orderBy(asc(howToSellParagraphs.position), asc(howToSellParagraphs.id));
    },

    /** Takes the guide's lock until the transaction ends. */
    async lockGuide() {
      await db.execute(sql`select pg_advisory_xact_lock(${GUIDE_LOCK_KEY}::int)`);
    },

    async deleteParagraphs(ids: readonly string[]) {
      if (ids.length === 0) return;
      await db.delete(howToSellParagraphs).where(inArray(howToSellParagraphs.id, [...ids]));
    },

    /** Moves a language's paragraphs out of the way (negative positions) before renumbering. */
    async parkPositions(locale: SupportedLocale) {
      await db
        .update(howToSellParagraphs)
        .set({ position: sql`-1 - ${howToSellParagraphs.position}` })
        .where(eq(howToSellParagraphs.locale, locale));
    },

    async updateParagraph(
      id: string,
      locale: SupportedLocale,
      changes: { position: number; title?: string; body?: string },
    ) {
      const [row] = await db
        .update(howToSellParagraphs)
        .set(changes)
        .where(and(eq(howToSellParagraphs.id, id), eq(howToSellParagraphs.locale, locale)))
        .returning();
      return row!;
    },

    async insertParagraph(row: typeof howToSellParagraphs.$inferInsert) {
      const [inserted] = await db.insert(howToSellParagraphs).values(row).returning();
      return inserted!;
    },
  };
}

export type HowToSellQueries = ReturnType<typeof howToSellQueries>;

export function createHowToSellRepository(db: Database) {
  return {
    ...howToSellQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it (and the transaction, for the audit entries). */
    transaction<T>(work: (queries: HowToSellQueries, tx: Queryable) => Promise<T>) {
      return db.transaction((tx) => work(howToSellQueries(tx), tx));
    },
  };
}

export type HowToSellRepository = ReturnType<typeof createHowToSellRepository>;
