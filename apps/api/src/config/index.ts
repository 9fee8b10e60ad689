import { z } from 'zod';
import { type AuthConfig, authConfig, authEnv } from './auth';
import { ConfigError } from './config-error';
import { type EshopsConfig, eshopsConfig, eshopsEnv } from './eshops';
import { type ImportsConfig, importsConfig, importsEnv } from './imports';
import { type MediaConfig, mediaConfig, mediaEnv } from './media';
import { type MessagingConfig, messagingConfig, messagingEnv } from './messaging';
import { type PaymentsConfig, paymentsConfig, paymentsEnv } from './payments';
import { type ProcessesConfig, processesConfig, processesEnv } from './processes';
import { type RealtimeConfig, realtimeConfig, realtimeEnv } from './realtime';
import { type ServerConfig, serverConfig, serverEnv } from './server';
import { refusedStandIns, standInsEnv } from './stand-ins';
import { type StorageConfig, storageConfig, storageEnv } from './storage';

export { ConfigError } from './config-error';
export type { BigCommerceApp, ShopifyAppConfig, ShoplineAppConfig } from './eshops';
export type { MediaS3Config, MediaStorageConfig } from './media';
export type { StripeConnection } from './payments';
export type { ProcessRole } from './processes';
export type { TrustProxy } from './server';
export type { DatabaseConfig } from './storage';

/**
 * Every environment variable the api reads, with its default, one group per file of this folder.
 * An empty value counts as unset. Keep the table in docs/configuration.md in step with this list.
 */
const envSchema = z.object({
  ...serverEnv,
  ...storageEnv,
  ...mediaEnv,
  ...processesEnv,
  ...importsEnv,
  ...standInsEnv,
  ...authEnv,
  ...messagingEnv,
  ...realtimeEnv,
  ...paymentsEnv,
  ...eshopsEnv,
});

export interface Config
  extends
    ServerConfig,
    StorageConfig,
    ProcessesConfig,
    MediaConfig,
    ImportsConfig,
    MessagingConfig {
  auth: AuthConfig;
  /** The live channel: with a Redis URL, pushes reach the sockets of every api instance. */
  realtime: RealtimeConfig;
  /** The payment provider: Stripe when a key is set, else the local stand-in (ADR 0056). */
  payments: PaymentsConfig;
  /** E-shop integrations (ADR 0064): the grants' sealing key and each platform's app. */
  eshops: EshopsConfig;
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
  // The checks that span variables throw in this order: sessions, stand-ins, process role, then
  // media, payments and e-shops as their parts are built.
  const auth = authConfig(vars);
  const standIns = refusedStandIns(vars);
  if (standIns.length > 0) throw new ConfigError(standIns);
  const processes = processesConfig(vars);
  const storage = storageConfig(vars);
  return {
    ...serverConfig(vars),
    ...storage,
    ...processes,
    ...mediaConfig(vars, storage.dataDir),
    ...importsConfig(vars),
    auth,
    ...messagingConfig(vars, storage.dataDir),
    realtime: realtimeConfig(vars),
    payments: paymentsConfig(vars),
    eshops: eshopsConfig(vars),
  };
}
