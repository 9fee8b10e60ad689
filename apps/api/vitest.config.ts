import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

/**
 * Test files that replace a module with `vi.mock`: they run in a fresh module graph of their own
 * (vitest.isolated.config.ts), since in a shared one the mock could miss or leak.
 */
export const filesWithModuleMocks = ['src/modules/auth/sign-in-lockout.test.ts'];

/**
 * The API test files CI runs on the embedded database (`API_TESTS=embedded-dialect npm test`),
 * after which it runs every API test on PostgreSQL (ADR 0085). PGlite is PostgreSQL's own engine,
 * so the same SQL means the same thing on both; what can differ is listed here, each with the
 * files that prove it:
 * - the driver, which turns rows into values: every route's happy path on real records
 *   (the authorization matrix), the demo seed through every module, the catalogue and listings;
 * - one connection: a query beside an open transaction waits forever on PGlite, and the modules
 *   that take care of it (events, jobs, feedbacks, e-shop connections, the filters manager) are
 *   tried on it, as is every write route by the matrix;
 * - the bundled extensions (trigrams, unaccent, earth distance): search, geo, public search;
 * - the data folder: migrating from empty, and the folder lock;
 * - scripts of several statements in one transaction: the job runner's upgrade from pg-boss 10.
 */
export const embeddedDialectFiles = [
  'src/authorization-matrix.test.ts',
  'src/db/data-folder-lock.test.ts',
  'src/db/db.test.ts',
  'src/jobs/job-runner.test.ts',
  'src/jobs/pg-boss-10-upgrade.test.ts',
  'src/modules/catalog/catalog.test.ts',
  'src/modules/catalog/filters-manager.test.ts',
  'src/modules/domain-events/domain-events.test.ts',
  'src/modules/eshop-integrations/complete-install.test.ts',
  'src/modules/eshop-integrations/start-install.test.ts',
  'src/modules/feedbacks/feedbacks.test.ts',
  'src/modules/geo/geo.test.ts',
  'src/modules/listings/listings.test.ts',
  'src/modules/listings/public-search/public-search.repository.test.ts',
  'src/modules/search/search.test.ts',
  'src/seed/seed.test.ts',
];

/** CI's run of `npm test` takes only the embedded-dialect files of the api (ADR 0085). */
export const onlyEmbeddedDialect = process.env['API_TESTS'] === 'embedded-dialect';

/** Files that open the embedded database themselves, whatever DATABASE_URL says: not run again on PostgreSQL. */
const embeddedOnlyFiles = ['src/db/data-folder-lock.test.ts'];

/** What every api test file runs with. */
export const apiTestOptions = {
  environment: 'node',
  globalSetup: ['src/test/global-setup.ts'],
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 30_000,
  // A file's beforeAll boots the whole app on a fresh database: about 5 s on a quiet machine,
  // and over 60 s was seen beside other runs (load 15 on two cores). The limit only says when
  // to give up.
  hookTimeout: 180_000,
  maxWorkers,
} satisfies TestProjectInlineConfiguration['test'];

export default defineProject({
  test: {
    ...apiTestOptions,
    name: 'api',
    include: onlyEmbeddedDialect ? embeddedDialectFiles : ['src/**/*.test.ts'],
    exclude: [...filesWithModuleMocks, ...(process.env['DATABASE_URL'] ? embeddedOnlyFiles : [])],
    // A worker loads the app's modules once for all its files, not once per file (loading them
    // took a fifth of the project's time). Each file still builds its own app and database.
    isolate: false,
  },
});
