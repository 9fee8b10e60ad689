import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../app';
import { testConfig } from './test-config';

/**
 * The database every API test file starts from, made once per run: migrated, with the job
 * runner's schema and queues, as the app leaves a new installation at its first start. On PGlite
 * a dump of its data folder (each file loads it into memory); on PostgreSQL a database each file's
 * database is created from (`CREATE DATABASE … TEMPLATE`).
 */
export type DatabaseTemplate =
  { driver: 'pglite'; dumpFile: string } | { driver: 'postgres'; database: string };

export interface MadeTemplate {
  template: DatabaseTemplate;
  /** Removes the dump or drops the template database. */
  remove(): Promise<void>;
}

/** Starts the whole app once on `database`, as buildTestApp would, and closes it. */
async function startAppOnce(
  workDir: string,
  database: { DATABASE_URL: string } | { PGLITE_DATA_DIR: string },
) {
  const app = await buildApp(testConfig(workDir, database));
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

/** Makes the template on the PostgreSQL server of `serverUrl`, or else on PGlite. */
export async function makeDatabaseTemplate(serverUrl: string | undefined): Promise<MadeTemplate> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'bazaar-api-template-'));
  try {
    return serverUrl
      ? await makePostgresTemplate(workDir, serverUrl)
      : await makePgliteTemplate(workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function makePgliteTemplate(workDir: string): Promise<MadeTemplate> {
  const dataDir = path.join(workDir, 'pglite');
  await startAppOnce(workDir, { PGLITE_DATA_DIR: dataDir });
  // The app has closed its database (checkpointed); the dump is of a database at rest. Opening
  // a folder needs no extension loaded: they live in the dump's catalog and files.
  const client = await PGlite.create(dataDir);
  let dump: Blob;
  try {
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const dumpDir = await mkdtemp(path.join(tmpdir(), 'bazaar-api-template-dump-'));
  const dumpFile = path.join(dumpDir, 'pglite.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { driver: 'pglite', dumpFile },
    remove: () => rm(dumpDir, { recursive: true, force: true }),
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function makePostgresTemplate(workDir: string, serverUrl: string): Promise<MadeTemplate> {
  const name = `bazaar_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await startAppOnce(workDir, { DATABASE_URL: url.toString() });
  } catch (error) {
    await drop();
    throw error;
  }
  return { template: { driver: 'postgres', database: name }, remove: drop };
}
