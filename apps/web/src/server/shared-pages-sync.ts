// The web's side of the announcements of changed pages (ADR 0082): with REDIS_URL, every web
// instance listens on the channel the api publishes to and makes its cached copies stale.
import {
  SHARED_PAGES_CHANGED_CHANNEL,
  sharedPagesChange,
  type SharedPagesChange,
} from '@bazaar/contracts';
import { createClient } from 'redis';

type Env = Record<string, string | undefined>;

/**
 * REDIS_URL, the Redis the api announces changed pages on, or null when unset (the web then
 * relies on its forwarder and the TTL, ADR 0035). A wrong value stops the start, naming the
 * variable but not its value (it may hold a password).
 */
export function sharedPagesRedisUrl(env: Env): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  let protocol: string | null = null;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // Not a URL at all: the same message.
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL.');
  }
  return raw;
}

/** The change a message announces, or null for a message that is not one (it is ignored). */
export function readSharedPagesChange(message: string): SharedPagesChange | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  const change = sharedPagesChange.safeParse(parsed);
  return change.success ? change.data : null;
}

export interface SharedPagesSyncOptions {
  redisUrl: string;
  /** What to do with each announced change: the page cache's `markStale`. */
  markStale: (change: SharedPagesChange) => void;
  logWarning?: (message: string, detail?: unknown) => void;
}

export interface SharedPagesSync {
  /** Resolves once the subscription is in place (tests); the web does not wait for it. It never settles when closed before. */
  subscribed: Promise<void>;
  close(): Promise<void>;
}

/**
 * Subscribes to SHARED_PAGES_CHANGED_CHANNEL and hands every valid announcement to `markStale`.
 * The web starts without waiting for Redis: until it answers, and while it is away, pages follow
 * the TTL. Announcements made while this web was not listening are lost, so every page turns
 * stale when the connection comes back.
 */
export function startSharedPagesSync({
  redisUrl,
  markStale,
  logWarning = (message, detail) => console.warn(message, detail ?? ''),
}: SharedPagesSyncOptions): SharedPagesSync {
  const client = createClient({ url: redisUrl });
  let listenedBefore = false;
  let warned = false;
  // Without a listener a lost connection would end the process; the client reconnects. Once per
  // outage: it reports every attempt.
  client.on('error', (error: unknown) => {
    if (warned) return;
    warned = true;
    logWarning(
      'page cache: the Redis of changed pages does not answer; pages follow the TTL',
      error,
    );
  });
  client.on('ready', () => {
    warned = false;
    if (listenedBefore) markStale({ everything: true });
    listenedBefore = true;
  });
  const subscribed = client
    .connect()
    .then(() =>
      client.subscribe(SHARED_PAGES_CHANGED_CHANNEL, (message) => {
        const change = readSharedPagesChange(message);
        if (change) markStale(change);
        else
          logWarning(
            'page cache: ignored a message that announces no change',
            message.slice(0, 200),
          );
      }),
    )
    .catch((error: unknown) => {
      // Closed before it could listen (the web stopping): nothing to say.
      if (client.isOpen) logWarning('page cache: listening for changed pages failed', error);
    });
  return {
    subscribed,
    async close() {
      if (!client.isOpen) return;
      // A client still trying to connect would queue QUIT until Redis answers: drop it.
      await (client.isReady ? client.quit() : client.disconnect()).catch(() => undefined);
    },
  };
}
