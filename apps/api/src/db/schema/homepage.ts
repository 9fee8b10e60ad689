import { homepageEntryKinds } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { contentLocaleEnum, marketplaceSectionEnum } from './enums';

/**
 * The draft of the home page (ADR 0073): banners per locale, featured catalogue nodes and
 * featured listings per division, each group in `position` order, each with a schedule (open
 * where null). Administrators edit these rows; visitors only ever read a publication.
 * The node and the listing are other modules' rows, looked up when read, so no foreign key.
 */
export const homepageEntries = pgTable(
  'homepage_entries',
  {
    id: idColumn(),
    kind: text('kind', { enum: homepageEntryKinds }).notNull(),
    locale: contentLocaleEnum('locale'),
    section: marketplaceSectionEnum('section'),
    text: text('text'),
    link: text('link'),
    pictureUrl: text('picture_url'),
    catalogNodeId: uuid('catalog_node_id'),
    listingId: uuid('listing_id'),
    showsFrom: timestamp('shows_from', { withTimezone: true }),
    showsUntil: timestamp('shows_until', { withTimezone: true }),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [
    check(
      'homepage_entries_kind_fields',
      sql`(${table.kind} = 'banner' and ${table.locale} is not null and ${table.text} is not null and ${table.link} is not null)
        or (${table.kind} = 'featured_node' and ${table.section} is not null and ${table.catalogNodeId} is not null)
        or (${table.kind} = 'featured_listing' and ${table.section} is not null and ${table.listingId} is not null)`,
    ),
    check(
      'homepage_entries_schedule',
      sql`${table.showsFrom} is null or ${table.showsUntil} is null or ${table.showsUntil} > ${table.showsFrom}`,
    ),
    index('homepage_entries_kind_position').on(table.kind, table.position),
  ],
);

export type HomepageEntryRow = typeof homepageEntries.$inferSelect;

/**
 * Each publication of the draft: the entries as they were published (the draft's rows as
 * JSON), by whom and when. Visitors read the newest one.
 */
export const homepagePublications = pgTable(
  'homepage_publications',
  {
    id: idColumn(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: uuid('published_by').notNull(),
    entries: jsonb('entries').$type<PublishedHomepageEntry[]>().notNull(),
  },
  (table) => [index('homepage_publications_published_at').on(table.publishedAt)],
);

/** An entry as a publication keeps it (times as ISO text). */
export interface PublishedHomepageEntry {
  id: string;
  kind: (typeof homepageEntryKinds)[number];
  locale: 'en' | 'de' | null;
  section: HomepageEntryRow['section'];
  text: string | null;
  link: string | null;
  pictureUrl: string | null;
  catalogNodeId: string | null;
  listingId: string | null;
  showsFrom: string | null;
  showsUntil: string | null;
  position: number;
}
