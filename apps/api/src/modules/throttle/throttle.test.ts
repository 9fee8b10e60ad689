import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../errors';
import { eventually } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestClock } from '../../test/test-clock';
import { createThrottleRepository } from './throttle.repository';
import { createThrottleService } from './throttle.service';

const clock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const rule = { name: 'test:subject', limit: 5, windowSeconds: 60 };

describe('throttle', () => {
  it('counts concurrent hits exactly in the database', async () => {
    const throttle = createThrottleService(createThrottleRepository(testApp.app.db), clock);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => throttle.hit(rule, 'concurrent@example.test')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(7);
    const reason = (refused[0] as PromiseRejectedResult).reason as TooManyRequestsError;
    expect(reason).toBeInstanceOf(TooManyRequestsError);
    expect(reason.retryAfterSeconds).toBeGreaterThan(0);
    expect(reason.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('never asks to wait longer than the window, even for a hit whose clock was read first', async () => {
    const opener = { now: () => new Date(clock.now().getTime() + 800) };
    const late = createThrottleService(createThrottleRepository(testApp.app.db), clock);
    const first = createThrottleService(createThrottleRepository(testApp.app.db), opener);
    for (let i = 0; i < 5; i += 1) await first.hit(rule, 'read-first');
    const refusal = await late.hit(rule, 'read-first').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect((refusal as TooManyRequestsError).retryAfterSeconds).toBe(60);
  });

  it('is shared by every service on the same database, and starts over after the window', async () => {
    const one = createThrottleService(createThrottleRepository(testApp.app.db), clock);
    const other = createThrottleService(createThrottleRepository(testApp.app.db), clock);
    for (let i = 0; i < 5; i += 1) await (i % 2 ? one : other).hit(rule, 'shared');
    await expect(one.hit(rule, 'shared')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(other.hit(rule, 'shared')).rejects.toBeInstanceOf(TooManyRequestsError);
    clock.advanceSeconds(61);
    await expect(other.hit(rule, 'shared')).resolves.toBeUndefined();
    await one.reset(rule, 'shared');
    await expect(one.hit(rule, 'shared')).resolves.toBeUndefined();
  });

  it('keeps subjects out of the table in clear', async () => {
    const throttle = createThrottleService(createThrottleRepository(testApp.app.db), clock);
    await throttle.hit(rule, 'private.person@example.test');
    const rows = await testApp.app.db.query.throttleCounters.findMany();
    expect(rows.some((row) => row.key.includes('private.person'))).toBe(false);
  });

  it('skips exempt addresses, in either IPv4 spelling, but still limits other subjects', async () => {
    const throttle = createThrottleService(createThrottleRepository(testApp.app.db), clock, {
      exemptIps: ['127.0.0.1'],
    });
    for (let i = 0; i < 8; i += 1) {
      await throttle.hit(rule, '127.0.0.1');
      await throttle.hit(rule, '::ffff:127.0.0.1');
    }
    await expect(throttle.hit(rule, '127.0.0.1')).resolves.toBeUndefined();
    for (let i = 0; i < 5; i += 1) await throttle.hit(rule, '198.51.100.1');
    await expect(throttle.hit(rule, '198.51.100.1')).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('has its stale counters purged by the hourly job', async () => {
    const dayAgo = () => new Date(Date.now() - 24 * 3600 * 1000);
    const throttle = createThrottleService(createThrottleRepository(testApp.app.db), clock);
    clock.advanceSeconds(-25 * 3600);
    await throttle.hit(rule, 'counted yesterday');
    clock.reset();
    await throttle.hit(rule, 'counted now');
    const counters = () => testApp.app.db.query.throttleCounters.findMany();
    expect((await counters()).some((row) => row.windowStartedAt < dayAgo())).toBe(true);

    await testApp.app.jobs.send('throttle.purge-stale-counters', {});
    const left = await eventually(async () => {
      const rows = await counters();
      return rows.some((row) => row.windowStartedAt < dayAgo()) ? undefined : rows;
    }, 15_000);
    expect(left.length).toBeGreaterThan(0);
  });
});
