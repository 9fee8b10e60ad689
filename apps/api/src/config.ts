import path from 'node:path';
import { z } from 'zod';
import { apiPackageVersion, repoRoot } from './paths';

/** A boolean environment variable: true/false, 1/0, yes/no (any case). */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/**
 * Every environment variable the api reads, with its default. An empty value counts as unset.
 * Keep the README table in step with this list.
 */
const envSchema = z.object({
  /** Runtime mode: development, production or test. Production turns off pretty logs. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface the api listens on. */
  API_HOST: nonEmpty.default('127.0.0.1'),
  /** TCP port the api listens on. */
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** Version reported by GET /api/ping; defaults to the api package version. */
  APP_VERSION: nonEmpty.default(apiPackageVersion),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** Folder of uploaded and generated media served at /api/media; default DATA_DIR/uploads. */
  UPLOADS_DIR: nonEmpty.optional(),
  /** Seed the demo marketplace on the first start of an empty database ("false" turns it off). */
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** How long a shutdown may wait for in-flight requests before the process exits anyway (ms). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(1024 * 1024),
});

export type DatabaseConfig =
  { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string; poolMax: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appVersion: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: DatabaseConfig;
  dataDir: string;
  uploadsDir: string;
  seedDemoData: boolean;
  shutdownGraceMs: number;
  bodyLimitBytes: number;
}

/** Thrown when the environment holds a wrong value; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads the configuration from environment variables; throws ConfigError naming each bad one. */
export function loadConfig(env: Env = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter((entry): entry is readonly [string, string] => (entry[1] ?? '').trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: `${issue.message} (got ${JSON.stringify(present[String(issue.path[0])] ?? '')})`,
      })),
    );
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(repoRoot, 'data'));
  const pgliteDataDir = vars.PGLITE_DATA_DIR?.startsWith('memory://')
    ? vars.PGLITE_DATA_DIR
    : path.resolve(vars.PGLITE_DATA_DIR ?? path.join(dataDir, 'pglite'));
  return {
    env: vars.NODE_ENV,
    host: vars.API_HOST,
    port: vars.API_PORT,
    appVersion: vars.APP_VERSION,
    logLevel: vars.LOG_LEVEL,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL, poolMax: vars.DATABASE_POOL_MAX }
      : { driver: 'pglite', dataDir: pgliteDataDir },
    dataDir,
    uploadsDir: path.resolve(vars.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    seedDemoData: vars.SEED_DEMO_DATA,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
  };
}
