import path from 'node:path';
import { z } from 'zod';
import { refusedStandIns } from './config-stand-ins';
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
 * Keep the table in docs/configuration.md in step with this list.
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
  /**
   * S3-compatible endpoint media are stored at (e.g. https://s3.eu-central-1.amazonaws.com, or a
   * local server); unset: media stay in UPLOADS_DIR. Set with MEDIA_S3_BUCKET and the keys.
   */
  MEDIA_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /** The bucket media are stored in (it must exist). */
  MEDIA_S3_BUCKET: nonEmpty.optional(),
  /** The bucket's region (any value for servers without regions). */
  MEDIA_S3_REGION: nonEmpty.default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: nonEmpty.optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: nonEmpty.optional(),
  /**
   * Address buckets as endpoint/bucket/key (local servers, MinIO) rather than as a host name
   * bucket.endpoint; default true.
   */
  MEDIA_S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /**
   * What this process does: "all" answers HTTP and works jobs; "api" only answers (the jobs it
   * sends wait for a worker); "worker" only works jobs and answers no HTTP. `--api` or
   * `--worker` on the api's command line say the same. On PGlite only "all": one process owns
   * its folder.
   */
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** Scheduled jobs (the housekeeping) send themselves on their schedule; "false" stops them (tests). */
  SCHEDULED_JOBS: booleanFlag.default(true),
  /** Seed the demo marketplace on the first start of an empty database ("false" turns it off). */
  SEED_DEMO_DATA: booleanFlag.default(true),
  /**
   * Busy times may be imported from .ics addresses on private, loopback and link-local networks
   * ("true" only for tests and closed installations: it lets a provider make the api read
   * addresses inside its network).
   */
  CALENDAR_IMPORT_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  /**
   * Product imports may fetch pictures from addresses on private networks ("true" only for tests,
   * the offline demo's stand-in stores on 127.0.0.1 and closed installations; ADR 0063).
   */
  IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  /** "true": NODE_ENV=production may run the payment stand-in and the outboxes (config-stand-ins.ts). */
  ALLOW_STAND_INS: booleanFlag.default(false),
  /** How long a shutdown may wait for in-flight requests before the process exits anyway (ms). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(1024 * 1024),
  /** Key that signs access tokens (HS256), at least 32 characters; unset: generated once and kept under DATA_DIR/secrets. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long an access token is valid, in seconds. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  /** A session ends after this many seconds without a refresh. */
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(60).default(604_800),
  /** A session ends this many seconds after sign-in, however active it is. */
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(2_592_000),
  /**
   * Which proxies may tell the visitor's address (X-Forwarded-For) and protocol: "true", "false",
   * a number of hops, or a comma-separated list of addresses, CIDR ranges or the names loopback,
   * linklocal and uniquelocal.
   */
  TRUST_PROXY: nonEmpty.default('loopback'),
  /**
   * Visitor addresses exempt from the per-address rate limits (comma-separated), e.g. a
   * monitoring probe or an office gateway; per-account limits still apply to them.
   */
  THROTTLE_EXEMPT_IPS: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: 'must list IP addresses' })))
    .default([]),
  /** Address people open Bazaar at; links in mails start with it. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://localhost:3000'),
  /** SMTP server for outgoing mail (smtp:// or smtps://, with user:password if needed); unset: the mail outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** Sender of every mail. */
  MAIL_FROM: nonEmpty.default('Bazaar <no-reply@bazaar.local>'),
  /** HTTP gateway for text messages (POST JSON {to, text}); unset: the SMS outbox. */
  SMS_GATEWAY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /** Bearer token for SMS_GATEWAY_URL. */
  SMS_GATEWAY_TOKEN: nonEmpty.optional(),
  /**
   * Redis that carries live pushes between api instances (redis:// or rediss://, with a database
   * index as the path if needed), catalog changes, and the announcements of changed pages to the
   * web instances (ADR 0082); unset: each process pushes only to its own sockets.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Live-channel sockets per account, and per visitor address, on one api instance (ADR 0088). */
  SOCKETS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(50),
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Events a socket may send a second on average, after a burst of 5 s worth or 100. */
  SOCKET_EVENTS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Bearer token a Prometheus scrape of GET /api/metrics sends (at least 16 characters); unset:
   * that route answers 404 as if it did not exist (ADR 0079).
   */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /** Stripe's secret key (sk_…); unset: the payment stand-in takes Stripe's place (ADR 0056). */
  STRIPE_SECRET_KEY: nonEmpty.optional(),
  /**
   * The signing secret (whsec_…) of the Stripe webhook endpoint; needed with STRIPE_SECRET_KEY.
   * Without it, what the stand-in signs with (random when unset).
   */
  STRIPE_WEBHOOK_SECRET: nonEmpty.optional(),
  /** Where Stripe's API is (protocol, host and port are taken from it). */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.stripe.com'),
  /** Where the payment stand-in listens (without STRIPE_SECRET_KEY); its checkout page is shown there. */
  PAYMENT_STAND_IN_HOST: nonEmpty.default('127.0.0.1'),
  /** Its port; 0 takes any free one. */
  PAYMENT_STAND_IN_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** The BigCommerce app's client id (Developer Portal); unset: BigCommerce is not offered (ADR 0066). */
  BIGCOMMERCE_CLIENT_ID: nonEmpty.optional(),
  /** The app's client secret: token exchange and the signed_payload_jwt key; needed with the id. */
  BIGCOMMERCE_CLIENT_SECRET: nonEmpty.optional(),
  /** The app's numeric id, for the install link started from Bazaar (…/app/{id}/install). */
  BIGCOMMERCE_APP_ID: nonEmpty.optional(),
  /** Where BigCommerce's login service is (install page, /oauth2/token). */
  BIGCOMMERCE_LOGIN_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://login.bigcommerce.com'),
  /** Where BigCommerce's store API is (/stores/{hash}/v3/…). */
  BIGCOMMERCE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.bigcommerce.com'),
  /**
   * The key that seals e-shop access tokens at rest (AES-256-GCM): 32 bytes, base64. Unset: a
   * key derived from the auth secret (ADR 0064); changing that secret then disconnects stores.
   */
  ESHOP_TOKEN_KEY: z
    .string()
    .trim()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((key) => key.length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  /** Client id of Bazaar's Shopify app; unset (with the secret): Shopify is not offered. */
  SHOPIFY_CLIENT_ID: nonEmpty.optional(),
  /** Client secret of Bazaar's Shopify app: signs installs and webhooks. */
  SHOPIFY_CLIENT_SECRET: nonEmpty.optional(),
  /**
   * Where a shop is reached, `{shop}` standing for its myshopify.com domain; the Shopify
   * stand-in is `http://127.0.0.1:<port>/{shop}` (npm run stand-ins:eshops prints it).
   */
  SHOPIFY_SHOP_BASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => value.includes('{shop}') && URL.canParse(value.replace('{shop}', 'x')),
      'must be an http(s) address containing {shop}',
    )
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) address containing {shop}')
    .default('https://{shop}'),
  /** The Shopify Admin API version Bazaar's client speaks. */
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'must look like 2025-10')
    .default('2025-10'),
  /** App key of Bazaar's SHOPLINE app; unset (with the secret): SHOPLINE is not offered. */
  SHOPLINE_APP_KEY: nonEmpty.optional(),
  /** App secret of Bazaar's SHOPLINE app: signs installs, token requests and webhooks. */
  SHOPLINE_APP_SECRET: nonEmpty.optional(),
  /**
   * Where a store is reached, `{handle}` standing for its handle (ADR 0065); the SHOPLINE
   * stand-in is `http://127.0.0.1:<port>/stores/{handle}`.
   */
  SHOPLINE_STORE_BASE_URL: z
    .string()
    .trim()
    .refine(
      (value) =>
        value.includes('{handle}') &&
        /^https?:\/\//.test(value) &&
        URL.canParse(value.replaceAll('{handle}', 'x')),
      'must be an http(s) address containing {handle}',
    )
    .default('https://{handle}.myshopline.com'),
  /** The SHOPLINE REST Admin API version Bazaar's client speaks. */
  SHOPLINE_API_VERSION: z
    .string()
    .regex(/^v\d{8}$/, 'must look like v20251201')
    .default('v20251201'),
});

