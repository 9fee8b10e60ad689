import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogNodes } from './catalog';
import { idColumn, timestamps } from './columns';
import {
  activityStatusEnum,
  draftStateEnum,
  marketplaceSectionEnum,
  rentalPeriodEnum,
} from './enums';
import { users } from './users';

export const listings = pgTable(
  'listings',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: marketplaceSectionEnum('section').notNull(),
    catalogNodeId: uuid('catalog_node_id').references(() => catalogNodes.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Price in minor units of `currency` (cents). */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    negotiable: boolean('negotiable').notNull().default(false),
    rentalPeriod: rentalPeriodEnum('rental_period'),
    quantity: integer('quantity').notNull().default(1),
    zipCode: text('zip_code'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Division-specific attributes (make/model for cars, rooms/area for property, …). */
    attributes: jsonb('attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: activityStatusEnum('status').notNull().default('active'),
    draftState: draftStateEnum('draft_state').notNull().default('draft'),
    ...timestamps(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('listings_browse_idx').on(
      table.section,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('listings_newest_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('listings_owner_idx').on(table.ownerId),
    index('listings_catalog_node_idx').on(table.catalogNodeId),
    index('listings_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('listings_location_earth_idx').using(
      'gist',
      sql`ll_to_earth(${table.latitude}, ${table.longitude})`,
    ),
    check('listings_price_nonnegative', sql`${table.priceMinor} >= 0`),
    check('listings_quantity_nonnegative', sql`${table.quantity} >= 0`),
  ],
);

export const listingMedia = pgTable(
  'listing_media',
  {
    id: idColumn(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_media_listing_idx').on(table.listingId, table.position)],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type ListingMediaRow = typeof listingMedia.$inferSelect;
export type NewListingMediaRow = typeof listingMedia.$inferInsert;
