import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  catalogListingInput,
  mayEditListingsOf,
  productImportFileRules,
  type FieldError,
  type ListingInput,
  type MarketplaceSection,
  type ProductImportFilePreview,
  type ProductImportPreviewRow,
  type ProductImportRowsPage,
  type ProductImportRowsQuery,
  type ProductImportRun,
  type StoreImportPlatform,
  type StoreImportSelection,
  type StoreProduct,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client';
import type {
  ImportedListingRow,
  ImportedValues,
  ProductImportRow,
} from '../../db/schema/importing';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import type { Clock } from '../../lib/clock';
import { csvText } from '../../lib/csv';
import type { Actor, BatchListingSave, BatchSaveResult, ListingsService } from '../listings';
import {
  checkFileRow,
  columnHint,
  templateColumns,
  templateRows,
  type CheckedFileRow,
} from './file-columns';
import { formatOf, headOf, UnreadableFileError, workbookOf, type FileRow } from './file-reader';
import { productFileLimits, readProductFile, tooManyRows } from './file-reading';
import type { ImportingRepository, NewImportRow } from './importing.repository';
import { PictureFetchError, type PictureFetcher } from './picture-fetch';
import { picturesDigest, storeProductListing } from './store-product-input';

/** A page of a store's products, as a store source answers it. */
export interface StoreProductPage {
  products: StoreProduct[];
  nextCursor: string | null;
  total: number | null;
}

/** What the e-shop integrations module registers per platform (ADR 0063). */
export interface StoreSource {
  /**
   * The seller a connection belongs to (null: no such connection). The start route checks it;
   * a source without it can't be imported from through the route (only `startStoreImport`).
   */
  sellerOf?(connectionId: string): Promise<string | null>;
  fetchPage(connectionId: string, cursor: string | null): Promise<StoreProductPage>;
  fetchOne(connectionId: string, externalId: string): Promise<StoreProduct | null>;
  /** The catalog node the seller's mapping gives this product, if any. */
  catalogNodeFor(connectionId: string, product: StoreProduct): Promise<string | null>;
  /** The store's name (the brand of products without a vendor). */
  storeNameOf?(connectionId: string): Promise<string>;
}

export interface ImportingServiceDependencies {
  repository: ImportingRepository;
  listings: Pick<ListingsService, 'saveMany' | 'uploadMedia' | 'pause' | 'remove'>;
  /** The account behind a seller id (type and status), or undefined when it is gone. */
  accountOf: (id: string) => Promise<Actor | undefined>;
  /** The seller's pickup address: where imported store products are. */
  pickupAddressOf: (sellerId: string) => Promise<{ zip_code: string; city: string } | null>;
  /** Queues the run's job. */
  sendRun: (importId: string) => Promise<void>;
  /** Pushes a run's progress to its seller's live channel. */
  pushProgress: (sellerId: string, run: ProductImportRun) => void;
  withFetchedPictures: PictureFetcher;
  /** Where previewed files wait for their import (UPLOADS_DIR/.imports). */
  importsDir: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Rows per transaction (tests use small chunks). */
  chunkSize?: number;
}

export const importRunJobName = 'importing.run';
/** Retries of a run's job after its first try; a run whose last try fails ends as failed. */
export const importRunRetries = 5;
/** Why a run ended after its job's last try failed: what the seller reads (no internals). */
export const RUN_GAVE_UP =
  'The import stopped: the store or the file could not be read after several tries. ' +
  'Start it again; products already imported are updated, not added twice.';

/**
 * A run whose row has not moved for this long has no job left working it: a try updates the row
 * with every chunk, and a try lasts an hour at most (the job's timeout) before the next starts.
 */
export const STALE_RUN_MS = 3 * 60 * 60 * 1000;
/** A previewed file waits this long for its import; the preview is asked again after. */
export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

/** What a preview leaves beside the stored file, for the import that follows. */
interface PreviewMeta {
  sellerId: string;
  fileName: string;
  section: MarketplaceSection;
  format: 'csv' | 'xlsx';
  totalRows: number;
}

