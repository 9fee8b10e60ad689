import type { Database, Queryable } from '../../db/client';
import { catalogMappingQueries } from './catalog-mapping-queries';
import { connectionQueries } from './connection-queries';
import { installQueries } from './install-queries';

function eshopQueries(db: Queryable) {
  return { ...connectionQueries(db), ...installQueries(db), ...catalogMappingQueries(db) };
}

export type EshopQueries = ReturnType<typeof eshopQueries>;

export function createEshopIntegrationsRepository(db: Database) {
  return {
    ...eshopQueries(db),
    transaction<T>(work: (queries: EshopQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(eshopQueries(tx), tx));
    },
  };
}

export type EshopIntegrationsRepository = ReturnType<typeof createEshopIntegrationsRepository>;
