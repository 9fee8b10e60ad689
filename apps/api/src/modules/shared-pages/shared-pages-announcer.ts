import { SHARED_PAGES_CHANGED_CHANNEL, type SharedPagesChange } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** Tells every web instance that pages signed-out visitors share have changed (ADR 0082). */
export interface SharedPagesAnnouncer {
  /** Publishes the change; never throws (a failure is logged: the pages then follow the TTL). */
  announce(change: SharedPagesChange): Promise<void>;
  close(): Promise<void>;
}

/**
 * Publishes on SHARED_PAGES_CHANGED_CHANNEL of the Redis at `redisUrl`. Without a connection an
 * announcement fails at once rather than waiting in the client's queue: the change has
 * committed, a request must not wait for Redis, and a web instance makes every page stale when
 * its own connection comes back.
 */
export async function createSharedPagesAnnouncer(options: {
  redisUrl: string;
  log: FastifyBaseLogger;
}): Promise<SharedPagesAnnouncer> {
  const { redisUrl, log } = options;
  const publisher = createClient({ url: redisUrl, disableOfflineQueue: true });
  // Without a listener a lost connection would end the process; the client reconnects.
  publisher.on('error', (error: unknown) =>
    log.warn({ err: error }, 'redis of the shared pages announcements'),
  );
  await publisher.connect();
  return {
    async announce(change) {
      try {
        await publisher.publish(SHARED_PAGES_CHANGED_CHANNEL, JSON.stringify(change));
      } catch (error) {
        log.warn(
          { err: error, change },
          'a change of shared pages could not be announced; the web instances show it within their TTL',
        );
      }
    },
    async close() {
      if (!publisher.isOpen) return;
      // A client still reconnecting would keep QUIT until Redis answers: drop it instead.
      await (publisher.isReady ? publisher.quit() : publisher.disconnect()).catch(() => undefined);
    },
  };
}
