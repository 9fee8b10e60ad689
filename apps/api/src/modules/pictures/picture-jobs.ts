import pLimit, { type LimitFunction } from 'p-limit';

export interface PictureJobLimits {
  /** Pictures decoded at once in this process (each keeps a few rows of pixels and a core busy). */
  total: number;
  /** Pictures of one account decoded at once, so one account cannot take every slot. */
  perAccount: number;
}

/**
 * The queue every picture is decoded through: at most `perAccount` jobs of one account and
 * `total` jobs in all run at once; the rest wait their turn in order of arrival.
 */
export function createPictureJobs(limits: PictureJobLimits) {
  const all = pLimit(limits.total);
  const byAccount = new Map<string, LimitFunction>();

  return {
    async run<T>(accountId: string, job: () => Promise<T>): Promise<T> {
      let account = byAccount.get(accountId);
      if (!account) {
        account = pLimit(limits.perAccount);
        byAccount.set(accountId, account);
      }
      const own = account;
      try {
        // A job waiting behind its own account's jobs holds no slot of the total.
        return await own(() => all(job));
      } finally {
        if (own.activeCount === 0 && own.pendingCount === 0) byAccount.delete(accountId);
      }
    },
  };
}

export type PictureJobs = ReturnType<typeof createPictureJobs>;
