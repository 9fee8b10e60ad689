#!/usr/bin/env node
// Runs the whole marketplace: the api first (it migrates and seeds), then the web once the api
// answers. Ctrl-C (or SIGTERM) stops both cleanly. `--dev` runs both from source with reload.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const apiDir = path.join(root, 'apps/api');
const webDir = path.join(root, 'apps/web');

const apiHost = process.env.API_HOST ?? '127.0.0.1';
const apiPort = process.env.API_PORT ?? '4000';
const apiUrl = process.env.API_URL ?? `http://${apiHost}:${apiPort}`;
const webPort = process.env.PORT ?? '3000';
const webHost = process.env.HOST ?? '0.0.0.0';
const env = {
  ...process.env,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  API_HOST: apiHost,
  API_PORT: apiPort,
  API_URL: apiUrl,
};

if (
  !dev &&
  !(
    existsSync(path.join(apiDir, 'dist/server.js')) &&
    existsSync(path.join(webDir, 'dist/server.js'))
  )
) {
  console.error('Bazaar is not built yet: run `npm start` (it builds first) or `npm run build`.');
  process.exit(1);
}

const children = new Set();
let stopping = false;

function run(name, args, cwd, extraEnv = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(
        `Bazaar ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`,
      );
      stop(code || 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill('SIGTERM');
  // A child that ignores SIGTERM for too long is killed, so Ctrl-C always ends the run.
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 15_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(`${apiUrl}/api/ping`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * glibc gives every thread that allocates its own memory arena and keeps what the picture
 * library's threads freed there: two arenas keep the api's memory flat under bursts of uploads
 * (ADR 0028). An operator's own value (0: glibc's default) wins.
 */
const apiMemoryEnv = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };

/**
 * Whether the site's address (PUBLIC_URL, this machine's by default) is on this machine only: the
 * offline demo. There `npm start` runs production mode with the payment stand-in and the mail
 * and SMS outboxes (ALLOW_STAND_INS); a site people open at its own address configures Stripe,
 * SMTP and an SMS gateway, or allows the stand-ins itself, or the api refuses to start.
 */
function onThisMachineOnly(publicUrl) {
  if (!publicUrl) return true;
  try {
    const host = new URL(publicUrl).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}
const standIns =
  process.env.ALLOW_STAND_INS === undefined && onThisMachineOnly(process.env.PUBLIC_URL)
    ? { ALLOW_STAND_INS: 'true' }
    : {};

const tsx = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
if (dev) {
  run('api', [tsx, 'watch', 'src/server.ts'], apiDir, apiMemoryEnv);
} else {
  run('api', ['dist/server.js'], apiDir, {
    ...apiMemoryEnv,
    ...standIns,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  });
}

if (!(await waitForApi(180_000))) {
  if (!stopping) {
    console.error(`The Bazaar api did not answer at ${apiUrl}/api/ping in time.`);
    stop(1);
  }
} else {
  const webArgs = dev ? [tsx, 'src/server/main.ts', '--dev'] : ['dist/server.js'];
  run('web', webArgs, webDir, {
    PORT: webPort,
    HOST: webHost,
    NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production'),
  });
  console.log(`Bazaar is starting at http://localhost:${webPort} (api at ${apiUrl}).`);
}
