import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths';
import { type EnvValues, nonEmpty } from './env-values';

/** The database and the data folder everything else on disk defaults into. */
export const storageEnv = {
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  /** Largest number of connections in the PostgreSQL pool (only with DATABASE_URL). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Folder for everything the app keeps on disk (embedded database, uploads, outboxes). */
  DATA_DIR: nonEmpty.optional(),
  /** Folder of the embedded PGlite database; default DATA_DIR/pglite; `memory://` keeps it in memory. */
  PGLITE_DATA_DIR: nonEmpty.optional(),
};

export type DatabaseConfig =
  | {
      driver: 'pglite';
      dataDir: string;
      /**
       * A dump (`dumpDataDir`) a new database starts from instead of an empty one; the API
       * tests start each file's database from one migrated once per run. Not read from the
       * environment.
       */
      loadDataDir?: Blob;
    }
  | { driver: 'postgres'; url: string; poolMax: number };

export interface StorageConfig {
  database: DatabaseConfig;
  dataDir: string;
}

export function storageConfig(vars: EnvValues<typeof storageEnv>): StorageConfig {
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(repoRoot, 'data'));
  const pgliteDataDir = vars.PGLITE_DATA_DIR?.startsWith('memory://')
    ? vars.PGLITE_DATA_DIR
    : path.resolve(vars.PGLITE_DATA_DIR ?? path.join(dataDir, 'pglite'));
  return {
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL, poolMax: vars.DATABASE_POOL_MAX }
      : { driver: 'pglite', dataDir: pgliteDataDir },
    dataDir,
  };
}
