import { afterAll, expect } from 'vitest';

/**
 * node-postgres warns (once per process) when a query is sent to a client that is still running
 * one, as `Promise.all` inside a transaction does; pg 9 will refuse it. Such a warning fails the
 * test file that caused it (on PostgreSQL, as CI runs the API tests a second time).
 */
const concurrentQueryWarnings: string[] = [];

process.on('warning', (warning) => {
  if (
    warning.name === 'DeprecationWarning' &&
    warning.message.includes('already executing a query')
  ) {
    concurrentQueryWarnings.push(warning.stack ?? warning.message);
  }
});

afterAll(() => {
  expect(concurrentQueryWarnings, 'queries sent at once on one database client').toEqual([]);
});
