import { defineConfig } from 'vitest/config';
import { maxWorkers } from './vitest.workers.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/web',
      'bench',
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          maxWorkers,
        },
      },
    ],
    maxWorkers,
  },
});
