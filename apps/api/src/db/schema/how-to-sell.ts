import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { contentLocaleEnum } from './enums';

/**
 * The steps of the how-to-sell guide, per language, in `position` order. `body` is plain text
 * (paragraphs separated by a blank line). Shipped by a data migration; admins edit them later.
 */
export const howToSellParagraphs = pgTable(
  'how_to_sell_paragraphs',
  {
    id: idColumn(),
    locale: contentLocaleEnum('locale').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('how_to_sell_paragraphs_locale_position_unique').on(table.locale, table.position),
  ],
);

export type HowToSellParagraphRow = typeof howToSellParagraphs.$inferSelect;
