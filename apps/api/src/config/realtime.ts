import { z } from 'zod';
import { type EnvValues } from './env-values';

/** The live channel: Redis between instances, and the socket limits (ADR 0088). */
export const realtimeEnv = {
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
};

/** The live channel: with a Redis URL, pushes reach the sockets of every api instance. */
export interface RealtimeConfig {
  redisUrl: string | undefined;
  /** Sockets per account and address, a socket's events a second and burst (ADR 0088). */
  limits: Record<
    'socketsPerAccount' | 'socketsPerAddress' | 'eventsPerSecond' | 'eventBurst',
    number
  >;
}

export function realtimeConfig(vars: EnvValues<typeof realtimeEnv>): RealtimeConfig {
  return {
    redisUrl: vars.REDIS_URL,
    limits: {
      socketsPerAccount: vars.SOCKETS_PER_ACCOUNT,
      socketsPerAddress: vars.SOCKETS_PER_ADDRESS,
      eventsPerSecond: vars.SOCKET_EVENTS_PER_SECOND,
      eventBurst: Math.max(100, vars.SOCKET_EVENTS_PER_SECOND * 5),
    },
  };
}
