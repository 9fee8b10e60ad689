import { describe, expect, it } from 'vitest';
import type { Clock } from './clock';
import { createExpiringCache } from './expiring-cache';

function movableClock(start = Date.parse('2026-11-22T10:00:00Z')) {
  let now = start;
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}

/** A loader that counts its calls and answers the current version. */
function countingLoader() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return `version ${calls}`;
    },
    calls: () => calls,
  };
}

describe('expiring cache', () => {
  it('loads a key once and keeps it until its time to live is over', async () => {
    const { clock, advance } = movableClock();
    const cache = createExpiringCache<string, string>({ ttlMs: 1_000, clock });
    const loader = countingLoader();
    expect(await cache.get('catalog', loader.load)).toBe('version 1');
    advance(1_000);
    expect(await cache.get('catalog', loader.load)).toBe('version 1');
    advance(1);
    expect(await cache.get('catalog', loader.load)).toBe('version 2');
    expect(loader.calls()).toBe(2);
  });

  it('keeps keys apart', async () => {
    const { clock } = movableClock();
    const cache = createExpiringCache<string, string>({ ttlMs: 1_000, clock });
    const loader = countingLoader();
    await cache.get('catalog', loader.load);
    expect(await cache.get('food', loader.load)).toBe('version 2');
    expect(await cache.get('catalog', loader.load)).toBe('version 1');
  });

  it('loads again after invalidate, of one key or of all', async () => {
    const { clock } = movableClock();
    const cache = createExpiringCache<string, string>({ ttlMs: 60_000, clock });
    const loader = countingLoader();
    await cache.get('catalog', loader.load);
    await cache.get('food', loader.load);
    cache.invalidate('catalog');
    expect(await cache.get('catalog', loader.load)).toBe('version 3');
    expect(await cache.get('food', loader.load)).toBe('version 2');
    cache.invalidate();
    expect(await cache.get('food', loader.load)).toBe('version 4');
  });

  it('shares one load among callers arriving while it runs', async () => {
    const { clock } = movableClock();
    const cache = createExpiringCache<string, string>({ ttlMs: 1_000, clock });
    const loader = countingLoader();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('catalog', loader.load)));
    expect(answers).toEqual(['version 1', 'version 1', 'version 1']);
    expect(loader.calls()).toBe(1);
  });

  it('makes room for a new key by forgetting the least recently used one', async () => {
    const { clock, advance } = movableClock();
    const cache = createExpiringCache<string, string>({ ttlMs: 1_000, clock, maxEntries: 2 });
    const loader = countingLoader();
    await cache.get('catalog', loader.load);
    await cache.get('food', loader.load);
    advance(1_001);
    // Loaded again, so used more recently than food.
    expect(await cache.get('catalog', loader.load)).toBe('version 3');
    expect(await cache.get('property', loader.load)).toBe('version 4');
    expect(await cache.get('catalog', loader.load)).toBe('version 3');
    expect(await cache.get('food', loader.load)).toBe('version 5');
    expect(loader.calls()).toBe(5);
  });

  it('does not keep a failed load', async () => {
    const { clock } = movableClock();
    const cache = createExpiringCache<string, string>({ ttlMs: 60_000, clock });
    await expect(
      cache.get('catalog', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.get('catalog', async () => 'loaded')).toBe('loaded');
  });

  it('answers a load that was running when its key was invalidated, and loads afresh after', async () => {
    const { clock } = movableClock();
    const cache = createExpiringCache<string, string>({ ttlMs: 60_000, clock });
    let finish: (value: string) => void = () => undefined;
    const running = cache.get(
      'catalog',
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    cache.invalidate('catalog');
    finish('before the change');
    expect(await running).toBe('before the change');
    expect(await cache.get('catalog', async () => 'after the change')).toBe('after the change');
  });
});
