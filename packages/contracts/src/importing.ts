// Product importing (issue 20, ADR 0063): runs from a file or a connected e-shop, their per-row
// report, the file preview, and the live progress event.
import { z } from 'zod';
import { marketplaceSections } from './enums';
import { fieldErrorSchema } from './error-envelope';

/** Where a run's products come from. */
export const productImportSources = ['file', 'shopify', 'shopline', 'bigcommerce'] as const;
export type ProductImportSource = (typeof productImportSources)[number];

/** The store platforms (a source other than a file). */
export const storeImportPlatforms = ['shopify', 'shopline', 'bigcommerce'] as const;
export type StoreImportPlatform = (typeof storeImportPlatforms)[number];

export const productImportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ProductImportStatus = (typeof productImportStatuses)[number];

/** One import run, as `GET /products/me/imports` lists it. */
export const productImportRun = z
  .object({
    id: z.uuid(),
    source: z.enum(productImportSources),
    /** The e-shop connection a store run reads from; null for a file. */
    connection_id: z.uuid().nullable(),
    /** The division a file run imports into; store runs import into Shop Hub ('catalog'). */
    section: z.enum(marketplaceSections),
    status: z.enum(productImportStatuses),
    /** Rows (file) or products (store) the run covers; null until a store says how many. */
    total: z.number().int().nonnegative().nullable(),
    processed: z.number().int().nonnegative(),
    created: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    file_name: z.string().nullable(),
    /** Why the whole run stopped (status 'failed'); rows carry their own reasons. */
    error: z.string().nullable(),
    created_at: z.iso.datetime(),
    started_at: z.iso.datetime().nullable(),
    finished_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ProductImportRun' });
export type ProductImportRun = z.infer<typeof productImportRun>;

export const productImportRunList = z.object({ items: z.array(productImportRun) });
export type ProductImportRunList = z.infer<typeof productImportRunList>;

export const productImportRowOutcomes = ['created', 'updated', 'failed'] as const;
export type ProductImportRowOutcome = (typeof productImportRowOutcomes)[number];

/** One row of a run's report. */
export const productImportRowReport = z
  .object({
    /** The file's row number (the header is row 1), or the product's position in a store run. */
    row_number: z.number().int().positive(),
    /** The SKU (file) or the store's product id. */
    key: z.string().nullable(),
    title: z.string().nullable(),
    outcome: z.enum(productImportRowOutcomes),
    listing_id: z.uuid().nullable(),
    /** Why the row failed: field → message (field '' for the whole row). */
    errors: z.array(fieldErrorSchema),
  })
  .meta({ id: 'ProductImportRowReport' });
export type ProductImportRowReport = z.infer<typeof productImportRowReport>;

export const productImportRowsQuery = z.object({
  outcome: z.enum(productImportRowOutcomes).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type ProductImportRowsQuery = z.infer<typeof productImportRowsQuery>;

export const productImportRowsPage = z.object({
  items: z.array(productImportRowReport),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type ProductImportRowsPage = z.infer<typeof productImportRowsPage>;

/** File formats a seller may upload, and the template formats. */
export const productImportFileFormats = ['csv', 'xlsx'] as const;
export type ProductImportFileFormat = (typeof productImportFileFormats)[number];

/** Limits of a file import. */
export const productImportFileRules = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 50_000,
  /** Columns of a row: a cell further right refuses the file (the templates have under 30). */
  maxColumns: 100,
  /** Characters of one cell: Excel's own limit per cell. */
  maxCellChars: 32_767,
  /** What a workbook (a ZIP) may expand to, all its parts together, measured before reading. */
  maxExpandedBytes: 100 * 1024 * 1024,
  /** How many valid rows the preview shows as a sample. */
  previewSampleRows: 20,
  /** How many rows with errors the preview lists (the count covers all). */
  previewMaxErrorRows: 500,
} as const;

/** A row of the preview: what would be imported, or why not. */
export const productImportPreviewRow = z.object({
  row_number: z.number().int().positive(),
  sku: z.string().nullable(),
  title: z.string().nullable(),
  /** Empty when the row is valid. */
  errors: z.array(fieldErrorSchema),
});
export type ProductImportPreviewRow = z.infer<typeof productImportPreviewRow>;

/** The answer to an upload (`POST /products/me/imports/file/preview`): nothing is written yet. */
export const productImportFilePreview = z
  .object({
    /** Names the stored upload for `POST /products/me/imports/file`. */
    upload_id: z.uuid(),
    file_name: z.string(),
    section: z.enum(marketplaceSections),
    total_rows: z.number().int().nonnegative(),
    valid_rows: z.number().int().nonnegative(),
    error_rows: z.number().int().nonnegative(),
    /** Of the valid rows, how many update an existing listing (same SKU). */
    updates: z.number().int().nonnegative(),
    /** The first valid rows, for a look. */
    sample: z.array(productImportPreviewRow),
    /** Every row with errors (up to previewMaxErrorRows), in file order. */
    errors: z.array(productImportPreviewRow),
    /** Problems of the file as a whole (unknown columns, no SKU column…). */
    file_errors: z.array(z.string()),
  })
  .meta({ id: 'ProductImportFilePreview' });
export type ProductImportFilePreview = z.infer<typeof productImportFilePreview>;

/** Start importing a previewed file; rows with errors are reported as failed, the rest go in. */
export const startFileImportRequest = z.object({ upload_id: z.uuid() });
export type StartFileImportRequest = z.infer<typeof startFileImportRequest>;

/** Which of a store's products to import. */
export const storeImportSelection = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ collection_ids: z.array(z.string().min(1).max(200)).min(1).max(500) }),
  z.object({ external_ids: z.array(z.string().min(1).max(200)).min(1).max(10_000) }),
]);
export type StoreImportSelection = z.infer<typeof storeImportSelection>;

/** `POST /products/me/imports/store`. */
export const startStoreImportRequest = z.object({
  platform: z.enum(storeImportPlatforms),
  connection_id: z.uuid(),
  selection: storeImportSelection,
});
export type StartStoreImportRequest = z.infer<typeof startStoreImportRequest>;

/** Sent on the importing namespace whenever a run of the account moves (at most a few per second). */
export const productImportProgressEvent = productImportRun;
export type ProductImportProgressEvent = ProductImportRun;

/** The columns of a file import: common to every division first, then the division's own. */
export const productImportCommonColumns = [
  'sku',
  'title',
  'description',
  'price',
  'currency',
  'quantity',
  'negotiable',
  'catalog_node_id',
  'zip_code',
  'city',
  'picture_urls',
  'publish',
] as const;

export const productImportIdParams = z.object({ id: z.uuid() });
export const productImportTemplateParams = z.object({ section: z.enum(marketplaceSections) });
export const productImportTemplateQuery = z.object({
  format: z.enum(productImportFileFormats).default('csv'),
});
export const productImportPreviewQuery = z.object({ section: z.enum(marketplaceSections) });
