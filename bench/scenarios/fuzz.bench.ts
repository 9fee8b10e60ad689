import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Schema-driven fuzzing (issue 22): at least FUZZ_REQUESTS (default 10,000) requests generated
 * from the api's OpenAPI document, each answer checked against its declared response schema or
 * the error envelope, 0 × 5xx. The bench imports nothing of the api (ADR 0044), so it runs the
 * api's fuzzing test (apps/api/src/hostile-requests.test.ts, whose 2,000-request slice runs in
 * CI) with the larger count, on PGlite or on DATABASE_URL's PostgreSQL when set, and prints the
 * counts the test reports: sent, by status class, schema mismatches, 5xx.
 */

const REQUESTS = Number(process.env['FUZZ_REQUESTS'] ?? 10_000);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

export async function run(): Promise<void> {
  console.log(
    `fuzz: ${REQUESTS} requests or more, ${availableParallelism()} cores, ` +
      `database ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}; load before ${loadAverage()}`,
  );
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--project', 'api', 'apps/api/src/hostile-requests.test.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, FUZZ_REQUESTS: String(REQUESTS) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (status) => resolve(status ?? 1));
  });
  const counts = /fuzz: .*/.exec(output.join(''))?.[0];
  console.log(
    `\n${counts ?? 'fuzz: the test printed no counts'}\n` +
      `fuzz: ${code === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s ` +
      `(with the app's start); load after ${loadAverage()}`,
  );
  if (code !== 0) process.exitCode = 1;
}
