import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { eventually } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { probeJobs } from '../test/job-runner-process';
import { createDeadJobsRepository } from './dead-jobs.repository';
import { createJobRunner, type JobRunner } from './job-runner';

interface ProcessLine {
  pid: number;
  ready?: boolean;
  ran?: string;
  at?: number;
  error?: string;
}

const serverUrl = process.env['DATABASE_URL'];
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const script = path.join(import.meta.dirname, '../test/job-runner-process.ts');

/** Starts one worker process on `url`; its JSON lines go to `lines`. */
function startWorker(url: string, lines: ProcessLine[]): ChildProcess {
  const child = spawn(process.execPath, [tsx, script, '--run'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) lines.push(JSON.parse(line) as ProcessLine);
  });
  return child;
}

// Several api processes share one PostgreSQL database: every job runs in one of them only.
describe.skipIf(!serverUrl)('job runner in several processes (PostgreSQL)', () => {
  let testApp: TestApp;
  let database: DatabaseHandle;
  let sender: JobRunner;
  const workers: ChildProcess[] = [];
  const lines: ProcessLine[] = [];

  beforeAll(async () => {
    // The test app gives a scratch database; the workers and the sender open their own pools.
    testApp = await buildTestApp();
    const config = testApp.config.database;
    if (config.driver !== 'postgres') throw new Error('expected PostgreSQL');
    database = await openDatabase(config);
    sender = createJobRunner({
      executeSql: database.executeSql,
      works: false,
      scheduled: false,
      log: { info: () => undefined, error: () => undefined },
    });
    for (const definition of probeJobs(() => undefined)) sender.define(definition);
    await sender.start();
    workers.push(startWorker(config.url, lines), startWorker(config.url, lines));
    await eventually(() => lines.filter((line) => line.ready).length === 2 || undefined, 60_000);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) => {
            worker.once('exit', resolve);
            worker.kill('SIGTERM');
          }),
      ),
    );
    await sender?.stop();
    await database?.close();
    await testApp?.close();
  });

  it('runs a scheduled job once per tick, not once per process', async () => {
    await eventually(() => lines.find((line) => line.ran === 'probe.every-second'), 20_000);
    // Both processes look at the schedule every second; give them a few more looks.
    await sleep(5000);
    const runs = lines.filter((line) => line.ran === 'probe.every-second');
    // pg-boss turns a schedule into at most one job per minute window, whichever process looked,
    // and each job runs in one process only. When a job runs proves nothing: under load a
    // minute's job sent late runs in the same minute as the next one.
    const sends = (await database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = '__pgboss__send-it' AND data->>'name' = 'probe.every-second'
        GROUP BY singleton_on`,
    )) as { rows: { n: number }[] };
    expect(sends.rows.length).toBeGreaterThan(0);
    expect(sends.rows.every((row) => row.n === 1)).toBe(true);
    const jobs = (await database.executeSql(
      `SELECT count(*)::int AS sent, (count(*) FILTER (WHERE state = 'completed'))::int AS done
         FROM pgboss.job WHERE name = 'probe.every-second'`,
    )) as { rows: { sent: number; done: number }[] };
    const { sent, done } = jobs.rows[0]!;
    expect(runs.length).toBeGreaterThanOrEqual(done);
    expect(runs.length).toBeLessThanOrEqual(sent);
    expect(lines.filter((line) => line.error)).toEqual([]);
  });

  it('retries a failing job with backoff in either process, then keeps it as dead', async () => {
    const id = await sender.send('probe.always-fails', {});
    const deadJobs = createDeadJobsRepository(database.executeSql);
    const dead = await eventually(
      async () => (await deadJobs.list()).find((job) => job.id === id),
      30_000,
    );
    const tries = lines.filter((line) => line.ran === 'probe.always-fails').map((l) => l.at!);
    expect(tries).toHaveLength(3);
    const [first, second, third] = tries as [number, number, number];
    expect(third - second).toBeGreaterThan(second - first);
    expect(dead).toMatchObject({
      name: 'probe.always-fails',
      error: 'the probe fails on purpose',
      retryCount: 2,
    });
  });
});
