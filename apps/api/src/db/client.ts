import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { migrationsFolder } from '../paths';
import { lockDataFolder } from './data-folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database every repository works with, whichever engine runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed out by `Database.transaction`. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
/** Either a database or a transaction: what repositories accept. */
export type Queryable = Database | Transaction;

/**
 * Raw SQL on the database's own connections, for a library that brings its own queries (the
 * job runner): with values, one statement; without, a script of one or more statements.
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseConfig['driver'];
  executeSql: ExecuteSql;
  /** Applies the checked-in migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now (for the metrics); undefined on PGlite. */
  poolUse?: () => PoolUse;
}

/** Connections of the PostgreSQL pool: open, of those idle, and requests waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** Migrations from several api instances must not interleave; they take this advisory lock. */
const MIGRATION_LOCK_KEY = 7_305_221_001;

/** Rows of a raw `db.execute` result; both drivers return them under `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataFolder(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm, cube, earthdistance, unaccent },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // A script (pg-boss's schema and migrations bring their own BEGIN … COMMIT) runs inside a
      // PGlite transaction: nothing else runs in between on the one connection, and a failure
      // rolls back instead of leaving that connection in an aborted transaction. Its statements'
      // rows come back together, as pg-boss reads node-postgres's answer to a script (a RETURNING
      // before the closing COMMIT counts).
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.flatMap((result) => result.rows) };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Told when an idle pooled connection fails (the server restarted, or ended it). */
export type IdleConnectionErrorHandler = (error: Error) => void;

/**
 * Session settings of the api's PostgreSQL connections. The api runs many short queries at once:
 * no JIT compilation (compiling, tens of milliseconds, costs more than it saves, and a text
 * search over many matches is estimated expensive enough to be compiled), and no parallel
 * workers (one request's query would take the cores from the others). A random page read costs
 * about as much as a sequential one (`random_page_cost` 1.1 instead of the spinning disks' 4): a
 * marketplace's working set is in memory or on SSDs, and with 4 the planner walks a division's
 * newest listings through the administrators' index of all divisions (ordered like the table)
 * rather than the division's own, reading three times as many rows.
 */
export const POSTGRES_SESSION_OPTIONS =
  '-c jit=off -c max_parallel_workers_per_gather=0 -c random_page_cost=1.1';

function openPostgres(
  url: string,
  poolMax: number,
  onIdleConnectionError: IdleConnectionErrorHandler,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    options: POSTGRES_SESSION_OPTIONS,
  });
  // Without a listener such an error would end the process; the pool replaces the connection.
  pool.on('error', onIdleConnectionError);
  // A connection in use that fails (the server restarts under a transaction) tells its client
  // too, which without a listener would end the process as well. The query on it fails and
  // reports the error; the pool drops the connection when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    // node-postgres sends a text without values as a simple query, which may hold several statements.
    executeSql: (text, values) => pool.query(text, values),
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** Opens the configured database: PostgreSQL when a URL is set, else embedded PGlite. */
export async function openDatabase(
  config: DatabaseConfig,
  onIdleConnectionError: IdleConnectionErrorHandler = () => undefined,
): Promise<DatabaseHandle> {
  const handle =
    config.driver === 'postgres'
      ? openPostgres(config.url, config.poolMax, onIdleConnectionError)
      : await openPglite(config.dataDir, config.loadDataDir);
  // Fail fast on a wrong URL or an unreadable data folder.
  try {
    await handle.db.execute(sql`select 1`);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
