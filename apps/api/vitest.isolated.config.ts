import { defineProject } from 'vitest/config';
import { apiTestOptions, filesWithModuleMocks, onlyEmbeddedDialect } from './vitest.config.ts';

/** The api's test files that mock a module, each in a module graph of its own. */
export default defineProject({
  test: {
    ...apiTestOptions,
    name: 'api-isolated',
    // None of them is an embedded-dialect file: CI runs them on PostgreSQL only.
    include: onlyEmbeddedDialect ? [] : filesWithModuleMocks,
  },
});
