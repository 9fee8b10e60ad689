import type { SupportedLocale } from '@bazaar/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { howToSellParagraphs } from '../../db/schema/how-to-sell';

export function createHowToSellRepository(db: Queryable) {
  return {
    /** The paragraphs of one language in the order the guide shows them. */
    async listByLocale(locale: SupportedLocale) {
      return db
        .select()
        .from(howToSellParagraphs)
        .where(eq(howToSellParagraphs.locale, locale))
        .orderBy(asc(howToSellParagraphs.position), asc(howToSellParagraphs.id));
    },
  };
}

export type HowToSellRepository = ReturnType<typeof createHowToSellRepository>;
