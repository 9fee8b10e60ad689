import { z } from 'zod';
import { apiPackageVersion } from '../paths';
import { type EnvValues, nonEmpty } from './env-values';

/** The process and its HTTP server: mode, address, logs, limits, proxies, public address, metrics. */
export const serverEnv = {
  /** Runtime mode: development, production or test. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface the api listens on. */
  API_HOST: nonEmpty.default('127.0.0.1'),
  /** TCP port the api listens on. */
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** Version reported by GET /api/ping; defaults to the api package version. */
  APP_VERSION: nonEmpty.default(apiPackageVersion),
  /**
   * How the api logs: `json` (one JSON object a line), `pretty` (one short line a request, for a
   * person), or `auto`: pretty when its output is a terminal, JSON otherwise.
   */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a shutdown may wait for in-flight requests before the process exits anyway (ms). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(1024 * 1024),
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
  /**
   * Bearer token a Prometheus scrape of GET /api/metrics sends (at least 16 characters); unset:
   * that route answers 404 as if it did not exist (ADR 0079).
   */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
};

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

export interface ServerConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appVersion: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  logFormat: 'auto' | 'pretty' | 'json';
  shutdownGraceMs: number;
  bodyLimitBytes: number;
  /** Fastify's trustProxy: which forwarders tell the visitor's address. */
  trustProxy: TrustProxy;
  /** Addresses the per-address rate limits skip. */
  throttleExemptIps: readonly string[];
  /** Base of every link in mails, without a trailing slash. */
  publicUrl: string;
  /** GET /api/metrics: the bearer token a scrape must send; undefined turns the route off. */
  metrics: { token: string | undefined };
}

export function serverConfig(vars: EnvValues<typeof serverEnv>): ServerConfig {
  return {
    env: vars.NODE_ENV,
    host: vars.API_HOST,
    port: vars.API_PORT,
    appVersion: vars.APP_VERSION,
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    throttleExemptIps: vars.THROTTLE_EXEMPT_IPS,
    publicUrl: vars.PUBLIC_URL.replace(/\/+$/, ''),
    metrics: { token: vars.METRICS_TOKEN },
  };
}
