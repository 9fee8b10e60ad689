import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { SHARED_PAGES_CHANGED_CHANNEL, type SharedPagesChange } from '@bazaar/contracts';
import { createClient } from 'redis';
import { describe, expect, it, vi } from 'vitest';
import {
  readSharedPagesChange,
  sharedPagesRedisUrl,
  startSharedPagesSync,
} from './shared-pages-sync';

describe('sharedPagesRedisUrl', () => {
  it('reads REDIS_URL, unset or empty meaning none', () => {
    expect(sharedPagesRedisUrl({})).toBeNull();
    expect(sharedPagesRedisUrl({ REDIS_URL: ' ' })).toBeNull();
    expect(sharedPagesRedisUrl({ REDIS_URL: 'redis://127.0.0.1:6379/2' })).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(sharedPagesRedisUrl({ REDIS_URL: 'rediss://cache.internal:6380' })).toBe(
      'rediss://cache.internal:6380',
    );
  });

  it('names the variable, not its value, when it is no Redis URL', () => {
    for (const wrong of ['http://127.0.0.1:6379', 'localhost:6379', 'redis//:secret@host']) {
      expect(() => sharedPagesRedisUrl({ REDIS_URL: wrong }), wrong).toThrow(
        'REDIS_URL must be a redis:// or rediss:// URL.',
      );
    }
  });
});

describe('readSharedPagesChange', () => {
  const id = randomUUID();

  it('reads the listings whose item pages changed, or a change of everything', () => {
    expect(readSharedPagesChange(JSON.stringify({ listings: [id] }))).toEqual({ listings: [id] });
    expect(readSharedPagesChange('{"everything":true}')).toEqual({ everything: true });
  });

  it('ignores a message that announces no change', () => {
    for (const message of [
      '',
      'everything',
      '{"listings":',
      '{}',
      '{"listings":[]}',
      '{"listings":["/etc/passwd"]}',
      '{"everything":"yes"}',
      JSON.stringify({ listings: [id], extra: 1 }),
    ]) {
      expect(readSharedPagesChange(message), message).toBeNull();
    }
  });
});

const testRedisUrl = new URL(process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379/6');

async function redisAnswers(): Promise<boolean> {
  const client = createClient({
    url: testRedisUrl.toString(),
    socket: { connectTimeout: 1_000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.disconnect().catch(() => undefined);
  }
}

/** A TCP relay to the test Redis whose connections can be cut, as a Redis restart does. */
async function redisRelay() {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(Number(testRedisUrl.port || 6379), testRedisUrl.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(testRedisUrl);
  url.port = String((server.address() as AddressInfo).port);
  const cut = () => sockets.forEach((socket) => socket.destroy());
  return {
    url: url.toString(),
    cut,
    close() {
      server.close();
      cut();
    },
  };
}

async function eventually(check: () => void | Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe.skipIf(!(await redisAnswers()))('the subscription on Redis', () => {
  it('hands each announced change to the page cache and ignores other messages', async () => {
    const publisher = createClient({ url: testRedisUrl.toString() });
    await publisher.connect();
    const markStale = vi.fn<(change: SharedPagesChange) => void>();
    const logWarning = vi.fn();
    const sync = startSharedPagesSync({ redisUrl: testRedisUrl.toString(), markStale, logWarning });
    try {
      await sync.subscribed;
      const listing = randomUUID();
      await publisher.publish(SHARED_PAGES_CHANGED_CHANNEL, '{"listings":["not-a-listing"]}');
      await publisher.publish(
        SHARED_PAGES_CHANGED_CHANNEL,
        JSON.stringify({ listings: [listing] }),
      );
      await eventually(() => expect(markStale).toHaveBeenCalledWith({ listings: [listing] }));
      expect(logWarning).toHaveBeenCalledWith(
        'page cache: ignored a message that announces no change',
        '{"listings":["not-a-listing"]}',
      );
      // Other tests' announcements may arrive too; none that is not one reaches the cache.
      for (const [change] of markStale.mock.calls) {
        expect(change).not.toEqual({ listings: ['not-a-listing'] });
      }
    } finally {
      await sync.close();
      await publisher.quit();
    }
  });

  it('makes every page stale when it listens again after the connection was lost', async () => {
    const relay = await redisRelay();
    const markStale = vi.fn<(change: SharedPagesChange) => void>();
    const logWarning = vi.fn();
    const sync = startSharedPagesSync({ redisUrl: relay.url, markStale, logWarning });
    try {
      await sync.subscribed;
      expect(markStale).not.toHaveBeenCalledWith({ everything: true });
      relay.cut();
      await eventually(() => expect(markStale).toHaveBeenCalledWith({ everything: true }));
      // And it listens again: an announcement after the reconnection arrives.
      const listing = randomUUID();
      const publisher = createClient({ url: testRedisUrl.toString() });
      await publisher.connect();
      try {
        await eventually(async () => {
          await publisher.publish(
            SHARED_PAGES_CHANGED_CHANNEL,
            JSON.stringify({ listings: [listing] }),
          );
          expect(markStale).toHaveBeenCalledWith({ listings: [listing] });
        });
      } finally {
        await publisher.quit();
      }
    } finally {
      await sync.close();
      relay.close();
    }
  });

  it('lets the web start and stop while Redis does not answer', async () => {
    const relay = await redisRelay();
    relay.close();
    const logWarning = vi.fn();
    const sync = startSharedPagesSync({ redisUrl: relay.url, markStale: vi.fn(), logWarning });
    await eventually(() => expect(logWarning).toHaveBeenCalledTimes(1));
    // Once per outage, not once per attempt to connect.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logWarning).toHaveBeenCalledTimes(1);
    await sync.close();
  });
});
