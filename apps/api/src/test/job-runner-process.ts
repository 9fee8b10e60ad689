// One process of the several-processes job runner test (job-runner.processes.test.ts): a worker on
// the PostgreSQL database of DATABASE_URL with a job scheduled every second and one that always
// fails. It tells the test what it does as JSON lines on stdout, and stops on SIGTERM.
import { openDatabase } from '../db/client';
import { createJobRunner, type JobDefinition } from '../jobs/job-runner';

const say = (line: object) =>
  process.stdout.write(`${JSON.stringify({ pid: process.pid, ...line })}\n`);

/** The probe jobs; the test's own runner (which only sends) defines the same. */
export const probeJobs = (onRun: (name: string) => void): JobDefinition[] => [
  {
    name: 'probe.every-second',
    schedule: '* * * * * *',
    run: async () => onRun('probe.every-second'),
  },
  {
    name: 'probe.always-fails',
    retry: { limit: 2, delaySeconds: 1, backoff: true },
    run: async () => {
      onRun('probe.always-fails');
      throw new Error('the probe fails on purpose');
    },
  },
];

if (process.argv.includes('--run')) {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is required');
  const database = await openDatabase({ driver: 'postgres', url, poolMax: 4 });
  const jobs = createJobRunner({
    executeSql: database.executeSql,
    works: true,
    scheduled: true,
    log: { info: () => undefined, error: (details, message) => say({ error: message }) },
    pollingIntervalSeconds: 0.5,
    cronMonitorIntervalSeconds: 1,
    stopTimeoutMs: 1000,
  });
  for (const definition of probeJobs((name) => say({ ran: name, at: Date.now() }))) {
    jobs.define(definition);
  }
  await jobs.start();
  say({ ready: true });
  process.once('SIGTERM', () => {
    void jobs
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
