import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { redisAnswers } from '../modules/health/readiness-checks';

/** The Redis of the tests that need one, by default on db 6. */
export const testRedisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379/6';

/** Whether the test Redis answers; the tests that need it skip when it does not. */
export function testRedisAvailable(): Promise<boolean> {
  return redisAnswers(testRedisUrl)().then(
    () => true,
    () => false,
  );
}

export interface RedisRelay {
  /** The test Redis's address with the relay's port. */
  url: string;
  /** New connections are refused from now on; open ones carry on, as the app's own clients do. */
  stopListening(): void;
  /** Redis went away: no new connections, and the open ones are cut. */
  goAway(): void;
}

/** A TCP relay to the test Redis that can go away on cue, as a Redis that stops does. */
export async function redisRelay(): Promise<RedisRelay> {
  const upstreamAt = new URL(testRedisUrl);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(Number(upstreamAt.port || 6379), upstreamAt.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(upstreamAt);
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    stopListening: () => void server.close(),
    goAway() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}
