import type { Database, Queryable } from '../../db/client';
import { importRunQueries } from './import-run-queries';
import { importedListingQueries } from './imported-listing-queries';

function importingQueries(db: Queryable) {
  return { ...importRunQueries(db), ...importedListingQueries(db) };
}

export type ImportingQueries = ReturnType<typeof importingQueries>;

export function createImportingRepository(db: Database) {
  return {
    ...importingQueries(db),
    within: (tx: Queryable) => importingQueries(tx),
  };
}

export type ImportingRepository = ReturnType<typeof createImportingRepository>;
