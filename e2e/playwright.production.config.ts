import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';
import { productionShape } from './production/shape';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The journeys through the production shape (issue 22): `scripts/prod-local.mjs` brings nginx, two
 * web and two api instances, the worker and the bucket up on the machine's PostgreSQL and Redis
 * before the run and down after it. Needs nginx (Debian's package), PostgreSQL and Redis.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'production',
  testMatch: '*.spec.ts',
  outputDir: path.join(here, 'artifacts/production-results'),
  globalSetup: './production/global-setup.ts',
  globalTeardown: './production/global-teardown.ts',
  use: { ...baseConfig.use, baseURL: productionShape.url },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: undefined,
});
