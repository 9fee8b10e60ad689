import { defineProject } from 'vitest/config';
import { apiTestOptions, filesWithModuleMocks } from './vitest.config.ts';

/** The api's test files that mock a module, each in a module graph of its own. */
export default defineProject({
  test: { ...apiTestOptions, name: 'api-isolated', include: filesWithModuleMocks },
});
