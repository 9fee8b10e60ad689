import { rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { healthReadyResponse, isErrorEnvelope } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from './readiness-checks';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { redisRelay, testRedisAvailable } from '../../test/test-redis';

const METRICS_TOKEN = 'metrics-token-of-the-health-test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { METRICS_TOKEN } });
});

afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('GET /api/health/live', () => {
  it('answers that the process lives, uncached', async () => {
    const response = await get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database, the storage and the job runner work; Redis is not configured', async () => {
    const response = await get('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(healthReadyResponse.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'not_configured', storage: 'up', jobs: 'up' },
      failed: [],
    });
  });

  it('answers 503 naming the storage when the uploads folder cannot be written', async () => {
    const { uploadsDir } = testApp.config;
    await rm(uploadsDir, { recursive: true, force: true });
    // A file where the folder should be: nothing can be written under it.
    await writeFile(uploadsDir, '');
    try {
      const response = await get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(healthReadyResponse.parse(response.json())).toMatchObject({
        status: 'not_ready',
        checks: { database: 'up', storage: 'down', jobs: 'up' },
        failed: ['storage'],
      });
    } finally {
      await rm(uploadsDir, { force: true });
    }
  });
});

describe('request ids', () => {
  it('gives every answer a new id when the request brings none', async () => {
    const first = await get('/api/ping');
    const second = await get('/api/nothing-here');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.statusCode).toBe(404);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps an id of the safe shape that the web sent', async () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const response = await get('/api/ping', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['with spaces and markup', 'an id <script>alert(1)</script>'],
    ['with a line break', 'abcdefgh\\nforged log line'],
  ])('replaces an id %s with a new one', async (_case, id) => {
    const response = await get('/api/ping', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('GET /api/metrics', () => {
  it('asks for the token, compared whole', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${METRICS_TOKEN}x`]) {
      const response = await get('/api/metrics', authorization ? { authorization } : {});
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(isErrorEnvelope(response.json())).toBe(true);
    }
  });

  it('counts requests by route pattern and status class, never by address', async () => {
    const id = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
    await get(`/api/products/${id}`);
    await get('/api/no-such-route/12345');
    const response = await get('/api/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const series = (name: string, ...labels: string[]) =>
      text
        .split('\n')
        .filter((line) => line.startsWith(`${name}{`) && labels.every((l) => line.includes(l)));
    const count = series(
      'http_request_duration_seconds_count',
      'method="GET"',
      'route="/api/products/:id"',
      'status_class="4xx"',
      'api_instance="',
    );
    expect(count).toHaveLength(1);
    expect(Number(count[0]!.split(' ').at(-1))).toBeGreaterThanOrEqual(1);
    expect(
      series('http_request_duration_seconds_bucket', 'le="+Inf"', 'route="/api/products/:id"'),
    ).toHaveLength(1);
    expect(series('http_request_duration_seconds_count', 'route="(unmatched)"')).toHaveLength(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('12345');
    // The job queues, the live channel's namespaces and the process itself.
    expect(text).toMatch(/^bazaar_job_queue_depth\{queue="[^"]+",api_instance="[^"]+"\} \d+/m);
    expect(text).toMatch(
      /^bazaar_socket_connections\{namespace="\/[^"]*",api_instance="[^"]+"\} 0/m,
    );
    expect(text).toMatch(/^process_resident_memory_bytes\{api_instance="[^"]+"\} \d+/m);
    if (testApp.config.database.driver === 'postgres') {
      expect(text).toMatch(
        /^bazaar_db_pool_connections\{state="total",api_instance="[^"]+"\} [1-9]/m,
      );
    } else {
      expect(text).not.toContain('bazaar_db_pool_connections');
    }
  });

  it('does not exist without a configured token', async () => {
    const withoutToken = await buildTestApp();
    try {
      const response = await withoutToken.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
    } finally {
      await withoutToken.close();
    }
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the Redis check', () => {
  it('fails fast on a closed port', async () => {
    const startedAt = Date.now();
    await expect(redisAnswers(`redis://127.0.0.1:${await closedPort()}`)()).rejects.toThrow();
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});

const redisAvailable = await testRedisAvailable();

describe.skipIf(!redisAvailable)('readiness with Redis', () => {
  it('is ready while Redis answers, and answers 503 naming Redis once it stops', async () => {
    const relay = await redisRelay();
    const withRedis = await buildTestApp({ env: { REDIS_URL: relay.url } });
    try {
      const before = await withRedis.app.inject({ url: '/api/health/ready' });
      expect(before.statusCode).toBe(200);
      expect(before.json().checks.redis).toBe('up');

      relay.stopListening();
      const after = await withRedis.app.inject({ url: '/api/health/ready' });
      expect(after.statusCode).toBe(503);
      expect(after.json()).toMatchObject({ status: 'not_ready', failed: ['redis'] });
      expect(after.json().checks).toMatchObject({ database: 'up', redis: 'down' });
    } finally {
      await withRedis.close();
      relay.goAway();
    }
  });
});