/** TRUST_PROXY: trust all, none, the nearest `hops` forwarders, or the listed addresses. */
export type TrustProxy = boolean | { hops: number } | string[];

function parseTrustProxy(value: string): TrustProxy {
  const lower = value.toLowerCase();
  // A bare number is a count of hops (Fastify's meaning), so "1" is not read as "true".
  if (lower === 'true' || lower === 'yes') return true;
  if (['false', 'no', 'none'].includes(lower)) return false;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** What a process does: answer HTTP, work jobs, or both. */
export type ProcessRole = 'all' | 'api' | 'worker';

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

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appVersion: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: DatabaseConfig;
  role: ProcessRole;
  /** Whether schedules send their jobs (where this process works jobs). */
  scheduledJobs: boolean;
  dataDir: string;
  uploadsDir: string;
  /** Where media are stored: an S3-compatible bucket when configured, else uploadsDir. */
  mediaStorage: MediaStorageConfig;
  seedDemoData: boolean;
  shutdownGraceMs: number;
  bodyLimitBytes: number;
  /** Fastify's trustProxy: which forwarders tell the visitor's address. */
  trustProxy: TrustProxy;
  /** Addresses the per-address rate limits skip. */
  throttleExemptIps: readonly string[];
  /** Base of every link in mails, without a trailing slash. */
  publicUrl: string;
  /** Busy-time imports may read .ics addresses on private networks (off by default). */
  calendarImportAllowPrivateAddresses: boolean;
  /** Product imports may fetch pictures from private networks (off by default). */
  importPicturesAllowPrivateAddresses: boolean;
  auth: {
    /** Unset: generated once and kept under DATA_DIR/secrets/auth-secret. */
    secret: string | undefined;
    accessTokenTtlSeconds: number;
    sessionIdleTimeoutSeconds: number;
    sessionMaxAgeSeconds: number;
  };
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  sms: {
    gateway: { url: string; token: string | undefined } | undefined;
    outboxDir: string;
  };
  /** The live channel: with a Redis URL, pushes reach the sockets of every api instance. */
  realtime: {
    redisUrl: string | undefined;
    /** Sockets per account and address, a socket's events a second and burst (ADR 0088). */
    limits: Record<
      'socketsPerAccount' | 'socketsPerAddress' | 'eventsPerSecond' | 'eventBurst',
      number
    >;
  };
  /** GET /api/metrics: the bearer token a scrape must send; undefined turns the route off. */
  metrics: { token: string | undefined };
  /** The payment provider: Stripe when a key is set, else the local stand-in (ADR 0056). */
  payments: {
    stripe: StripeConnection | undefined;
    standIn: { host: string; port: number };
    /** Without Stripe: what the stand-in signs webhooks with (STRIPE_WEBHOOK_SECRET; random when unset). */
    standInWebhookSecret: string | undefined;
  };
  /** E-shop integrations (ADR 0064): the grants' sealing key and each platform's app. */
  eshops: {
    /** ESHOP_TOKEN_KEY; unset: derived from the auth secret. */
    tokenKey: Buffer | undefined;
    shopify: ShopifyAppConfig | undefined;
    shopline: ShoplineAppConfig | undefined;
    /** The BigCommerce app (ADR 0066); undefined when no client id is configured. */
    bigcommerce: BigCommerceApp | undefined;
  };
}

