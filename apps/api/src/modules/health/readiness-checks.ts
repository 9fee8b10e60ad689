import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadinessCheckName, ReadinessCheckState } from '@bazaar/contracts';
import { createClient } from 'redis';

/** One dependency's check: resolves when it works, rejects (or outlasts the timeout) when not. */
export type ReadinessCheck = () => Promise<void>;

/** A check that does not answer within this time counts as down: probes must stay cheap. */
export const CHECK_TIMEOUT_MS = 2_000;

/**
 * Media storage on disk: the uploads folder takes a file and gives it back up. Storage of
 * another kind (a bucket) brings its own check of the same shape.
 */
export function uploadsFolderWritable(uploadsDir: string): ReadinessCheck {
  return async () => {
    const probe = path.join(uploadsDir, `.ready-${randomUUID()}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  };
}

/** Redis answers PING on a connection of its own, opened and closed per check, without retries. */
export function redisAnswers(url: string): ReadinessCheck {
  return async () => {
    const client = createClient({
      url,
      socket: { connectTimeout: CHECK_TIMEOUT_MS, reconnectStrategy: false },
    });
    // The failure is the connect's rejection; without a listener it would end the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
    } finally {
      if (client.isOpen) await client.disconnect().catch(() => undefined);
    }
  };
}

function withinTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

export type ReadinessChecks = Record<ReadinessCheckName, ReadinessCheck | undefined>;

export interface Readiness {
  ready: boolean;
  checks: Record<ReadinessCheckName, ReadinessCheckState>;
  failed: ReadinessCheckName[];
  /** Why each failed check failed, for the log only. */
  errors: Partial<Record<ReadinessCheckName, unknown>>;
}

/** Runs every check at once; an undefined check is not configured on this instance. */
export async function checkReadiness(checks: ReadinessChecks): Promise<Readiness> {
  const names = Object.keys(checks) as ReadinessCheckName[];
  const outcomes = await Promise.allSettled(
    names.map((name) => {
      const check = checks[name];
      return check ? withinTimeout(check) : Promise.resolve();
    }),
  );
  const result: Readiness = {
    ready: true,
    checks: {} as Readiness['checks'],
    failed: [],
    errors: {},
  };
  names.forEach((name, index) => {
    const outcome = outcomes[index]!;
    if (!checks[name]) result.checks[name] = 'not_configured';
    else if (outcome.status === 'fulfilled') result.checks[name] = 'up';
    else {
      result.checks[name] = 'down';
      result.failed.push(name);
      result.errors[name] = outcome.reason;
      result.ready = false;
    }
  });
  return result;
}
