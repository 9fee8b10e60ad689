import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
/** nginx's port; the web instances take the next ports and the api instances port + 101…. */
const port = Number(process.env.E2E_PRODUCTION_PORT ?? 8480);

/** The production shape these journeys run against, and how to drive it. */
export const productionShape = {
  url: `http://127.0.0.1:${port}`,
  apiInstanceUrls: [1, 2].map((instance) => `http://127.0.0.1:${port + 100 + instance}`),
  webInstanceUrls: [1, 2].map((instance) => `http://127.0.0.1:${port + instance}`),
  logsDir: path.join(here, '../artifacts/prod-local/logs'),
  env: {
    ...process.env,
    PROD_LOCAL_PORT: String(port),
    PROD_LOCAL_DIR: path.join(here, '../artifacts/prod-local'),
    PROD_LOCAL_DATABASE_URL:
      process.env.E2E_PRODUCTION_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/bazaar_e2e_production',
    // Every journey signs in from this machine; the per-account limits still apply.
    THROTTLE_EXEMPT_IPS: '127.0.0.1,::1',
    LOG_LEVEL: 'info',
  },
  /** Runs `prod-local.mjs <args>` (up, down, …) with the journeys' settings. */
  run(...args: string[]) {
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/prod-local.mjs'), ...args], {
      env: this.env,
      stdio: 'inherit',
    });
  },
  /** Every line of the named process's log (`nginx-access`, `api-1`, …). */
  logLines(name: string): string[] {
    const file = path.join(this.logsDir, `${name}.log`);
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  },
};
