import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createDeadJobsRepository } from './dead-jobs.repository';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';

const silent = { info: () => undefined, error: () => undefined };

// The runners share the database of a built app (PGlite, or PostgreSQL with DATABASE_URL), beside
// the app's own runner; each test uses job names of its own.
describe('job runner', () => {
  let testApp: TestApp;
  const runners: JobRunner[] = [];

  function runner(options: Partial<JobRunnerOptions> = {}) {
    const created = createJobRunner({
      executeSql: testApp.app.executeSql,
      works: true,
      scheduled: false,
      log: silent,
      pollingIntervalSeconds: 0.5,
      cronMonitorIntervalSeconds: 1,
      stopTimeoutMs: 1000,
      ...options,
    });
    runners.push(created);
    return created;
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    for (const each of runners) await each.stop();
    await testApp.close();
  });

  it('runs a sent job once, with the data it was sent with', async () => {
    const received: unknown[] = [];
    const jobs = runner();
    jobs.define<{ orderId: string }>({
      name: 'test.sent',
      run: async (data) => {
        received.push(data);
      },
    });
    await jobs.start();
    await jobs.send('test.sent', { orderId: 'o-1' });
    await eventually(() => received[0], 15_000);
    await sleep(1200);
    expect(received).toEqual([{ orderId: 'o-1' }]);
  });

  it('works through queued jobs one after the other, not one per polling interval', async () => {
    const received: number[] = [];
    const sender = runner({ works: false });
    const worker = runner({ pollingIntervalSeconds: 60 });
    for (const jobs of [sender, worker]) {
      jobs.define<{ batch: number }>({
        name: 'test.batches',
        run: async ({ batch }) => {
          received.push(batch);
        },
      });
    }
    await sender.start();
    for (const batch of [1, 2, 3]) await sender.send('test.batches', { batch });
    await worker.start();
    // The worker's first ask finds a job; with a minute between asks, the third would come late.
    await eventually(() => received.length === 3 || undefined, 15_000);
    expect([...received].sort()).toEqual([1, 2, 3]);
  });

  it('runs a job sent for later not before its time', async () => {
    let ranAt: number | undefined;
    const jobs = runner();
    jobs.define({
      name: 'test.later',
      run: async () => {
        ranAt = Date.now();
      },
    });
    await jobs.start();
    const sentAt = Date.now();
    await jobs.send('test.later', {}, { startAfter: new Date(sentAt + 2500) });
    await eventually(() => ranAt, 15_000);
    expect(ranAt! - sentAt).toBeGreaterThanOrEqual(2400);
  });

  it('retries a failing job with a growing wait, then keeps it as dead', async () => {
    const triedAt: number[] = [];
    const jobs = runner();
    jobs.define({
      name: 'test.failing',
      retry: { limit: 2, delaySeconds: 1, backoff: true },
      run: async () => {
        triedAt.push(Date.now());
        // A failed statement carries its parameters: personal data a dead job must not keep.
        throw Object.assign(new Error('Failed query: select 1\nparams: greta@example.com'), {
          params: ['greta@example.com'],
        });
      },
    });
    await jobs.start();
    const id = await jobs.send('test.failing', { attempt: 'all' });
    const deadJobs = createDeadJobsRepository(testApp.app.executeSql);
    const dead = await eventually(
      async () => (await deadJobs.list()).find((job) => job.id === id),
      20_000,
    );

    expect(triedAt).toHaveLength(3);
    const [first, second, third] = triedAt as [number, number, number];
    // pg-boss's backoff waits 1–2 s before the first retry and 2–4 s before the second (each
    // half fixed, half random), so only the second wait's floor tells backoff from a fixed 1 s.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    expect(dead).toMatchObject({
      name: 'test.failing',
      data: { attempt: 'all' },
      error: 'Failed query: select 1\nparams: [redacted]',
      retryCount: 2,
    });
    const { rows } = await testApp.app.executeSql(`SELECT output FROM pgboss.job WHERE id = $1`, [
      id,
    ]);
    expect(JSON.stringify(rows)).toContain('[redacted]');
    expect(JSON.stringify(rows)).not.toContain('greta');
    expect(dead.failedAt.getTime()).toBeGreaterThanOrEqual(dead.createdAt.getTime());
  });

  it('sends a scheduled job on its schedule', async () => {
    let runs = 0;
    const jobs = runner({ scheduled: true });
    jobs.define({
      name: 'test.every-second',
      // Six fields: every second; pg-boss sends a schedule's job at most once a minute.
      schedule: '* * * * * *',
      run: async () => {
        runs += 1;
      },
    });
    await jobs.start();
    await eventually(() => (runs > 0 ? runs : undefined), 15_000);
    await jobs.stop();
  });

  it('leaves the work to workers where the process only answers HTTP', async () => {
    let ranBy: string | undefined;
    const definition = (by: string) => ({
      name: 'test.handed-over',
      run: async () => {
        ranBy = by;
      },
    });
    const api = runner({ works: false });
    api.define(definition('api'));
    await api.start();
    await api.send('test.handed-over', {});
    await sleep(1500);
    expect(ranBy).toBeUndefined();

    const worker = runner();
    worker.define(definition('worker'));
    await worker.start();
    await eventually(() => ranBy, 15_000);
    expect(ranBy).toBe('worker');
  });

  it('keeps a job that outlives the stop from reaching the database once stopped', async () => {
    let databaseClosed = false;
    let statementsAfterClose = 0;
    const jobs = runner({
      executeSql: (text, values) => {
        if (databaseClosed) statementsAfterClose += 1;
        return testApp.app.executeSql(text, values);
      },
    });
    let finish = () => undefined as void;
    let started = false;
    jobs.define({
      name: 'test.outlives-stop',
      run: () => {
        started = true;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    await jobs.start();
    await jobs.send('test.outlives-stop', {});
    await eventually(() => started || undefined, 15_000);
    await jobs.stop();
    databaseClosed = true;
    finish();
    await sleep(300);
    expect(statementsAfterClose).toBe(0);
  });

  it('refuses a job defined after the start, defined twice, or sent without a definition', async () => {
    const jobs = runner({ works: false });
    jobs.define({ name: 'test.once', run: async () => undefined });
    expect(() => jobs.define({ name: 'test.once', run: async () => undefined })).toThrow(/twice/);
    await jobs.start();
    expect(() => jobs.define({ name: 'test.late', run: async () => undefined })).toThrow(
      /after the start/,
    );
    await expect(jobs.send('test.unknown', {})).rejects.toThrow(/no job is defined/);
  });
});

describe('the api’s jobs', () => {
  it('schedules its housekeeping where schedules are on', async () => {
    const testApp = await buildTestApp({ env: { SCHEDULED_JOBS: 'true' } });
    try {
      const { rows } = await testApp.app.executeSql(
        'SELECT name, cron FROM pgboss.schedule ORDER BY name',
      );
      expect(rows).toEqual([
        { name: 'advertising.charge-spend', cron: '* * * * *' },
        { name: 'bookings.expire-waitlist-offers', cron: '* * * * *' },
        { name: 'bookings.extend-slots', cron: '7 2 * * *' },
        { name: 'bookings.send-reminders', cron: '*/5 * * * *' },
        { name: 'chat.mail-unread', cron: '* * * * *' },
        { name: 'domain-events.deliver-pending', cron: '* * * * *' },
        { name: 'error-logs.purge-expired', cron: '23 3 * * *' },
        { name: 'eshop-integrations.refresh-tokens', cron: '*/10 * * * *' },
        { name: 'eshop-integrations.resync-all', cron: '23 */6 * * *' },
        { name: 'importing.clean-up', cron: '41 * * * *' },
        { name: 'listings.purge-unattached-uploads', cron: '17 * * * *' },
        { name: 'statistics.purge-view-visits', cron: '41 3 * * *' },
        { name: 'subscriptions.renew-due', cron: '*/10 * * * *' },
        { name: 'throttle.purge-stale-counters', cron: '41 * * * *' },
      ]);
    } finally {
      await testApp.close();
    }
  });
});
