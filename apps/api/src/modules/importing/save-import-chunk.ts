import type { FieldError } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { ImportedListingRow, ProductImportRow } from '../../db/schema/importing';
import type { Actor, BatchListingSave, BatchSaveResult } from '../listings';
import { reasonsOf, type ImportingServiceDependencies } from './import-run';
import type { NewImportRow } from './import-run-queries';
import { picturesDigest } from './store-product-input';

/** One row of a chunk, ready to save or already refused. */
export interface ImportEntry {
  rowNumber: number;
  key: string | null;
  title: string | null;
  /** Null: the row failed before saving, with `errors`. */
  save: BatchListingSave | null;
  errors: FieldError[];
  link: Omit<ImportedListingRow, 'id' | 'createdAt' | 'updatedAt' | 'listingId'> | null;
  existed: boolean;
}

/** Saves one chunk: listings, their links, the rows' report and the run's counters at once. */
export async function saveImportChunk(
  { listings, repository }: Pick<ImportingServiceDependencies, 'listings' | 'repository'>,
  actor: Actor,
  run: ProductImportRow,
  entries: ImportEntry[],
  runPatch: Partial<ProductImportRow>,
): Promise<ProductImportRow> {
  const saving = entries.filter((entry) => entry.save);
  let advanced: ProductImportRow | undefined;
  await listings.saveMany(
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
export async function picturesFor(
  {
    listings,
    withFetchedPictures,
  }: Pick<ImportingServiceDependencies, 'listings' | 'withFetchedPictures'>,
  actor: Actor,
  urls: readonly string[],
  link: ImportedListingRow | undefined,
): Promise<{ mediaIds: string[]; keepMedia: boolean; digest: string | undefined }> {
  if (urls.length === 0) return { mediaIds: [], keepMedia: Boolean(link), digest: undefined };
  const digest = picturesDigest(urls);
  if (link && link.lastImported.pictures === digest) {
    return { mediaIds: [], keepMedia: true, digest };
  }
  const media = await withFetchedPictures(urls, (files) => listings.uploadMedia(actor, files));
  return { mediaIds: media.map((m) => m.id), keepMedia: false, digest };
}
