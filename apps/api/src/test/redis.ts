import { createClient } from 'redis';

/** The Redis of the tests that need one (two api instances), by default on db 6. */
export const testRedisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379/6';

/** Whether a Redis answers at `url` (the two-instance tests need one, and PostgreSQL). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}
