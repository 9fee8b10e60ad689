#!/usr/bin/env node
// Runs npm scripts at the same time (`node scripts/run-together.mjs lint typecheck`): each keeps
// its output until it ends, then prints it whole; fails when any of them fails. `npm test` runs
// the linter and the type checks so: each uses one core, and together they take the longer's time.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', script], {
          stdio: ['ignore', 'pipe', 'pipe'],
          shell: process.platform === 'win32',
        });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(Buffer.concat(output));
          const ok = code === 0;
          console.log(
            `${ok ? '✓' : '✗'} npm run ${script} (${seconds} s)${ok ? '' : `: ${signal ?? `exit ${code}`}`}\n`,
          );
          resolve(ok);
        });
      }),
  ),
);

process.exitCode = results.every(Boolean) ? 0 : 1;
