import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FieldError } from '@bazaar/contracts';
import { idColumn, timestamps } from './columns';
import { listings } from './listings';
import { users } from './users';

/*
 * Product imports (issue 20, ADR 0063): runs from a file or a connected e-shop, the outcome of
 * each of their rows, and the link of each imported product to the listing it became.
 */

/** What a run remembers to resume: the store's selection and paging cursor. */
export interface ImportRunState {
  selection?: { all: true } | { collection_ids: string[] } | { external_ids: string[] };
  /** The store's page cursor of the next page to read (null: the first page). */
  cursor?: string | null;
  /** How many products of the store were seen before `cursor` (row numbers go on from it). */
  seen?: number;
  /** How many tries of the run's job have started (the last one failing ends the run as failed). */
  tries?: number;
}

export const productImports = pgTable(
  'product_imports',
  {
    id: idColumn(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'file' | 'shopify' | 'shopline' | 'bigcommerce'. */
    source: text('source').notNull(),
    /** The e-shop connection (eshop-integrations module's) a store run reads from. */
    connectionId: uuid('connection_id'),
    section: text('section').notNull(),
    /** 'queued' | 'running' | 'done' | 'failed'. */
    status: text('status').notNull().default('queued'),
    total: integer('total'),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    fileName: text('file_name'),
    /** The stored upload of a file run (under UPLOADS_DIR/.imports); removed when it is done. */
    filePath: text('file_path'),
    state: jsonb('state').$type<ImportRunState>().notNull().default({}),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('product_imports_seller_idx').on(table.sellerId, table.createdAt),
    check(
      'product_imports_counts_not_negative',
      sql`${table.processed} >= 0 and ${table.created} >= 0 and ${table.updated} >= 0 and ${table.failed} >= 0`,
    ),
  ],
);

export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    key: text('key'),
    title: text('title'),
    /** 'created' | 'updated' | 'failed'. */
    outcome: text('outcome').notNull(),
    listingId: uuid('listing_id'),
    errors: jsonb('errors').$type<FieldError[]>().notNull().default([]),
  },
  (table) => [uniqueIndex('product_import_rows_pk').on(table.importId, table.rowNumber)],
);

/** The last values an import wrote, to tell the seller's own edits from the source's. */
export interface ImportedValues {
  description: string;
  catalogNodeId: string | null;
  /** A hash of everything else the source owns; an unchanged product is not written again. */
  fingerprint: string;
  /** A digest of the picture addresses last fetched (same addresses: not fetched again). */
  pictures?: string;
}

export const importedListings = pgTable(
  'imported_listings',
  {
    id: idColumn(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    connectionId: uuid('connection_id'),
    /** The SKU (file) or the store's product id. */
    externalKey: text('external_key').notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    lastImported: jsonb('last_imported').$type<ImportedValues>().notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('imported_listings_key_idx').on(table.sellerId, table.source, table.externalKey),
    index('imported_listings_connection_idx').on(table.connectionId),
    index('imported_listings_listing_idx').on(table.listingId),
  ],
);

export type ProductImportRow = typeof productImports.$inferSelect;
export type ImportedListingRow = typeof importedListings.$inferSelect;
