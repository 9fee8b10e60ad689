import type { Clock } from './clock';

/**
 * Values kept in the process for a while, per key: what the api reads on every request but
 * changes rarely (the catalog structure, the spelling of search words). Whoever changes the
 * source calls `invalidate`; the time to live bounds how stale a value can be when the change
 * happened elsewhere (another api instance, an edit in the database). With `maxEntries`, the
 * longest-kept key makes room for a new one, so keys that requests choose cannot fill memory.
 */
export interface ExpiringCache<K, V> {
  /** The kept value of `key`, or what `load` answers (kept from then on). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Forgets one key, or every key. */
  invalidate(key?: K): void;
}

export function createExpiringCache<K, V>(options: {
  ttlMs: number;
  clock: Clock;
  maxEntries?: number;
}): ExpiringCache<K, V> {
  const { ttlMs, clock, maxEntries = Number.POSITIVE_INFINITY } = options;
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key, load) {
      const now = clock.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return entry.value;
      // The promise is kept, not its result: requests arriving while it loads share one load.
      const fresh = { value: load(), expiresAt: now + ttlMs };
      // Set anew, so that the Map's order stays the order of loading.
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      // A failed load is not kept; the next request tries again.
      fresh.value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return fresh.value;
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
