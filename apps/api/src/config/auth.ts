import { z } from 'zod';
import { ConfigError } from './config-error';
import { type EnvValues } from './env-values';

/** Access tokens and sessions. */
export const authEnv = {
  /** Key that signs access tokens (HS256), at least 32 characters; unset: generated once and kept under DATA_DIR/secrets. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long an access token is valid, in seconds. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  /** A session ends after this many seconds without a refresh. */
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(60).default(604_800),
  /** A session ends this many seconds after sign-in, however active it is. */
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(2_592_000),
};

export interface AuthConfig {
  /** Unset: generated once and kept under DATA_DIR/secrets/auth-secret. */
  secret: string | undefined;
  accessTokenTtlSeconds: number;
  sessionIdleTimeoutSeconds: number;
  sessionMaxAgeSeconds: number;
}

/** Throws when a session could idle longer than it may last at all. */
export function authConfig(vars: EnvValues<typeof authEnv>): AuthConfig {
  if (vars.SESSION_IDLE_TIMEOUT_SECONDS > vars.SESSION_MAX_AGE_SECONDS) {
    throw new ConfigError([
      {
        variable: 'SESSION_IDLE_TIMEOUT_SECONDS',
        message: `must not be longer than SESSION_MAX_AGE_SECONDS (${vars.SESSION_MAX_AGE_SECONDS})`,
      },
    ]);
  }
  return {
    secret: vars.AUTH_SECRET,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    sessionIdleTimeoutSeconds: vars.SESSION_IDLE_TIMEOUT_SECONDS,
    sessionMaxAgeSeconds: vars.SESSION_MAX_AGE_SECONDS,
  };
}
