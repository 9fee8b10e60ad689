import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from './build-test-app';
import { testRedisAvailable, testRedisUrl } from './test-redis';

export interface TwoApiInstances {
  first: TestApp;
  second: TestApp;
  /** Where the second one listens for sockets. */
  secondPort: number;
  close(): Promise<void>;
}

/**
 * Two api instances on one PostgreSQL database with one signing secret and one Redis, as two
 * processes behind a load balancer would be (docs/running-in-production.md: the same AUTH_SECRET on
 * every instance); the second listens. Undefined without DATABASE_URL or a Redis: the test skips.
 */
export async function twoApiInstances(): Promise<TwoApiInstances | undefined> {
  if (!process.env['DATABASE_URL'] || !(await testRedisAvailable())) return undefined;
  const AUTH_SECRET = randomBytes(32).toString('hex');
  const first = await buildTestApp({ env: { REDIS_URL: testRedisUrl, AUTH_SECRET } });
  const shared = first.config.database;
  try {
    const second = await buildTestApp({
      env: {
        REDIS_URL: testRedisUrl,
        AUTH_SECRET,
        DATABASE_URL: shared.driver === 'postgres' ? shared.url : '',
      },
    });
    await second.app.listen({ host: '127.0.0.1', port: 0 });
    return {
      first,
      second,
      secondPort: (second.app.server.address() as AddressInfo).port,
      async close() {
        await second.close();
        await first.close();
      },
    };
  } catch (error) {
    await first.close();
    throw error;
  }
}
