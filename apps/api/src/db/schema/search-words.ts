import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word listings use in their titles, attributes and parameters (lower-case, without
 * accents), kept by a trigger on `listings` (migration 0010). Search corrects a misspelled word
 * to its most similar words here (pg_trgm similarity, among the words with the same first
 * letter: a btree prefix range), ADR 0020.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [index('search_words_prefix_idx').on(table.word.op('text_pattern_ops'))],
);
