import type {
  ProductImportRowsPage,
  ProductImportRowsQuery,
  ProductImportRun,
} from '@bazaar/contracts';
import type { ProductImportRow } from '../../db/schema/importing';
import { NotFoundError } from '../../errors';
import type { ImportingRepository } from './importing.repository';
import { toRunDto } from './import-run';

async function ownRun(
  repository: ImportingRepository,
  sellerId: string,
  id: string,
): Promise<ProductImportRow> {
  const run = await repository.findRun(id);
  if (!run || run.sellerId !== sellerId) {
    throw new NotFoundError('We could not find this import.');
  }
  return run;
}

/** A seller's latest runs. */
export async function listRuns(
  repository: ImportingRepository,
  sellerId: string,
): Promise<ProductImportRun[]> {
  return (await repository.runsOf(sellerId, 50)).map(toRunDto);
}

export async function getRun(
  repository: ImportingRepository,
  sellerId: string,
  id: string,
): Promise<ProductImportRun> {
  return toRunDto(await ownRun(repository, sellerId, id));
}

/** A page of a run's row report. */
export async function runRows(
  repository: ImportingRepository,
  sellerId: string,
  id: string,
  query: ProductImportRowsQuery,
): Promise<ProductImportRowsPage> {
  await ownRun(repository, sellerId, id);
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
}
