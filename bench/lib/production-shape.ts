import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { processTable, type ProcessRow } from './process-usage';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(repoRoot, 'scripts/prod-local.mjs');

/** One process of the shape as `prod-local.mjs status` lists it. */
export interface ShapeProcess {
  name: string;
  pid: number;
  port: number | null;
  url: string | null;
  alive: boolean;
}

export interface ProductionShape {
  /** nginx's address: what visitors open. */
  url: string;
  databaseUrl: string;
  /** The api instances' own addresses (not through nginx), in order. */
  apiUrls(): Promise<string[]>;
  /** The web instances' own addresses (not through nginx), in order. */
  webUrls(): Promise<string[]>;
  /** Every process of the shape now (pids change when one is started again). */
  processes(): Promise<ShapeProcess[]>;
  /** `kill` (SIGKILL), `stop` (SIGTERM) or `start` one process by name (`api-1`, `worker`, …). */
  act(command: 'kill' | 'stop' | 'start', name: string): Promise<void>;
  down(): Promise<void>;
}

export interface ShapeOptions {
  apiInstances: number;
  webInstances: number;
  /** Variables every api, worker and web process gets besides the shape's own. */
  env?: Record<string, string>;
}

/**
 * The production shape of `npm run prod:local` (issue 22), brought up by the bench on its own
 * port, folder and database (BENCH_SHAPE_PORT, default 8680; BENCH_SHAPE_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/bazaar_bench_shape), from an empty database and bucket: the
 * first api migrates and seeds the demo marketplace. The bench drives it from outside (ADR 0044)
 * through the script's own commands.
 */
export async function startProductionShape(options: ShapeOptions): Promise<ProductionShape> {
  const port = Number(process.env['BENCH_SHAPE_PORT'] ?? 8680);
  const databaseUrl =
    process.env['BENCH_SHAPE_DATABASE_URL'] ??
    'postgres://postgres@127.0.0.1:5432/bazaar_bench_shape';
  const env = {
    ...process.env,
    PROD_LOCAL_PORT: String(port),
    PROD_LOCAL_DIR: process.env['BENCH_SHAPE_DIR'] ?? path.join(tmpdir(), 'bazaar-bench-shape'),
    PROD_LOCAL_DATABASE_URL: databaseUrl,
    // Every bench client comes from this machine: per-address limits would count them as one
    // visitor. The per-account limits still apply.
    THROTTLE_EXEMPT_IPS: '127.0.0.1,::1',
    // Tokens outlive the longest run (the soak).
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    ...options.env,
  };
  const prodLocal = async (...args: string[]) => {
    const { stdout } = await run(process.execPath, [script, ...args], {
      env,
      cwd: repoRoot,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  };
  const processes = async (): Promise<ShapeProcess[]> => {
    const status = JSON.parse(await prodLocal('status')) as { processes?: ShapeProcess[] };
    return status.processes ?? [];
  };

  // A shape left over from a run that was cut off is taken down first.
  await prodLocal('down');
  const started = Date.now();
  await prodLocal(
    'up',
    '--fresh',
    '--api-instances',
    String(options.apiInstances),
    '--web-instances',
    String(options.webInstances),
  );
  console.log(
    `Production shape up (${options.apiInstances} api, ${options.webInstances} web, a worker, nginx, s3rver) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    processes,
    apiUrls: async () =>
      (await processes())
        .filter((entry) => entry.name.startsWith('api-'))
        .map((entry) => entry.url!),
    webUrls: async () =>
      (await processes())
        .filter((entry) => entry.name.startsWith('web-'))
        .map((entry) => entry.url!),
    act: async (command, name) => {
      await prodLocal(command, name);
    },
    down: async () => {
      await prodLocal('down');
    },
  };
}

/** A part of the shape whose processes are counted together. */
export type ShapeRole = 'nginx' | 'web' | 'api' | 'worker' | 's3' | 'postgres' | 'redis';

/** CPU time and memory of one process of the shape, under its shape name (`api-1`, `nginx`…). */
export interface ShapeProcessUsage extends ProcessRow {
  name: string;
  role: ShapeRole;
}

const roleOf = (name: string): ShapeRole =>
  name.startsWith('api-') ? 'api' : name.startsWith('web-') ? 'web' : (name as ShapeRole);

/**
 * Every process of the shape with its CPU time so far and its memory now: each started process
 * with its children (nginx's workers are in its process group), and the machine's PostgreSQL and
 * Redis, whose server processes serve the shape alone during a run.
 */
export function shapeUsage(processes: readonly ShapeProcess[]): ShapeProcessUsage[] {
  const table = processTable();
  const usage: ShapeProcessUsage[] = [];
  for (const started of processes) {
    for (const row of table.filter((entry) => entry.group === started.pid)) {
      const name = row.pid === started.pid ? started.name : `${started.name} (${row.pid})`;
      usage.push({ ...row, name, role: roleOf(started.name) });
    }
  }
  for (const [command, role] of [
    ['postgres', 'postgres'],
    ['redis-server', 'redis'],
  ] as const) {
    for (const row of table.filter((entry) => entry.command === command)) {
      usage.push({ ...row, name: `${role} (${row.pid})`, role });
    }
  }
  return usage;
}

/** CPU seconds per role between two readings of `shapeUsage`. */
export function cpuByRole(
  before: readonly ShapeProcessUsage[],
  after: readonly ShapeProcessUsage[],
): Record<ShapeRole, number> {
  const spent: Record<ShapeRole, number> = {
    nginx: 0,
    web: 0,
    api: 0,
    worker: 0,
    s3: 0,
    postgres: 0,
    redis: 0,
  };
  const earlier = new Map(before.map((row) => [row.pid, row.cpuSeconds]));
  for (const row of after) spent[row.role] += row.cpuSeconds - (earlier.get(row.pid) ?? 0);
  return spent;
}
