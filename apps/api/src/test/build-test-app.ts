import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { Clock } from '../lib/clock';

export interface TestAppOptions {
  /** Seed the demo marketplace (default false: an empty, migrated database). */
  seed?: boolean;
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

/** A fresh database on the PostgreSQL server of `serverUrl`, and a way to drop it. */
async function createScratchDatabase(serverUrl: string) {
  const name = `bazaar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
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

/**
 * Builds the whole api for a test file: on in-memory PGlite, or — when DATABASE_URL is set — on a
 * new database of that PostgreSQL server, dropped again by `close()`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'bazaar-api-test-'));
  const serverUrl = process.env['DATABASE_URL'];
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const cleanUp = async () => {
    await scratch?.drop();
    await rm(workDir, { recursive: true, force: true });
  };

  let app: App | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
      DATA_DIR: workDir,
      SEED_DEMO_DATA: String(options.seed ?? false),
      // Housekeeping on its schedule would purge what a test with a moved clock still looks at.
      SCHEDULED_JOBS: 'false',
      ...(scratch ? { DATABASE_URL: scratch.url } : { PGLITE_DATA_DIR: 'memory://' }),
      ...options.env,
    });
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
