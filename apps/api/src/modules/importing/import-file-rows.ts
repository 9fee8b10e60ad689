import type { ListingInput, MarketplaceSection } from '@bazaar/contracts';
import type { ProductImportRow } from '../../db/schema/importing';
import type { Actor } from '../listings';
import { checkFileRows } from './check-file-rows';
import { formatOf, headOf } from './file-reader';
import { readProductFile } from './file-reading';
import { pushRun, reasonsOf, type ImportingServiceDependencies } from './import-run';
import { picturesFor, saveImportChunk, type ImportEntry } from './save-import-chunk';

export type ImportFileRowsDependencies = Pick<
  ImportingServiceDependencies,
  'repository' | 'listings' | 'withFetchedPictures' | 'pushProgress' | 'log'
> & { chunkSize: number };

/** A file run's rows, chunk by chunk from where the run stopped. */
export async function importFileRows(
  deps: ImportFileRowsDependencies,
  actor: Actor,
  run: ProductImportRow,
): Promise<ProductImportRow> {
  const { repository, chunkSize } = deps;
  if (!run.filePath) throw new Error('a file import without its file');
  const section = run.section as MarketplaceSection;
  const { rows } = await readProductFile(run.filePath, formatOf(await headOf(run.filePath)));
  const checked = checkFileRows(section, rows);
  let current = run;
  for (let start = run.processed; start < rows.length; start += chunkSize) {
    const slice = rows.slice(start, start + chunkSize);
    const checks = checked.slice(start, start + chunkSize);
    const keys = checks.flatMap((c) => (c.input && c.sku ? [c.sku] : []));
    const links = await repository.linksByKeys(run.sellerId, 'file', keys);
    const entries: ImportEntry[] = [];
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
        pictures = await picturesFor(deps, actor, check.pictureUrls, link);
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
    current = await saveImportChunk(deps, actor, current, entries, {});
    pushRun(deps, current);
  }
  return current;
}
