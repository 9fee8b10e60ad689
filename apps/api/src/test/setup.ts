import { afterAll, beforeAll, expect } from 'vitest';

/**
 * node-postgres warns (once per process) when a query is sent to a client that is still running
 * one, as `Promise.all` inside a transaction does; pg 9 will refuse it. Such a warning fails the
 * test file that caused it (on PostgreSQL, as CI runs the API tests a second time).
 *
 * A worker runs many files in one process (the api project does not isolate them), and this file
 * runs before each: the listener is added once, and each file starts with an empty list.
 */
const WARNINGS = Symbol.for('bazaar.test.concurrentQueryWarnings');
const processWide = globalThis as typeof globalThis & { [WARNINGS]?: string[] };
const concurrentQueryWarnings = (processWide[WARNINGS] ??= listenForConcurrentQueryWarnings());

function listenForConcurrentQueryWarnings(): string[] {
  const warnings: string[] = [];
  process.on('warning', (warning) => {
    if (
      warning.name === 'DeprecationWarning' &&
      warning.message.includes('already executing a query')
    ) {
      warnings.push(warning.stack ?? warning.message);
    }
  });
  return warnings;
}

beforeAll(() => {
  concurrentQueryWarnings.length = 0;
});

afterAll(() => {
  expect(concurrentQueryWarnings, 'queries sent at once on one database client').toEqual([]);
});
