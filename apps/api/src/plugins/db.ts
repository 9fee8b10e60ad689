import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { openDatabase, type Database, type ExecuteSql } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL); only repositories should use it. */
    db: Database;
    /** Which engine runs underneath `db`. */
    dbDriver: DatabaseConfig['driver'];
    /** Raw SQL on the same connections as `db`, for the job runner's own queries only. */
    executeSql: ExecuteSql;
  }
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
    app.addHook('onClose', async () => {
      await handle.close();
      app.log.info('database closed');
    });
  },
  { name: 'db' },
);
