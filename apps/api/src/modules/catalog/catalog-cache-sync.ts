import { marketplaceSections, type MarketplaceSection } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { whenRedisIsBack } from '../../lib/redis-reconnect';

/** The Redis channel that tells every api instance a division's catalog changed. */
export const CATALOG_CHANGED_CHANNEL = 'bazaar:catalog-changed';

/**
 * Drops the catalog this process keeps, and the one every other api instance keeps, after a
 * change of the catalog has committed (ADR 0071).
 */
export interface CatalogCacheSync {
  /** Call after the commit of a change of `section`'s nodes or parameters. */
  changed(section: MarketplaceSection): Promise<void>;
  close(): Promise<void>;
}

const isSection = (value: string): value is MarketplaceSection =>
  (marketplaceSections as readonly string[]).includes(value);

/**
 * With a Redis, a change is published on {@link CATALOG_CHANGED_CHANNEL} and every instance
 * (this one too) drops that division when the message arrives; this one also drops it at once,
 * so its own next answer is fresh. Without a Redis there is one instance (or the kept catalog's
 * time to live bounds how long another one is stale).
 */
export async function createCatalogCacheSync(options: {
  redisUrl: string | undefined;
  invalidate: (section: MarketplaceSection) => void;
  log: FastifyBaseLogger;
}): Promise<CatalogCacheSync> {
  const { redisUrl, invalidate, log } = options;
  if (!redisUrl) {
    return {
      changed: async (section) => invalidate(section),
      close: async () => undefined,
    };
  }
  // While Redis is away a publish fails at once instead of waiting in the client's queue (the
  // administrator's change has committed and answers); the reconnect below covers it.
  const publisher = createClient({ url: redisUrl, disableOfflineQueue: true });
  const subscriber = createClient({ url: redisUrl });
  for (const client of [publisher, subscriber]) {
    // Without a listener a lost connection would end the process; the client reconnects.
    client.on('error', (error: unknown) => log.warn({ err: error }, 'redis of the catalog cache'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CATALOG_CHANGED_CHANNEL, (message) => {
    if (isSection(message)) invalidate(message);
  });
  // Changes announced while Redis was away never arrived: every division is read afresh.
  whenRedisIsBack(subscriber, () => {
    for (const section of marketplaceSections) invalidate(section);
  });
  return {
    async changed(section) {
      invalidate(section);
      try {
        await publisher.publish(CATALOG_CHANGED_CHANNEL, section);
      } catch (error) {
        // The change has committed; the others see it when their kept catalog expires.
        log.warn({ err: error, section }, 'the catalog change could not be announced');
      }
    },
    async close() {
      // A client still reconnecting would keep QUIT until Redis answers: drop it instead.
      await Promise.allSettled(
        [publisher, subscriber]
          .filter((client) => client.isOpen)
          .map((client) => (client.isReady ? client.quit() : client.disconnect())),
      );
    },
  };
}
