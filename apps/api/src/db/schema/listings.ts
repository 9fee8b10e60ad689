import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { marketplaceSections } from '@bazaar/contracts';
import { catalogNodes } from './catalog';
import { idColumn, timestamps, newestFirst } from './columns';
import {
  activityStatusEnum,
  draftStateEnum,
  marketplaceSectionEnum,
  rentalPeriodEnum,
} from './enums';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What full-text search reads (ADR 0020): the title weighs most, then attribute and parameter
 * values, then the description; `bazaar_search` is the 'simple' configuration with unaccent, as
 * listings are in English and German.
 */
const searchDocument = sql`setweight(to_tsvector('bazaar_search'::regconfig, title), 'A') || setweight(jsonb_to_tsvector('bazaar_search'::regconfig, attributes || parameters, '["string"]'), 'B') || setweight(to_tsvector('bazaar_search'::regconfig, description), 'C')`;

/** The columns a radius page reads from the division's GiST index besides the position. */
const radiusIndexIncludes = 'created_at, id, price_minor, latitude, longitude';

/** Published, active listings: what the public indexes cover. */
const publicListing = sql`status = 'active' and draft_state = 'sent'`;

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
    /** Price in minor units of `currency` (cents); a draft may not have one yet. */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: char('currency', { length: 3 }),
    negotiable: boolean('negotiable').notNull().default(false),
    rentalPeriod: rentalPeriodEnum('rental_period'),
    quantity: integer('quantity').notNull().default(1),
    zipCode: text('zip_code'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * Division attributes (make/model for cars, rooms/area for property, …), validated by the
     * contracts' schema of the division. Variants and the rental period have their own columns.
     */
    attributes: jsonb('attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Extra attributes asked for by the catalog node (colour, warranty, floor…). */
    parameters: jsonb('parameters')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: activityStatusEnum('status').notNull().default('active'),
    draftState: draftStateEnum('draft_state').notNull().default('draft'),
    /** Why an administrator blocked the listing; shown to its owner. */
    blockedReason: text('blocked_reason'),
    ...timestamps(),
    /** When the listing was first published (draft_state 'sent'). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Kept by the database from the title, attributes, parameters and description. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchDocument),
  },
  (table) => [
    index('listings_browse_idx').on(
      table.section,
      table.status,
      ...newestFirst(table.createdAt, table.id),
    ),
    index('listings_newest_idx').on(...newestFirst(table.createdAt, table.id)),
    // The owner's lists by division (and status), most recently changed first.
    index('listings_owner_section_idx').on(
      table.ownerId,
      table.section,
      ...newestFirst(table.updatedAt, table.id),
    ),
    index('listings_owner_status_idx').on(
      table.ownerId,
      table.section,
      table.status,
      ...newestFirst(table.updatedAt, table.id),
    ),
    // The seller page and the administrators' owner filter, newest first.
    index('listings_owner_newest_idx').on(table.ownerId, ...newestFirst(table.createdAt, table.id)),
    // The administrators' status filter across divisions.
    index('listings_status_newest_idx').on(table.status, ...newestFirst(table.createdAt, table.id)),
    // New listings per period and division (administrators' statistics): read from the index
    // alone, without the rows.
    index('listings_created_section_idx').on(table.createdAt, table.section),
    index('listings_catalog_node_idx').on(table.catalogNodeId),
    index('listings_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    // Search and distance per division: one partial index each, so a division's query reads
    // only its own entries (ADR 0020).
    ...marketplaceSections.flatMap((section) => {
      const name = section.replace(/-/g, '_');
      const inSection = sql`section = ${sql.raw(`'${section}'`)} and ${publicListing}`;
      return [
        index(`listings_search_${name}_idx`).using('gin', table.searchVector).where(inSection),
        // A radius page reads the listings in the radius from this index alone (an index-only
        // scan): the included columns are what it sorts by and checks the exact distance on.
        // Drizzle cannot declare INCLUDE, so it follows the indexed expression in its text.
        // `earth_point`, not earthdistance's `ll_to_earth`, whose body needs the search path
        // (migration 0043): pg_restore and autovacuum could not build or analyze it.
        index(`listings_radius_${name}_idx`)
          .using(
            'gist',
            sql`earth_point(${table.latitude}, ${table.longitude})) include (${sql.raw(
              radiusIndexIncludes,
            )}`,
          )
          .where(inSection),
      ];
    }),
    // Public result pages of a division: newest first, and by price either way.
    index('listings_public_newest_idx')
      .on(table.section, ...newestFirst(table.createdAt, table.id))
      .where(publicListing),
    index('listings_public_price_idx')
      .on(table.section, table.priceMinor, table.id)
      .where(publicListing),
    index('listings_public_node_newest_idx')
      .on(table.catalogNodeId, ...newestFirst(table.createdAt, table.id))
      .where(publicListing),
    check('listings_price_nonnegative', sql`${table.priceMinor} >= 0`),
    check('listings_quantity_nonnegative', sql`${table.quantity} >= 0`),
    // Only drafts may lack a price.
    check(
      'listings_published_has_price',
      sql`${table.draftState} = 'draft' or (${table.priceMinor} is not null and ${table.currency} is not null)`,
    ),
  ],
);

/**
 * Pictures of listings. A picture is uploaded before its listing is saved: until then (and after
 * it is taken off a listing, or its listing is deleted) `listing_id` is null, and unattached
 * pictures older than a day are purged with their files.
 */
export const listingMedia = pgTable(
  'listing_media',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listing_media_listing_idx').on(table.listingId, table.position),
    index('listing_media_owner_idx').on(table.ownerId),
    index('listing_media_unattached_idx')
      .on(table.createdAt)
      .where(sql`${table.listingId} is null`),
  ],
);

/** PDF documents of listings; attached like pictures, and purged the same way. */
export const listingDocuments = pgTable(
  'listing_documents',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** The file name shown to buyers (the uploaded name, cleaned). */
    name: text('name').notNull(),
    url: text('url').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listing_documents_listing_idx').on(table.listingId, table.position),
    index('listing_documents_owner_idx').on(table.ownerId),
    index('listing_documents_unattached_idx')
      .on(table.createdAt)
      .where(sql`${table.listingId} is null`),
    check('listing_documents_size_nonnegative', sql`${table.sizeBytes} >= 0`),
  ],
);

/** Variants of a Shop Hub product (size, colour…), each with its own price and stock. */
export const listingVariants = pgTable(
  'listing_variants',
  {
    id: idColumn(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    sku: text('sku'),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('listing_variants_listing_idx').on(table.listingId, table.position),
    check('listing_variants_price_nonnegative', sql`${table.priceMinor} >= 0`),
    check('listing_variants_quantity_nonnegative', sql`${table.quantity} >= 0`),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type ListingMediaRow = typeof listingMedia.$inferSelect;
export type NewListingMediaRow = typeof listingMedia.$inferInsert;
export type ListingDocumentRow = typeof listingDocuments.$inferSelect;
export type NewListingDocumentRow = typeof listingDocuments.$inferInsert;
export type ListingVariantRow = typeof listingVariants.$inferSelect;
export type NewListingVariantRow = typeof listingVariants.$inferInsert;
