import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { DatabaseTemplate } from './database-template';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file starts from (src/test/global-setup.ts). */
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

export interface TestAppOptions {
  /** Seed the demo marketplace (default false: an empty, migrated database). */
  seed?: boolean;
  /**
   * Start from an empty database and migrate it as a new installation does (default false: a
   * copy of the database the run migrated once, which the app finds up to date).
   */
  fromEmpty?: boolean;
  /** Extra environment variables, as the api would read them. */
  env?: Record<string, string>;
  /** The clock the app reads (default: the real time). */
  clock?: Clock;
  /** Adds routes or hooks before the app becomes ready (e.g. a route that throws). */
  configure?: (app: App) => void | Promise<void>;
}

export interface TestApp {
  app: App;
  config: Config;
  /** Closes the app, drops its scratch database and removes its temporary folder. */
  close(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL server of `serverUrl` (a copy of `template` when given), and
 * a way to drop it.
 */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  const name = `bazaar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The template of this run, if the global setup made one (not outside vitest's API project). */
function databaseTemplate(): DatabaseTemplate | undefined {
  try {
    return inject('databaseTemplate');
  } catch {
    return undefined;
  }
}

/**
 * Builds the whole api for a test file: on in-memory PGlite, or — when DATABASE_URL is set — on a
 * new database of that PostgreSQL server, dropped again by `close()`. The database is a copy of
 * the one the run's global setup migrated (unless `fromEmpty`): each file has its own.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'bazaar-api-test-'));
  const serverUrl = process.env['DATABASE_URL'];
  const template = options.fromEmpty ? undefined : databaseTemplate();
  const scratch = serverUrl
    ? await createScratchDatabase(
        serverUrl,
        template?.driver === 'postgres' ? template.database : undefined,
      )
    : undefined;
  const cleanUp = async () => {
    await scratch?.drop();
    await rm(workDir, { recursive: true, force: true });
  };

  let app: App | undefined;
  try {
    const config = testConfig(
      workDir,
      scratch ? { DATABASE_URL: scratch.url } : { PGLITE_DATA_DIR: 'memory://' },
      options,
    );
    // Only a new in-memory database: a folder (a test that restarts the app on it) migrates.
    if (
      config.database.driver === 'pglite' &&
      config.database.dataDir.startsWith('memory://') &&
      template?.driver === 'pglite'
    ) {
      config.database.loadDataDir = new Blob([await readFile(template.dumpFile)]);
    }
    app = await buildApp(config, { clock: options.clock });
    await options.configure?.(app);
    await app.ready();
    const ready = app;
    return {
      app: ready,
      config,
      async close() {
        await ready.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await cleanUp();
    throw error;
  }
}