/** Bazaar's SHOPLINE app, and where stores are reached (a stand-in in tests and the demo). */
export interface ShoplineAppConfig {
  appKey: string;
  appSecret: string;
  /** `https://{handle}.myshopline.com`, or the stand-in's address with `{handle}` in it. */
  storeBaseUrl: string;
  apiVersion: string;
}

function shoplineApp(
  appKey: string | undefined,
  appSecret: string | undefined,
  storeBaseUrl: string,
  apiVersion: string,
): ShoplineAppConfig | undefined {
  if (!appKey && !appSecret) return undefined;
  if (!appKey || !appSecret) {
    throw new ConfigError([
      {
        variable: appKey ? 'SHOPLINE_APP_SECRET' : 'SHOPLINE_APP_KEY',
        message: 'SHOPLINE_APP_KEY and SHOPLINE_APP_SECRET are set together',
      },
    ]);
  }
  return { appKey, appSecret, storeBaseUrl: storeBaseUrl.replace(/\/+$/, ''), apiVersion };
}

/** Bazaar's Shopify app, and where shops are reached (a stand-in in tests and the demo). */
export interface ShopifyAppConfig {
  clientId: string;
  clientSecret: string;
  /** `https://{shop}`, or the stand-in's address with `{shop}` in it. */
  shopBaseUrl: string;
  apiVersion: string;
}

