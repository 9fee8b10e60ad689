import type { Clock } from './clock';

/**
 * Values kept in the process for a while, per key: what the api reads on every request but
 * changes rarely (the catalog structure). Whoever changes the source calls `invalidate`; the
 * time to live bounds how stale a value can be when the change happened elsewhere (another api
 * instance, an edit in the database).
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
}): ExpiringCache<K, V> {
  const { ttlMs, clock } = options;
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key, load) {
      const now = clock.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return entry.value;
      // The promise is kept, not its result: requests arriving while it loads share one load.
      const fresh = { value: load(), expiresAt: now + ttlMs };
      entries.set(key, fresh);
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
