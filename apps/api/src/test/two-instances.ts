import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { buildTestApp, type TestApp } from './build-test-app';

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379/6';

/** Whether a Redis answers at `url` (the two-instance tests need one, and PostgreSQL). */
async function redisAnswers(url: string): Promise<boolean> {
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

/**
 * Two api instances on one database with one signing secret and one Redis, as two processes
 * behind a load balancer would be (README "Production": the same AUTH_SECRET on every instance);
 * undefined without DATABASE_URL or a Redis at TEST_REDIS_URL (the test skips). `close` closes both.
 */
export async function buildTwoInstances(): Promise<
  { first: TestApp; second: TestApp; close(): Promise<void> } | undefined
> {
  if (!process.env['DATABASE_URL'] || !(await redisAnswers(redisUrl))) return undefined;
  const AUTH_SECRET = randomBytes(32).toString('hex');
  const first = await buildTestApp({ env: { REDIS_URL: redisUrl, AUTH_SECRET } });
  const shared = first.config.database;
  const second = await buildTestApp({
    env: {
      REDIS_URL: redisUrl,
      AUTH_SECRET,
      DATABASE_URL: shared.driver === 'postgres' ? shared.url : '',
    },
  }).catch(async (error: unknown) => {
    await first.close();
    throw error;
  });
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
}
