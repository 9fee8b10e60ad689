import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test files that replace a module with `vi.mock`: they run in a fresh module graph of their own
 * (vitest.isolated.config.ts), since in a shared one the mock could miss or leak.
 */
export const filesWithModuleMocks = ['src/modules/auth/sign-in-lockout.test.ts'];

/** What every api test file runs with. */
export const apiTestOptions = {
  environment: 'node',
  globalSetup: ['src/test/global-setup.ts'],
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestProjectInlineConfiguration['test'];

export default defineProject({
  test: {
    ...apiTestOptions,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: filesWithModuleMocks,
    // A worker loads the app's modules once for all its files, not once per file (loading them
    // took a fifth of the project's time). Each file still builds its own app and database.
    isolate: false,
  },
});