function shopifyApp(
  clientId: string | undefined,
  clientSecret: string | undefined,
  shopBaseUrl: string,
  apiVersion: string,
): ShopifyAppConfig | undefined {
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError([
      {
        variable: clientId ? 'SHOPIFY_CLIENT_SECRET' : 'SHOPIFY_CLIENT_ID',
        message: 'SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET are set together',
      },
    ]);
  }
  return { clientId, clientSecret, shopBaseUrl: shopBaseUrl.replace(/\/+$/, ''), apiVersion };
}

/** A BigCommerce single-click app and where BigCommerce (or its stand-in) is. */
export interface BigCommerceApp {
  clientId: string;
  clientSecret: string;
  /** Defaults to the client id (the stand-in accepts either). */
  appId: string;
  /** Without a trailing slash. */
  loginBase: string;
  /** Without a trailing slash. */
  apiBase: string;
}

function bigCommerceApp(vars: {
  BIGCOMMERCE_CLIENT_ID?: string | undefined;
  BIGCOMMERCE_CLIENT_SECRET?: string | undefined;
  BIGCOMMERCE_APP_ID?: string | undefined;
  BIGCOMMERCE_LOGIN_BASE: string;
  BIGCOMMERCE_API_BASE: string;
}): BigCommerceApp | undefined {
  if (!vars.BIGCOMMERCE_CLIENT_ID) return undefined;
  if (!vars.BIGCOMMERCE_CLIENT_SECRET) {
    throw new ConfigError([
      { variable: 'BIGCOMMERCE_CLIENT_SECRET', message: 'must be set with BIGCOMMERCE_CLIENT_ID' },
    ]);
  }
  return {
    clientId: vars.BIGCOMMERCE_CLIENT_ID,
    clientSecret: vars.BIGCOMMERCE_CLIENT_SECRET,
    appId: vars.BIGCOMMERCE_APP_ID ?? vars.BIGCOMMERCE_CLIENT_ID,
    loginBase: vars.BIGCOMMERCE_LOGIN_BASE.replace(/\/+$/, ''),
    apiBase: vars.BIGCOMMERCE_API_BASE.replace(/\/+$/, ''),
  };
}

