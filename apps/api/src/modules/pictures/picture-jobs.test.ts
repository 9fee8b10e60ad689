import { describe, expect, it } from 'vitest';
import { createPictureJobs } from './picture-jobs';

/** A job that records how many jobs (in all and per account) run while it runs. */
function tracker() {
  const running = new Map<string, number>();
  let total = 0;
  let maxTotal = 0;
  const maxByAccount = new Map<string, number>();
  const order: string[] = [];
  const job = (accountId: string, label: string) => async () => {
    total += 1;
    running.set(accountId, (running.get(accountId) ?? 0) + 1);
    maxTotal = Math.max(maxTotal, total);
    maxByAccount.set(
      accountId,
      Math.max(maxByAccount.get(accountId) ?? 0, running.get(accountId)!),
    );
    order.push(label);
    await new Promise((resolve) => setTimeout(resolve, 5));
    total -= 1;
    running.set(accountId, running.get(accountId)! - 1);
    return label;
  };
  return { job, maxTotal: () => maxTotal, maxByAccount, order };
}

describe('picture jobs', () => {
  it('decode one picture at a time per account and at most the total at once', async () => {
    const jobs = createPictureJobs({ total: 2, perAccount: 1 });
    const t = tracker();
    const accounts = ['anna', 'ben', 'cem'];
    const results = await Promise.all(
      accounts.flatMap((account) =>
        [1, 2, 3].map((n) => jobs.run(account, t.job(account, `${account}-${n}`))),
      ),
    );
    expect(results).toHaveLength(9);
    expect(t.maxTotal()).toBe(2);
    expect([...t.maxByAccount.values()]).toEqual([1, 1, 1]);
    // An account's own pictures keep their order.
    for (const account of accounts) {
      expect(t.order.filter((label) => label.startsWith(account))).toEqual(
        [1, 2, 3].map((n) => `${account}-${n}`),
      );
    }
  });

  it('lets another account in while one account has pictures waiting', async () => {
    const jobs = createPictureJobs({ total: 2, perAccount: 1 });
    const t = tracker();
    const busy = Promise.all([1, 2, 3, 4].map((n) => jobs.run('anna', t.job('anna', `anna-${n}`))));
    const other = jobs.run('ben', t.job('ben', 'ben-1'));
    await Promise.all([busy, other]);
    expect(t.order.indexOf('ben-1')).toBeLessThan(2);
  });

  it('passes a failed job’s error on and keeps running the next ones', async () => {
    const jobs = createPictureJobs({ total: 1, perAccount: 1 });
    const failed = jobs.run('anna', () => Promise.reject(new Error('damaged')));
    const next = jobs.run('anna', async () => 'stored');
    await expect(failed).rejects.toThrow('damaged');
    await expect(next).resolves.toBe('stored');
  });
});
