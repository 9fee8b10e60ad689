import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { jobRunnerDatabase } from './job-runner';

/** pg-boss's own statements, as the installed version writes them (not part of its typed api). */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  string,
  (schema: string, ...rest: unknown[]) => string
>;

const restarting = () => Promise.reject(new Error('the database system is shutting down'));

describe('the database as pg-boss sees it', () => {
  it('answers "nothing changed" when marking worked jobs done fails, and logs it', async () => {
    const log = { error: vi.fn() };
    const database = jobRunnerDatabase(restarting, log, () => false);
    for (const statement of [plans['completeJobs']!('pgboss'), plans['failJobsById']!('pgboss')]) {
      await expect(database.executeSql(statement, [])).resolves.toEqual({
        rows: [{ count: '0' }],
      });
    }
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('lets every other statement fail as it failed', async () => {
    const database = jobRunnerDatabase(restarting, { error: vi.fn() }, () => false);
    for (const statement of [
      plans['failJobsByTimeout']!('pgboss'),
      plans['insertJob']!('pgboss'),
      'select 1',
    ]) {
      await expect(database.executeSql(statement, [])).rejects.toThrow('shutting down');
    }
  });

  it('answers everything with "nothing changed" once stopped', async () => {
    const executeSql = vi.fn(restarting);
    const database = jobRunnerDatabase(executeSql, { error: vi.fn() }, () => true);
    await expect(database.executeSql('select 1')).resolves.toEqual({ rows: [{ count: '0' }] });
    expect(executeSql).not.toHaveBeenCalled();
  });

  it('passes answers through', async () => {
    const answer = { rows: [{ count: '3' }] };
    const database = jobRunnerDatabase(
      () => Promise.resolve(answer),
      { error: vi.fn() },
      () => false,
    );
    await expect(database.executeSql(plans['completeJobs']!('pgboss'), [])).resolves.toBe(answer);
  });
});
