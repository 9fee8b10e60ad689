import { loadConfig, type Config } from '../config';

/** The configuration of a test app (buildTestApp, and the run's database template). */
export function testConfig(
  workDir: string,
  database: { DATABASE_URL: string } | { PGLITE_DATA_DIR: string },
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    DATA_DIR: workDir,
    SEED_DEMO_DATA: String(options.seed ?? false),
    // Housekeeping on its schedule would purge what a test with a moved clock still looks at.
    SCHEDULED_JOBS: 'false',
    ...database,
    ...options.env,
  });
}
