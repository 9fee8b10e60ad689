import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchLib = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchLib, '../..');
/** BENCH_WEB_ENTRY runs another build (e.g. of an older commit) to compare with. */
const webEntry = process.env['BENCH_WEB_ENTRY']
  ? path.resolve(process.env['BENCH_WEB_ENTRY'])
  : path.join(repoRoot, 'apps/web/dist/server.js');
const MIB = 1024 * 1024;

/** The web process's memory right after a full garbage collection, in MiB. */
export interface MemoryAfterGc {
  rssMiB: number;
  heapUsedMiB: number;
}

export interface RunningWeb {
  url: string;
  pid: number;
  /** Collects garbage in the web process and answers its memory after it. */
  memoryAfterGc(): Promise<MemoryAfterGc>;
  stop(): Promise<void>;
}

/**
 * Starts the built web server as `npm start` would (production, BENCH_WEB_PORT, default 3300,
 * when the caller names none), talking to the api at `apiUrl`, with garbage collection exposed and
 * lib/gc-on-signal.mjs preloaded, and waits until it renders the home page.
 */
export async function startWeb(
  apiUrl: string,
  port = Number(process.env['BENCH_WEB_PORT'] ?? 3300),
): Promise<RunningWeb> {
  if (!existsSync(webEntry)) {
    throw new Error('The web is not built: run `npm run build` first.');
  }
  const memoryDir = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-web-'));
  const memoryFile = path.join(memoryDir, 'memory.json');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', path.join(benchLib, 'gc-on-signal.mjs'), webEntry],
    {
      cwd: path.dirname(path.dirname(webEntry)),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: apiUrl,
        BENCH_MEMORY_FILE: memoryFile,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The web exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The web did not start within 180 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    async memoryAfterGc() {
      const askedAt = Date.now();
      child.kill('SIGUSR2');
      for (;;) {
        try {
          const memory = JSON.parse(readFileSync(memoryFile, 'utf8')) as {
            at: number;
            rss: number;
            heapUsed: number;
          };
          if (memory.at >= askedAt) {
            return { rssMiB: memory.rss / MIB, heapUsedMiB: memory.heapUsed / MIB };
          }
        } catch {
          // not written yet
        }
        if (Date.now() - askedAt > 30_000) throw new Error('The web did not report its memory.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(memoryDir, { recursive: true, force: true });
    },
  };
}
