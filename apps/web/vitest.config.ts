import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts?(x)'],
    environment: 'node',
    maxWorkers,
  },
});