/** How to reach Stripe (or a server that speaks its protocol). */
export interface StripeConnection {
  secretKey: string;
  webhookSecret: string;
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

function stripeConnection(
  secretKey: string | undefined,
  webhookSecret: string | undefined,
  apiBase: string,
): StripeConnection | undefined {
  if (!secretKey) return undefined;
  if (!webhookSecret) {
    throw new ConfigError([
      { variable: 'STRIPE_WEBHOOK_SECRET', message: 'must be set with STRIPE_SECRET_KEY' },
    ]);
  }
  const base = new URL(apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey,
    webhookSecret,
    protocol,
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
  };
}

/** An S3-compatible bucket for media (ADR 0078). */
export interface MediaS3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type MediaStorageConfig = { driver: 'local' } | ({ driver: 's3' } & MediaS3Config);

const MEDIA_S3_REQUIRED = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

/** The bucket when any of its variables is set; then every one of them must be. */
function mediaStorage(vars: {
  MEDIA_S3_ENDPOINT?: string | undefined;
  MEDIA_S3_BUCKET?: string | undefined;
  MEDIA_S3_ACCESS_KEY_ID?: string | undefined;
  MEDIA_S3_SECRET_ACCESS_KEY?: string | undefined;
  MEDIA_S3_REGION: string;
  MEDIA_S3_FORCE_PATH_STYLE: boolean;
}): MediaStorageConfig {
  const missing = MEDIA_S3_REQUIRED.filter((name) => !vars[name]);
  if (missing.length === MEDIA_S3_REQUIRED.length) return { driver: 'local' };
  if (missing.length > 0) {
    // Never echo the values: two of them are credentials.
    throw new ConfigError(
      missing.map((variable) => ({
        variable,
        message: `must be set with the other media bucket variables (${MEDIA_S3_REQUIRED.join(', ')})`,
      })),
    );
  }
  return {
    driver: 's3',
    endpoint: vars.MEDIA_S3_ENDPOINT!.replace(/\/+$/, ''),
    bucket: vars.MEDIA_S3_BUCKET!,
    region: vars.MEDIA_S3_REGION,
    accessKeyId: vars.MEDIA_S3_ACCESS_KEY_ID!,
    secretAccessKey: vars.MEDIA_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: vars.MEDIA_S3_FORCE_PATH_STYLE,
  };
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
  if (vars.SESSION_IDLE_TIMEOUT_SECONDS > vars.SESSION_MAX_AGE_SECONDS) {
    throw new ConfigError([
      {
        variable: 'SESSION_IDLE_TIMEOUT_SECONDS',
        message: `must not be longer than SESSION_MAX_AGE_SECONDS (${vars.SESSION_MAX_AGE_SECONDS})`,
      },
    ]);
  }
  const standIns = refusedStandIns(vars);
  if (standIns.length > 0) throw new ConfigError(standIns);
  if (vars.PROCESS_ROLE !== 'all' && !vars.DATABASE_URL) {
    throw new ConfigError([
      {
        variable: 'PROCESS_ROLE',
        message: `must be "all" on the embedded database: one process owns it (got "${vars.PROCESS_ROLE}"; set DATABASE_URL to split api and worker)`,
      },
    ]);
  }
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
    role: vars.PROCESS_ROLE,
    scheduledJobs: vars.SCHEDULED_JOBS,
    dataDir,
    uploadsDir: path.resolve(vars.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    mediaStorage: mediaStorage(vars),
    seedDemoData: vars.SEED_DEMO_DATA,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    throttleExemptIps: vars.THROTTLE_EXEMPT_IPS,
    publicUrl: vars.PUBLIC_URL.replace(/\/+$/, ''),
    calendarImportAllowPrivateAddresses: vars.CALENDAR_IMPORT_ALLOW_PRIVATE_ADDRESSES,
    importPicturesAllowPrivateAddresses: vars.IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES,
    auth: {
      secret: vars.AUTH_SECRET,
      accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
      sessionIdleTimeoutSeconds: vars.SESSION_IDLE_TIMEOUT_SECONDS,
      sessionMaxAgeSeconds: vars.SESSION_MAX_AGE_SECONDS,
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox', 'mail'),
    },
    sms: {
      gateway: vars.SMS_GATEWAY_URL
        ? { url: vars.SMS_GATEWAY_URL, token: vars.SMS_GATEWAY_TOKEN }
        : undefined,
      outboxDir: path.join(dataDir, 'outbox', 'sms'),
    },
    realtime: {
      redisUrl: vars.REDIS_URL,
      limits: {
        socketsPerAccount: vars.SOCKETS_PER_ACCOUNT,
        socketsPerAddress: vars.SOCKETS_PER_ADDRESS,
        eventsPerSecond: vars.SOCKET_EVENTS_PER_SECOND,
        eventBurst: Math.max(100, vars.SOCKET_EVENTS_PER_SECOND * 5),
      },
    },
    metrics: { token: vars.METRICS_TOKEN },
    payments: {
      stripe: stripeConnection(
        vars.STRIPE_SECRET_KEY,
        vars.STRIPE_WEBHOOK_SECRET,
        vars.STRIPE_API_BASE,
      ),
      standIn: { host: vars.PAYMENT_STAND_IN_HOST, port: vars.PAYMENT_STAND_IN_PORT },
      standInWebhookSecret: vars.STRIPE_SECRET_KEY ? undefined : vars.STRIPE_WEBHOOK_SECRET,
    },
    eshops: {
      tokenKey: vars.ESHOP_TOKEN_KEY,
      shopify: shopifyApp(
        vars.SHOPIFY_CLIENT_ID,
        vars.SHOPIFY_CLIENT_SECRET,
        vars.SHOPIFY_SHOP_BASE_URL,
        vars.SHOPIFY_API_VERSION,
      ),
      shopline: shoplineApp(
        vars.SHOPLINE_APP_KEY,
        vars.SHOPLINE_APP_SECRET,
        vars.SHOPLINE_STORE_BASE_URL,
        vars.SHOPLINE_API_VERSION,
      ),
      bigcommerce: bigCommerceApp(vars),
    },
  };
}
