import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type ExecuteSql, type PoolUse } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL); only repositories should use it. */
    db: Database;
    /** Which engine runs underneath `db`. */
    dbDriver: DatabaseConfig['driver'];
    /** Raw SQL on the same connections as `db`, for the job runner's own queries only. */
    executeSql: ExecuteSql;
    /** For the health checks and metrics: a round trip, and the PostgreSQL pool's use. */
    databaseHealth: DatabaseHealth;
  }
}

export interface DatabaseHealth {
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** The pool's connections now; undefined on PGlite (one connection, in process). */
  poolUse: (() => PoolUse) | undefined;
}

export interface DbPluginOptions {
  database: DatabaseConfig;
}

/** Opens the database, applies pending migrations and closes it when the app closes. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const handle = await openDatabase(options.database, (error) =>
      app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    );
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.log.info({ driver: handle.driver }, 'database ready, migrations applied');
    app.decorate('db', handle.db);
    app.decorate('dbDriver', handle.driver);
    app.decorate('executeSql', handle.executeSql);
    app.decorate('databaseHealth', {
      ping: async () => {
        await handle.db.execute(sql`select 1`);
      },
      poolUse: handle.poolUse,
    } satisfies DatabaseHealth);
    app.addHook('onClose', async () => {
      await handle.close();
      app.log.info('database closed');
    });
  },
  { name: 'db' },
);
