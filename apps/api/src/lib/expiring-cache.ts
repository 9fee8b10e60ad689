import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

/**
 * Values kept in the process for a while, per key: what the api reads on every request but
 * changes rarely (the catalog structure, the spelling of search words). Whoever changes the
 * source calls `invalidate`; the time to live bounds how stale a value can be when the change
 * happened elsewhere (another api instance, an edit in the database). At most `maxEntries` keys
 * are kept, the least recently used making room, so keys that requests choose cannot fill memory.
 */
export interface ExpiringCache<K, V> {
  /** The kept value of `key`, or what `load` answers (kept from then on). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Forgets one key, or every key. */
  invalidate(key?: K): void;
}

/** Enough for any key set the api chooses itself (divisions, catalogue versions). */
const DEFAULT_MAX_ENTRIES = 1_000;

// lru-cache keeps values, never undefined or null.
export function createExpiringCache<
  K extends NonNullable<unknown>,
  V extends NonNullable<unknown>,
>(options: { ttlMs: number; clock: Clock; maxEntries?: number }): ExpiringCache<K, V> {
  const { ttlMs, clock, maxEntries = DEFAULT_MAX_ENTRIES } = options;
  const cache = new LRUCache<K, V, () => Promise<V>>({
    max: maxEntries,
    ttl: ttlMs,
    // Ages follow the service's clock (tests move it), read afresh on every look-up.
    perf: { now: () => clock.now().getTime() },
    ttlResolution: 0,
    // Callers arriving while a key loads share that load (lru-cache's fetch); a failed load is
    // not kept. A load still running when its key is invalidated still answers its callers.
    fetchMethod: (_key, _stale, { context: load }) => load(),
    ignoreFetchAbort: true,
  });
  return {
    async get(key, load) {
      return (await cache.fetch(key, { context: load })) as V;
    },
    invalidate(key) {
      if (key === undefined) cache.clear();
      else cache.delete(key);
    },
  };
}
