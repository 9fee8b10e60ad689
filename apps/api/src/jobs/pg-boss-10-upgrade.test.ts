import PgBoss10 from 'pg-boss-10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { eventually } from '../test/accounts';
import { createScratchDatabase } from '../test/build-test-app';
import { createDeadJobsRepository } from './dead-jobs.repository';
import { createJobRunner, type JobRunner } from './job-runner';

/** A database of its own (PGlite in memory, or a new one on DATABASE_URL's server), empty. */
async function emptyDatabase() {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    return { database: await openDatabase({ driver: 'pglite', dataDir: 'memory://' }) };
  }
  const scratch = await createScratchDatabase(serverUrl);
  return {
    database: await openDatabase({ driver: 'postgres', url: scratch.url, poolMax: 4 }),
    drop: scratch.drop,
  };
}

describe('a database a Bazaar on pg-boss 10 left behind', () => {
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  const runners: JobRunner[] = [];
  const ran: string[] = [];
  const logged: string[] = [];
  const ids: Record<'dead' | 'due' | 'later' | 'running', string> = {
    dead: '',
    due: '',
    later: '',
    running: '',
  };

  function runner(works: boolean) {
    const created = createJobRunner({
      executeSql: database.executeSql,
      works,
      scheduled: false,
      log: { info: (_details, message) => logged.push(message), error: () => undefined },
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1000,
    });
    created.define<{ report: string }>({
      name: 'test.reports',
      retry: { limit: 0 },
      run: async ({ report }) => {
        ran.push(report);
      },
    });
    runners.push(created);
    return created;
  }

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase());
    // pg-boss 10 as Bazaar ran it, on the app's connections: a dead job, one that was running
    // when it stopped, one due and one for later, and a job of a queue no longer defined.
    const old = new PgBoss10({
      db: { executeSql: database.executeSql },
      supervise: false,
      schedule: false,
    });
    await old.start();
    await old.createQueue('test.reports', { name: 'test.reports', retryLimit: 0 });
    await old.createQueue('test.retired', { name: 'test.retired' });
    ids.dead = (await old.send('test.reports', { report: 'dead' }))!;
    const [failing] = await old.fetch('test.reports');
    await old.fail('test.reports', failing!.id, { message: 'the report could not be written' });
    ids.running = (await old.send('test.reports', { report: 'running' }))!;
    await old.fetch('test.reports');
    ids.due = (await old.send('test.reports', { report: 'due' }))!;
    ids.later = (await old.send('test.reports', { report: 'later' }, { startAfter: 3600 }))!;
    await old.send('test.retired', { report: 'retired' });
    await old.stop({ graceful: false, wait: true });
  }, 60_000);

  afterAll(async () => {
    for (const each of runners) await each.stop();
    await database?.close();
    await drop?.();
  });

  it('runs the due job and the one that was running, on the current pg-boss', async () => {
    await runner(true).start();
    expect(logged).toContain(
      "the jobs pg-boss 10 left are moved to the current job runner's tables",
    );
    await eventually(() => (ran.length >= 2 ? ran : undefined), 20_000);
    expect([...ran].sort()).toEqual(['due', 'running']);
  });

  it('keeps the job for later waiting, with its start time', async () => {
    const { rows } = await database.executeSql(
      `SELECT state, start_after > now() + interval '50 minutes' AS later
       FROM pgboss.job WHERE id = $1`,
      [ids.later],
    );
    expect(rows).toEqual([{ state: 'created', later: true }]);
  });

  it('keeps the dead job with its error, and administrators can retry it', async () => {
    const deadJobs = createDeadJobsRepository(database.executeSql);
    expect(await deadJobs.find(ids.dead)).toMatchObject({
      name: 'test.reports',
      data: { report: 'dead' },
      error: 'the report could not be written',
    });
    expect(await runners[0]!.retry('test.reports', [ids.dead])).toBe(1);
    await eventually(() => (ran.includes('dead') ? true : undefined), 20_000);
  });

  it('leaves out the jobs of queues no longer defined, and drops the old schema', async () => {
    const { rows } = await database.executeSql(
      `SELECT to_regnamespace('pgboss_v10') IS NULL AS dropped,
              (SELECT count(*)::int FROM pgboss.job WHERE data->>'report' = 'retired') AS retired`,
      [],
    );
    expect(rows).toEqual([{ dropped: true, retired: 0 }]);
  });

  it('is done once: another process starting later finds nothing to move', async () => {
    logged.length = 0;
    await runner(false).start();
    expect(logged).not.toContain(
      "the jobs pg-boss 10 left are moved to the current job runner's tables",
    );
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'test.reports'`,
      [],
    );
    expect(rows).toEqual([{ jobs: 4 }]);
  });
});
