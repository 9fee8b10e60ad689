import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** BENCH_API_ENTRY runs another build (e.g. of an older commit) to compare with. */
const apiEntry = process.env['BENCH_API_ENTRY']
  ? path.resolve(process.env['BENCH_API_ENTRY'])
  : path.join(repoRoot, 'apps/api/dist/server.js');

export interface RunningApi {
  url: string;
  /** The api's process id, to read its memory and CPU time. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built api as `npm start` would, on its own port (BENCH_API_PORT, default 4300, when
 * the caller names none) and a throw-away data folder
 * (or on DATABASE_URL when the caller sets it, in the environment or in `env`), and waits until
 * it answers.
 */
export async function startApi(
  port = Number(process.env['BENCH_API_PORT'] ?? 4300),
  env: Record<string, string> = {},
): Promise<RunningApi> {
  if (!existsSync(apiEntry)) {
    throw new Error('The api is not built: run `npm run build -w @bazaar/api` first.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-'));
  const child: ChildProcess = spawn(process.execPath, [apiEntry], {
    cwd: path.dirname(apiEntry),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // As `npm start` on this machine: the payment stand-in and the outboxes.
      ALLOW_STAND_INS: 'true',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // As scripts/start.mjs sets it (ADR 0028); MALLOC_ARENA_MAX=0 runs with glibc's default.
      MALLOC_ARENA_MAX: process.env['MALLOC_ARENA_MAX'] ?? '2',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The api exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${url}/api/ping`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The api did not start within 180 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
