import { z } from 'zod';
import { ConfigError } from './config-error';
import { booleanFlag, type EnvValues } from './env-values';

/** What a process does, and the work it starts by itself (schedules, the demo seed). */
export const processesEnv = {
  /**
   * What this process does: "all" answers HTTP and works jobs; "api" only answers (the jobs it
   * sends wait for a worker); "worker" only works jobs and answers no HTTP. `--api` or
   * `--worker` on the api's command line say the same. On PGlite only "all": one process owns
   * its folder.
   */
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** Scheduled jobs (the housekeeping) send themselves on their schedule; "false" stops them (tests). */
  SCHEDULED_JOBS: booleanFlag.default(true),
  /** Seed the demo marketplace on the first start of an empty database ("false" turns it off). */
  SEED_DEMO_DATA: booleanFlag.default(true),
};

/** What a process does: answer HTTP, work jobs, or both. */
export type ProcessRole = 'all' | 'api' | 'worker';

export interface ProcessesConfig {
  role: ProcessRole;
  /** Whether schedules send their jobs (where this process works jobs). */
  scheduledJobs: boolean;
  seedDemoData: boolean;
}

/** Throws when the role splits api and worker on the embedded database. */
export function processesConfig(
  vars: EnvValues<typeof processesEnv> & { DATABASE_URL?: string | undefined },
): ProcessesConfig {
  if (vars.PROCESS_ROLE !== 'all' && !vars.DATABASE_URL) {
    throw new ConfigError([
      {
        variable: 'PROCESS_ROLE',
        message: `must be "all" on the embedded database: one process owns it (got "${vars.PROCESS_ROLE}"; set DATABASE_URL to split api and worker)`,
      },
    ]);
  }
  return {
    role: vars.PROCESS_ROLE,
    scheduledJobs: vars.SCHEDULED_JOBS,
    seedDemoData: vars.SEED_DEMO_DATA,
  };
}
