import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineProject({
  test: { name: 'contracts', include: ['src/**/*.test.ts'], maxWorkers },
});
