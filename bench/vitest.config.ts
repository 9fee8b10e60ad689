import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.workers.ts';

export default defineProject({
  test: { name: 'bench', include: ['lib/**/*.test.ts'], maxWorkers },
});
