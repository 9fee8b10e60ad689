import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/web',
      'bench',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    // Vitest's default (one worker fewer than the cores) leaves one worker on a two-core CI
    // machine, idle while an API test waits for a job, a socket or a timer: two workers there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