export function toRunDto(row: ProductImportRow): ProductImportRun {
  return {
    id: row.id,
    source: row.source as ProductImportRun['source'],
    connection_id: row.connectionId,
    section: row.section as MarketplaceSection,
    status: row.status as ProductImportRun['status'],
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    failed: row.failed,
    file_name: row.fileName,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Why a save was refused, as the row report says it. */
export function reasonsOf(error: unknown): FieldError[] {
  if (error instanceof AppError) {
    if (error.fields && error.fields.length > 0) return error.fields;
    return [{ field: '', message: error.userMessage }];
  }
  if (error instanceof PictureFetchError)
    return [{ field: 'picture_urls', message: error.message }];
  return [{ field: '', message: 'This row could not be saved' }];
}

const runNotFound = () => new NotFoundError('We could not find this import.');

export function createImportingService(deps: ImportingServiceDependencies) {
  const { repository, clock, log } = deps;
  const sources = new Map<StoreImportPlatform, StoreSource>();
  const chunkSize = deps.chunkSize ?? 500;

  async function actorOf(sellerId: string): Promise<Actor> {
    const actor = await deps.accountOf(sellerId);
    if (!actor) throw new NotFoundError('This account no longer exists.');
    return actor;
  }

  function assertSeller(actor: Pick<Actor, 'type'>) {
    if (actor.type !== 'SELLER') {
      throw new ForbiddenError('FORBIDDEN', 'Only sellers import products.');
    }
  }

  async function ownRun(sellerId: string, id: string): Promise<ProductImportRow> {
    const run = await repository.findRun(id);
    if (!run || run.sellerId !== sellerId) throw runNotFound();
    return run;
  }

  function push(run: ProductImportRow) {
    try {
      deps.pushProgress(run.sellerId, toRunDto(run));
    } catch (error) {
      log.warn({ err: error }, 'import progress could not be pushed');
    }
  }

  const previewDir = (sellerId: string) => path.join(deps.importsDir, sellerId);
  const previewPaths = (sellerId: string, uploadId: string) => ({
    file: path.join(previewDir(sellerId), `${uploadId}.upload`),
    meta: path.join(previewDir(sellerId), `${uploadId}.json`),
  });

  /** Each row checked, a repeated SKU refused on its later rows. */
  function checkRows(section: MarketplaceSection, rows: FileRow[]): CheckedFileRow[] {
    const firstRowOf = new Map<string, number>();
    return rows.map(({ rowNumber, values }) => {
      const checked = checkFileRow(section, values);
      if (checked.sku) {
        const first = firstRowOf.get(checked.sku.toLowerCase());
        if (first === undefined) firstRowOf.set(checked.sku.toLowerCase(), rowNumber);
        else {
          checked.errors.push({ field: 'sku', message: `This SKU is on row ${first} already` });
          checked.input = null;
        }
      }
      return checked;
    });
  }

  /** Saves one chunk: listings, their links, the rows' report and the run's counters at once. */
  async function saveChunk(
    actor: Actor,
    run: ProductImportRow,
    entries: {
      rowNumber: number;
      key: string | null;
      title: string | null;
      /** Null: the row failed before saving, with `errors`. */
      save: BatchListingSave | null;
      errors: FieldError[];
      link: Omit<ImportedListingRow, 'id' | 'createdAt' | 'updatedAt' | 'listingId'> | null;
      existed: boolean;
    }[],
    runPatch: Partial<ProductImportRow>,
  ): Promise<ProductImportRow> {
    const saving = entries.filter((entry) => entry.save);
    let advanced: ProductImportRow | undefined;
    await deps.listings.saveMany(
      actor,
      saving.map((entry) => entry.save!),
      async (tx: Queryable, results: BatchSaveResult[]) => {
        const queries = repository.within(tx);
        const resultOf = new Map(saving.map((entry, index) => [entry, results[index]!]));
        const rows: NewImportRow[] = [];
        const links: Parameters<typeof queries.upsertLinks>[0] = [];
        const add = { processed: entries.length, created: 0, updated: 0, failed: 0 };
        for (const entry of entries) {
          const result = resultOf.get(entry);
          if (!result || !result.ok) {
            add.failed += 1;
            rows.push({
              importId: run.id,
              rowNumber: entry.rowNumber,
              key: entry.key,
              title: entry.title,
              outcome: 'failed',
              listingId: null,
              errors: result && !result.ok ? reasonsOf(result.error) : entry.errors,
            });
            continue;
          }
          const outcome = result.created ? 'created' : 'updated';
          add[outcome] += 1;
          rows.push({
            importId: run.id,
            rowNumber: entry.rowNumber,
            key: entry.key,
            title: entry.title,
            outcome,
            listingId: result.listingId,
            errors: entry.errors,
          });
          if (entry.link) links.push({ ...entry.link, listingId: result.listingId });
        }
        await queries.upsertLinks(links);
        await queries.insertRows(rows);
        advanced = await queries.advanceRun(run.id, add, runPatch);
      },
    );
    return advanced!;
  }

  /** Pictures for a row: fetched and stored like uploads, or kept when they are the same. */
  async function picturesFor(
    actor: Actor,
    urls: readonly string[],
    link: ImportedListingRow | undefined,
  ): Promise<{ mediaIds: string[]; keepMedia: boolean; digest: string | undefined }> {
    if (urls.length === 0) return { mediaIds: [], keepMedia: Boolean(link), digest: undefined };
    const digest = picturesDigest(urls);
    if (link && link.lastImported.pictures === digest) {
      return { mediaIds: [], keepMedia: true, digest };
    }
    const media = await deps.withFetchedPictures(urls, (files) =>
      deps.listings.uploadMedia(actor, files),
    );
    return { mediaIds: media.map((m) => m.id), keepMedia: false, digest };
  }

  async function processFileRun(actor: Actor, run: ProductImportRow): Promise<ProductImportRow> {
    if (!run.filePath) throw new Error('a file import without its file');
    const section = run.section as MarketplaceSection;
    const { rows } = await readProductFile(run.filePath, formatOf(await headOf(run.filePath)));
    const checked = checkRows(section, rows);
    let current = run;
    for (let start = run.processed; start < rows.length; start += chunkSize) {
      const slice = rows.slice(start, start + chunkSize);
      const checks = checked.slice(start, start + chunkSize);
      const keys = checks.flatMap((c) => (c.input && c.sku ? [c.sku] : []));
      const links = await repository.linksByKeys(run.sellerId, 'file', keys);
      const entries = [];
      for (const [index, check] of checks.entries()) {
        const rowNumber = slice[index]!.rowNumber;
        const base = { rowNumber, key: check.sku, title: check.title, existed: false };
        if (!check.input || !check.sku) {
          entries.push({ ...base, save: null, errors: check.errors, link: null });
          continue;
        }
        const link = links.get(check.sku);
        let pictures;
        try {
          pictures = await picturesFor(actor, check.pictureUrls, link);
        } catch (error) {
          entries.push({ ...base, save: null, errors: reasonsOf(error), link: null });
          continue;
        }
        const input = { ...check.input, media_ids: pictures.mediaIds } as ListingInput;
        entries.push({
          ...base,
          existed: Boolean(link),
          errors: [],
          save: {
            listingId: link?.listingId ?? null,
            input,
            keepMedia: pictures.keepMedia,
            lastImported: link?.lastImported,
          },
          link: {
            sellerId: run.sellerId,
            source: 'file',
            connectionId: null,
            externalKey: check.sku,
            lastImported: {
              description: input.description,
              catalogNodeId: input.catalog_node_id ?? null,
              fingerprint: '',
              pictures: pictures.digest ?? link?.lastImported.pictures,
            },
          },
        });
      }
      current = await saveChunk(actor, current, entries, {});
      push(current);
    }
    return current;
  }

  /** Whether a product is in the run's selection. */
  function selected(selection: StoreImportSelection, product: StoreProduct): boolean {
    if ('all' in selection) return true;
    if ('collection_ids' in selection) {
      return product.collections.some((c) => selection.collection_ids.includes(c.id));
    }
    return selection.external_ids.includes(product.external_id);
  }

  /** The entry of one store product: its listing input, pictures and link. */
  async function storeEntry(
    actor: Actor,
    platform: StoreImportPlatform,
    connectionId: string,
    source: StoreSource,
    product: StoreProduct,
    rowNumber: number,
    context: { storeName: string; location: { zip_code: string; city: string } | null },
    link: ImportedListingRow | undefined,
  ) {
    const base = {
      rowNumber,
      key: product.external_id,
      title: product.title.slice(0, 200),
      existed: Boolean(link),
    };
    try {
      const catalogNodeId = await source.catalogNodeFor(connectionId, product);
      const draft = storeProductListing(product, { ...context, catalogNodeId, mediaIds: [] });
      const parsed = catalogListingInput.safeParse(draft.input);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          field: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        return { ...base, save: null, errors, link: null };
      }
      const pictures = await picturesFor(actor, product.image_urls, link);
      const input = { ...parsed.data, media_ids: pictures.mediaIds } as ListingInput;
      const lastImported: ImportedValues = {
        description: input.description,
        catalogNodeId: input.catalog_node_id ?? null,
        fingerprint: draft.fingerprint,
        pictures: pictures.digest ?? link?.lastImported.pictures,
      };
      return {
        ...base,
        errors: draft.draftReasons.map((reason) => ({
          field: reason.field,
          message: `Saved as a draft: ${reason.message}`,
        })),
        save: {
          listingId: link?.listingId ?? null,
          input,
          keepMedia: pictures.keepMedia,
          lastImported: link?.lastImported,
        },
        link: {
          sellerId: actor.id,
          source: platform,
          connectionId,
          externalKey: product.external_id,
          lastImported,
        },
      };
    } catch (error) {
      return { ...base, save: null, errors: reasonsOf(error), link: null };
    }
  }

  async function storeContext(
    sellerId: string,
    source: StoreSource,
    connectionId: string,
    platform: string,
  ) {
    const storeName = (await source.storeNameOf?.(connectionId)) ?? platform;
    const location = await deps.pickupAddressOf(sellerId);
    return { storeName, location };
  }

  function sourceOf(platform: StoreImportPlatform): StoreSource {
    const source = sources.get(platform);
    if (!source) {
      throw new ConflictError(`Importing from ${platform} is not available.`);
    }
    return source;
  }

  async function processStoreRun(actor: Actor, run: ProductImportRow): Promise<ProductImportRow> {
    const platform = run.source as StoreImportPlatform;
    const source = sourceOf(platform);
    const connectionId = run.connectionId!;
    const selection = run.state.selection ?? { all: true };
    const context = await storeContext(run.sellerId, source, connectionId, platform);
    let current = run;
    let cursor = run.state.cursor ?? null;
    let seen = run.state.seen ?? 0;
    for (;;) {
      const page = await source.fetchPage(connectionId, cursor);
      const products = page.products.filter((product) => selected(selection, product));
      const links = await repository.linksByKeys(
        run.sellerId,
        platform,
        products.map((p) => p.external_id),
      );
      const entries = [];
      for (const [index, product] of products.entries()) {
        entries.push(
          await storeEntry(
            actor,
            platform,
            connectionId,
            source,
            product,
            seen + index + 1,
            context,
            links.get(product.external_id),
          ),
        );
      }
      seen += products.length;
      const total =
        'external_ids' in selection
          ? selection.external_ids.length
          : 'all' in selection && page.total !== null
            ? page.total
            : current.total;
      current = await saveChunk(actor, current, entries, {
        total: page.nextCursor ? total : Math.max(seen, current.processed + entries.length),
        state: { ...current.state, selection, cursor: page.nextCursor, seen },
      });
      push(current);
      if (!page.nextCursor) return current;
      cursor = page.nextCursor;
    }
  }

  return {
    registerStoreSource(platform: StoreImportPlatform, source: StoreSource): void {
      sources.set(platform, source);
    },

    hasStoreSource: (platform: StoreImportPlatform) => sources.has(platform),

    /** Whether the connection is this seller's (and its platform's source is registered). */
    async ownsConnection(
      sellerId: string,
      platform: StoreImportPlatform,
      connectionId: string,
    ): Promise<boolean> {
      const source = sources.get(platform);
      if (!source?.sellerOf) return false;
      return (await source.sellerOf(connectionId)) === sellerId;
    },

    /** The template of a division's file: CSV, or a workbook with an instructions sheet. */
    async template(
      section: MarketplaceSection,
      format: 'csv' | 'xlsx',
    ): Promise<{ body: Buffer; fileName: string; contentType: string }> {
      const rows = templateRows(section);
      const fileName = `bazaar-import-${section}.${format}`;
      if (format === 'csv') {
        return {
          body: Buffer.from(csvText(rows[0]!, rows.slice(1))),
          fileName,
          contentType: 'text/csv; charset=utf-8',
        };
      }
      const hints = templateColumns(section).map(columnHint);
      return {
        body: await workbookOf(rows, hints, section),
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },

    /** Checks every row of an uploaded file; nothing is written but the file, kept for the import. */
    async previewFile(
      actor: Actor,
      section: MarketplaceSection,
      file: UploadedFile,
    ): Promise<ProductImportFilePreview> {
      assertSeller(actor);
      const format = formatOf(file.head);
      let read;
      try {
        read = await readProductFile(file.path, format);
      } catch (error) {
        if (error instanceof UnreadableFileError) {
          throw new ValidationError([{ field: 'file', message: error.message }], error.message);
        }
        throw error;
      }
      if (read.rows.length > productFileLimits.maxRows) {
        throw tooManyRows();
      }
      const fileErrors: string[] = [];
      const known = new Set(templateColumns(section));
      if (!read.columns.includes('sku')) fileErrors.push('The file has no "sku" column');
      if (!read.columns.includes('title')) fileErrors.push('The file has no "title" column');
      const unknown = read.columns.filter((column) => !known.has(column));
      if (unknown.length > 0) {
        fileErrors.push(`These columns are not used: ${unknown.slice(0, 10).join(', ')}`);
      }
      if (!mayEditListingsOf(section, actor.type)) {
        fileErrors.push("Your account can't add listings in this division");
      }
      const checked = checkRows(section, read.rows);
      const errors: ProductImportPreviewRow[] = [];
      const sample: ProductImportPreviewRow[] = [];
      let valid = 0;
      checked.forEach((row, index) => {
        const previewRow = {
          row_number: read.rows[index]!.rowNumber,
          sku: row.sku,
          title: row.title,
          errors: row.errors,
        };
        if (row.input) {
          valid += 1;
          if (sample.length < productImportFileRules.previewSampleRows) sample.push(previewRow);
        } else if (errors.length < productImportFileRules.previewMaxErrorRows) {
          errors.push(previewRow);
        }
      });
      const keys = checked.flatMap((row) => (row.input && row.sku ? [row.sku] : []));
      const updates = (await repository.linksByKeys(actor.id, 'file', keys)).size;

      const uploadId = randomUUID();
      const paths = previewPaths(actor.id, uploadId);
      await mkdir(previewDir(actor.id), { recursive: true });
      await copyFile(file.path, paths.file);
      const meta: PreviewMeta = {
        sellerId: actor.id,
        fileName: file.filename.slice(0, 200),
        section,
        format,
        totalRows: read.rows.length,
      };
      await writeFile(paths.meta, JSON.stringify(meta));
      return {
        upload_id: uploadId,
        file_name: meta.fileName,
        section,
        total_rows: read.rows.length,
        valid_rows: valid,
        error_rows: read.rows.length - valid,
        updates,
        sample,
        errors,
        file_errors: fileErrors,
      };
    },

    /** Starts importing a previewed file: a run, worked by a job. */
    async startFileImport(actor: Actor, uploadId: string): Promise<ProductImportRun> {
      assertSeller(actor);
      const paths = previewPaths(actor.id, uploadId);
      let meta: PreviewMeta;
      try {
        meta = JSON.parse(await readFile(paths.meta, 'utf8')) as PreviewMeta;
      } catch {
        throw new NotFoundError('This upload is no longer here. Upload the file again, please.');
      }
      if (meta.sellerId !== actor.id) throw new NotFoundError();
      if (!mayEditListingsOf(meta.section, actor.type)) {
        throw new ForbiddenError('FORBIDDEN', "You can't add or edit listings in this division.");
      }
      const runFile = path.join(deps.importsDir, 'runs', `${uploadId}.upload`);
      await mkdir(path.dirname(runFile), { recursive: true });
      await copyFile(paths.file, runFile);
      await rm(paths.meta, { force: true });
      await rm(paths.file, { force: true });
      const run = await repository.insertRun({
        sellerId: actor.id,
        source: 'file',
        section: meta.section,
        status: 'queued',
        total: meta.totalRows,
        fileName: meta.fileName,
        filePath: runFile,
      });
      await deps.sendRun(run.id);
      push(run);
      return toRunDto(run);
    },

    /** Starts importing a connected store's products (all, by collection or by hand). */
    async startStoreImport(
      sellerId: string,
      request: {
        platform: StoreImportPlatform;
        connectionId: string;
        selection: StoreImportSelection;
      },
    ): Promise<ProductImportRun> {
      const actor = await actorOf(sellerId);
      assertSeller(actor);
      sourceOf(request.platform);
      const run = await repository.insertRun({
        sellerId,
        source: request.platform,
        connectionId: request.connectionId,
        section: 'catalog',
        status: 'queued',
        total: 'external_ids' in request.selection ? request.selection.external_ids.length : null,
        state: { selection: request.selection, cursor: null, seen: 0 },
      });
      await deps.sendRun(run.id);
      push(run);
      return toRunDto(run);
    },

    /**
     * The job's work: the run from where it stopped (its counters and cursor are saved with each
     * chunk), to the end. A throw leaves the run where it was, for the job's retry.
     */
    async processRun(importId: string): Promise<void> {
      let run = await repository.findRun(importId);
      if (!run || run.status === 'done' || run.status === 'failed') return;
      const actor = await deps.accountOf(run.sellerId);
      if (!actor) {
        await repository.updateRun(run.id, {
          status: 'failed',
          error: 'The account is gone',
          finishedAt: clock.now(),
        });
        return;
      }
      const tries = (run.state.tries ?? 0) + 1;
      run = await repository.updateRun(run.id, {
        status: 'running',
        startedAt: run.startedAt ?? clock.now(),
        error: null,
        state: { ...run.state, tries },
      });
      push(run);
      try {
        run =
          run.source === 'file'
            ? await processFileRun(actor, run)
            : await processStoreRun(actor, run);
      } catch (error) {
        if (error instanceof AppError) {
          // A refusal (no such source any more…) will not go away by trying again.
          run = await repository.updateRun(importId, {
            status: 'failed',
            error: error.userMessage,
            finishedAt: clock.now(),
          });
          push(run);
          return;
        }
        if (tries > importRunRetries) {
          // The job's last try: the run ends, so the seller is not left with one running forever.
          log.warn({ err: error, importId, tries }, 'an import stopped on its last try');
          run = await repository.updateRun(importId, {
            status: 'failed',
            error: RUN_GAVE_UP,
            finishedAt: clock.now(),
          });
          push(run);
          return;
        }
        log.warn({ err: error, importId }, 'an import stopped; it resumes at its cursor');
        throw error;
      }
      const filePath = run.filePath;
      run = await repository.updateRun(run.id, {
        status: 'done',
        finishedAt: clock.now(),
        total: run.processed,
        filePath: null,
      });
      if (filePath) await rm(filePath, { force: true });
      push(run);
    },

    async listRuns(sellerId: string): Promise<ProductImportRun[]> {
      return (await repository.runsOf(sellerId, 50)).map(toRunDto);
    },

    async getRun(sellerId: string, id: string): Promise<ProductImportRun> {
      return toRunDto(await ownRun(sellerId, id));
    },

    async rowsOf(
      sellerId: string,
      id: string,
      query: ProductImportRowsQuery,
    ): Promise<ProductImportRowsPage> {
      await ownRun(sellerId, id);
      const { items, total } = await repository.rowsOf(
        id,
        query.outcome,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        items: items.map((row) => ({
          row_number: row.rowNumber,
          key: row.key,
          title: row.title,
          outcome: row.outcome as 'created' | 'updated' | 'failed',
          listing_id: row.listingId,
          errors: row.errors,
        })),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },

    /**
     * A product a webhook or a re-sync brought: updated like in a run, no run kept. Only a
     * product imported before is applied; one new to Bazaar is imported only by an import the
     * seller starts (ADR 0063), so a product the seller did not choose never becomes a listing.
     * Answers whether the product was applied.
     */
    async applyStoreProduct(
      sellerId: string,
      platform: StoreImportPlatform,
      connectionId: string,
      product: StoreProduct,
    ): Promise<boolean> {
      const links = await repository.linksByKeys(sellerId, platform, [product.external_id]);
      const link = links.get(product.external_id);
      if (!link) return false;
      const actor = await actorOf(sellerId);
      const source = sourceOf(platform);
      const context = await storeContext(sellerId, source, connectionId, platform);
      const entry = await storeEntry(
        actor,
        platform,
        connectionId,
        source,
        product,
        1,
        context,
        link,
      );
      if (!entry.save) {
        log.warn({ platform, errors: entry.errors }, 'a store product was not applied');
        return false;
      }
      const [result] = await deps.listings.saveMany(actor, [entry.save], async (tx, results) => {
        const saved = results[0];
        if (saved?.ok && entry.link) {
          await repository.within(tx).upsertLinks([{ ...entry.link, listingId: saved.listingId }]);
        }
      });
      if (result && !result.ok) {
        log.warn({ platform, errors: reasonsOf(result.error) }, 'a store product was not applied');
        return false;
      }
      return true;
    },

    /** How many listings were imported through each of the connections (absent: none). */
    async countImportedByConnection(
      connectionIds: readonly string[],
    ): Promise<Map<string, number>> {
      return repository.countLinksByConnection(connectionIds);
    },

    /** A product deleted in the store: its listing goes. */
    async removeStoreProduct(
      sellerId: string,
      platform: StoreImportPlatform,
      _connectionId: string,
      externalId: string,
    ): Promise<void> {
      const link = (await repository.linksByKeys(sellerId, platform, [externalId])).get(externalId);
      if (!link) return;
      const actor = await actorOf(sellerId);
      try {
        await deps.listings.remove(actor, 'catalog', link.listingId);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
      await repository.deleteLink(link.id);
    },

    /**
     * Deletes the listings imported from a connection (the seller's choice once a store is gone
     * or detached); a listing already deleted by hand is skipped. Answers how many went.
     */
    async deleteImportedFrom(
      sellerId: string,
      platform: StoreImportPlatform,
      connectionId: string,
    ): Promise<number> {
      const links = await repository.linksOfConnection(sellerId, platform, connectionId);
      if (links.length === 0) return 0;
      const actor = await actorOf(sellerId);
      let deleted = 0;
      for (const link of links) {
        try {
          await deps.listings.remove(actor, 'catalog', link.listingId);
          deleted += 1;
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
        }
        await repository.deleteLink(link.id);
      }
      return deleted;
    },

    /**
     * The hourly clean-up: runs whose job died without saying so end as failed (the seller can
     * start them again), and previewed or run files nobody will read any more are removed.
     */
    async cleanUp(): Promise<{ runsFailed: number; filesRemoved: number }> {
      const now = clock.now();
      const stale = await repository.failStaleRuns(
        new Date(now.getTime() - STALE_RUN_MS),
        RUN_GAVE_UP,
        now,
      );
      for (const run of stale) push(run);
      const kept = new Set(await repository.activeRunFiles());
      const cutoff = now.getTime() - PREVIEW_KEPT_MS;
      let filesRemoved = 0;
      const folders = await readdir(deps.importsDir, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        const dir = path.join(deps.importsDir, folder.name);
        for (const name of await readdir(dir).catch(() => [])) {
          const file = path.join(dir, name);
          if (kept.has(file)) continue;
          const info = await stat(file).catch(() => null);
          if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
          await rm(file, { force: true });
          filesRemoved += 1;
        }
      }
      return { runsFailed: stale.length, filesRemoved };
    },

    /** Pauses the listings imported from a connection (the app was removed); answers how many. */
    async pauseImportedFrom(
      sellerId: string,
      platform: StoreImportPlatform,
      connectionId: string,
    ): Promise<number> {
      const links = await repository.linksOfConnection(sellerId, platform, connectionId);
      if (links.length === 0) return 0;
      const actor = await actorOf(sellerId);
      let paused = 0;
      for (const link of links) {
        try {
          await deps.listings.pause(actor, 'catalog', link.listingId);
          paused += 1;
        } catch (error) {
          log.warn({ err: error }, 'an imported listing could not be paused');
        }
      }
      return paused;
    },
  };
}

export type ImportingService = ReturnType<typeof createImportingService>;
