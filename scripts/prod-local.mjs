#!/usr/bin/env node
// The production shape on one machine (issue 22): nginx in front of two web and two api
// instances, one worker process for the jobs, an S3-compatible bucket (s3rver) for media, on the
// machine's PostgreSQL and Redis. Every process runs in the background with its own log, so one
// command brings the whole shape up and one brings it down:
//
//   npm run prod:local                         # = node scripts/prod-local.mjs up
//   npm run prod:local:down                    # = node scripts/prod-local.mjs down
//   node scripts/prod-local.mjs up --api-instances 1 --web-instances 1 --fresh
//   node scripts/prod-local.mjs status         # JSON: the address and every process
//   node scripts/prod-local.mjs kill api-1     # SIGKILL one process (fault proofs); stop = SIGTERM
//   node scripts/prod-local.mjs start api-1    # start that one process again
//
// Settings: PROD_LOCAL_PORT (nginx, default 8080; web instances take the next ports, api
// instances PORT+101…, the bucket PORT+10), PROD_LOCAL_DIR (default .prod-local),
// PROD_LOCAL_DATABASE_URL, PROD_LOCAL_REDIS_URL. Any other variable given to `up` reaches the
// api, worker and web processes (LOG_LEVEL, THROTTLE_EXEMPT_IPS, …).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const BUCKET = 'bazaar-media';
/** s3rver's own fixed keys. */
const S3RVER_KEY = 'S3RVER';

const settings = (() => {
  const port = Number(process.env.PROD_LOCAL_PORT ?? 8080);
  const dir = path.resolve(root, process.env.PROD_LOCAL_DIR ?? '.prod-local');
  return {
    port,
    dir,
    url: `http://127.0.0.1:${port}`,
    stateFile: path.join(dir, 'state.json'),
    databaseUrl:
      process.env.PROD_LOCAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazaar_prod_local',
    redisUrl: process.env.PROD_LOCAL_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
})();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readState() {
  if (!existsSync(settings.stateFile)) return null;
  return JSON.parse(readFileSync(settings.stateFile, 'utf8'));
}

function writeState(state) {
  // It holds each process's environment, shared secrets included.
  writeFileSync(settings.stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** The secrets every instance must share (tokens signed by one are read by the other). */
function sharedSecrets() {
  const file = path.join(settings.dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * Every process of the shape, in start order: what it runs, its port, and how to tell it is up.
 * `group` orders the start: a group starts once the one before answers.
 */
function plan({ apiInstances, webInstances }) {
  const secrets = sharedSecrets();
  const s3Port = settings.port + 10;
  const passedOn = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PROD_LOCAL_')),
  );
  const appEnv = {
    ...passedOn,
    ...secrets,
    NODE_ENV: 'production',
    // The shape on this machine pays through the payment stand-in and mails to the outbox.
    ALLOW_STAND_INS: process.env.ALLOW_STAND_INS ?? 'true',
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${settings.port}`,
    MEDIA_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    MEDIA_S3_BUCKET: BUCKET,
    MEDIA_S3_ACCESS_KEY_ID: S3RVER_KEY,
    MEDIA_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  };
  const apiEntry = path.join(root, 'apps/api/dist/server.js');
  const processes = [
    {
      name: 's3',
      group: 0,
      port: s3Port,
      command: [
        process.execPath,
        path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
        ...['--directory', path.join(settings.dir, 's3'), '--address', '127.0.0.1'],
        ...['--port', String(s3Port), '--configure-bucket', BUCKET, '--silent'],
      ],
      cwd: root,
      env: passedOn,
      ready: { tcp: s3Port },
    },
  ];
  for (let i = 1; i <= apiInstances; i += 1) {
    const port = settings.port + 100 + i;
    processes.push({
      name: `api-${i}`,
      // The first api migrates and seeds an empty database alone; the others start after it.
      group: i === 1 ? 1 : 2,
      port,
      command: [process.execPath, apiEntry],
      cwd: path.dirname(apiEntry),
      env: {
        ...appEnv,
        PROCESS_ROLE: 'api',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        DATA_DIR: path.join(settings.dir, `api-${i}`),
      },
      ready: { http: `http://127.0.0.1:${port}/api/health/live` },
    });
  }
  processes.push({
    name: 'worker',
    group: 2,
    command: [process.execPath, apiEntry],
    cwd: path.dirname(apiEntry),
    env: { ...appEnv, PROCESS_ROLE: 'worker', DATA_DIR: path.join(settings.dir, 'worker') },
    ready: { logLine: 'working jobs only' },
  });
  processes.push({
    name: 'nginx',
    group: 3,
    port: settings.port,
    command: [
      nginxBinary,
      ...['-p', path.join(settings.dir, 'nginx')],
      ...['-c', path.join(settings.dir, 'nginx/nginx.conf')],
    ],
    cwd: root,
    env: passedOn,
    ready: { http: `${settings.url}/api/health/ready` },
  });
  for (let i = 1; i <= webInstances; i += 1) {
    const port = settings.port + i;
    processes.push({
      name: `web-${i}`,
      group: 4,
      port,
      command: [process.execPath, path.join(root, 'apps/web/dist/server.js')],
      cwd: path.join(root, 'apps/web'),
      env: {
        ...appEnv,
        HOST: '127.0.0.1',
        PORT: String(port),
        // The pages' own api calls go through nginx too, so they reach whichever api is up.
        API_URL: settings.url,
        // Writes reach the api through nginx, never a web: the api announces the pages they
        // change on Redis, and every web instance makes its copies stale (ADR 0082).
        REDIS_URL: settings.redisUrl,
        WEB_TRUST_PROXY: 'loopback',
        // A cached page takes about 0.4 MB (its HTML plain and deflated): the default 64 MB holds
        // some 170 pages, fewer than the demo's item pages, and a visitor going through them
        // would meet only misses. A web instance of its own machine can spare more.
        PAGE_CACHE_MAX_MB: process.env.PAGE_CACHE_MAX_MB ?? '256',
      },
      ready: { http: `http://127.0.0.1:${port}/` },
    });
  }
  return processes;
}

/** nginx's own file around deploy/nginx/bazaar.conf, with this machine's folders and ports. */
function writeNginxConfig(processes) {
  const nginxDir = path.join(settings.dir, 'nginx');
  mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
  const servers = (prefix) =>
    processes
      .filter((entry) => entry.name.startsWith(prefix))
      .map((entry) => `    server 127.0.0.1:${entry.port} max_fails=1 fail_timeout=5s;`)
      .join('\n');
  const brotli = existsSync(brotliModule)
    ? [
        '    brotli on;',
        '    brotli_comp_level 5;',
        '    brotli_min_length 1024;',
        '    brotli_types text/css text/plain text/xml application/javascript application/json',
        '                 application/manifest+json application/xml image/svg+xml text/calendar text/csv;',
      ].join('\n')
    : '    # brotli: install libnginx-mod-http-brotli-filter to turn it on.';
  const site = readFileSync(path.join(root, 'deploy/nginx/bazaar.conf'), 'utf8')
    .replace('{{api_servers}}', servers('api-'))
    .replace('{{web_servers}}', servers('web-'))
    // reuseport: the kernel spreads new connections evenly over nginx's workers, so thousands of
    // long-lived websockets do not pile up on the worker that happened to accept first.
    .replace('{{listen}}', `    listen 127.0.0.1:${settings.port} reuseport;`)
    .replace('{{server_name}}', 'localhost')
    .replace('{{access_log}}', path.join(settings.dir, 'logs/nginx-access.log'))
    .replace('{{brotli}}', brotli);
  const hardLimit = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  const openFilesLimit = hardLimit === 'unlimited' ? 65_536 : Math.min(65_536, Number(hardLimit));
  const temp = (name) => `${name}_temp_path ${path.join(nginxDir, 'temp', name)};`;
  const main = [
    '# Written by scripts/prod-local.mjs; the site itself is deploy/nginx/bazaar.conf.',
    existsSync(brotliModule) ? `load_module ${brotliModule};` : '',
    // As root, nginx's workers would otherwise become "nobody", who cannot write this folder.
    userInfo().uid === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes auto;',
    // Two connections per live socket (visitor and api), each a file: as many as the machine
    // allows, less a few for logs and listening sockets.
    `worker_rlimit_nofile ${openFilesLimit};`,
    `pid ${path.join(nginxDir, 'nginx.pid')};`,
    `error_log ${path.join(settings.dir, 'logs/nginx-error.log')} warn;`,
    `events { worker_connections ${openFilesLimit - 64}; }`,
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  server_tokens off;',
    `  ${temp('client_body')}`,
    `  ${temp('proxy')}`,
    `  ${temp('fastcgi')}`,
    `  ${temp('uwsgi')}`,
    `  ${temp('scgi')}`,
    site,
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
  writeFileSync(path.join(nginxDir, 'nginx.conf'), main);
  const check = spawnSync(
    nginxBinary,
    ['-t', '-q', '-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')],
    { encoding: 'utf8' },
  );
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
}

function startProcess(entry) {
  const log = path.join(settings.dir, 'logs', `${entry.name}.log`);
  const output = openSync(log, 'a');
  const [command, ...args] = entry.command;
  const child = spawn(command, args, {
    cwd: entry.cwd,
    env: entry.env,
    detached: true,
    stdio: ['ignore', output, output],
  });
  child.unref();
  return { name: entry.name, pid: child.pid, port: entry.port ?? null, log };
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

async function tcpOpen(port) {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilUp(entry, running, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive(running.pid)) {
      throw new Error(`${entry.name} stopped while starting; see ${running.log}`);
    }
    const { ready } = entry;
    const up = ready.http
      ? await answers(ready.http)
      : ready.tcp
        ? await tcpOpen(ready.tcp)
        : readFileSync(running.log, 'utf8').includes(ready.logLine);
    if (up) return;
    if (Date.now() > deadline)
      throw new Error(`${entry.name} did not start in time; see ${running.log}`);
    await sleep(300);
  }
}

async function withServer(work) {
  const server = new URL(settings.databaseUrl);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    return await work(admin, name);
  } finally {
    await admin.end();
  }
}

async function prepareDatabase(fresh) {
  await withServer(async (admin, name) => {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${quoted}`);
  });
}

async function stopProcess(running, signal = 'SIGTERM', graceMs = 15_000) {
  if (!isAlive(running.pid)) return;
  // Each process leads its own group (detached): the signal reaches nginx's workers too.
  const send = (sig) => {
    try {
      process.kill(-running.pid, sig);
    } catch {
      try {
        process.kill(running.pid, sig);
      } catch {
        // already gone
      }
    }
  };
  send(signal);
  const deadline = Date.now() + graceMs;
  while (isAlive(running.pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(running.pid)) send('SIGKILL');
  while (isAlive(running.pid)) await sleep(50);
}

async function up(flags) {
  const state = readState();
  if (state?.processes.some((running) => isAlive(running.pid))) {
    throw new Error(
      `The shape is already up at ${state.url}; run \`npm run prod:local:down\` first.`,
    );
  }
  for (const built of ['apps/api/dist/server.js', 'apps/web/dist/server.js']) {
    if (!existsSync(path.join(root, built))) {
      throw new Error('Bazaar is not built yet: run `npm run build` first.');
    }
  }
  if (!existsSync(nginxBinary)) {
    throw new Error(
      'nginx is not installed: `apt-get install -y nginx libnginx-mod-http-brotli-filter`.',
    );
  }
  const counts = {
    apiInstances: Number(flags['api-instances']),
    webInstances: Number(flags['web-instances']),
  };
  for (const [name, count] of Object.entries(counts)) {
    if (!Number.isInteger(count) || count < 1 || count > 9)
      throw new Error(`${name} must be 1 to 9.`);
  }
  if (flags.fresh) {
    for (const folder of ['s3', 'api-1', 'api-2', 'worker']) {
      rmSync(path.join(settings.dir, folder), { recursive: true, force: true });
    }
  }
  mkdirSync(path.join(settings.dir, 'logs'), { recursive: true });
  mkdirSync(path.join(settings.dir, 's3'), { recursive: true });
  await prepareDatabase(Boolean(flags.fresh));
  const processes = plan(counts);
  writeNginxConfig(processes);

  const started = [];
  const record = () =>
    writeState({ url: settings.url, counts, processes: started, definitions: processes });
  try {
    for (const group of [...new Set(processes.map((entry) => entry.group))]) {
      const members = processes.filter((entry) => entry.group === group);
      const running = members.map((entry) => {
        const process_ = startProcess(entry);
        started.push(process_);
        return process_;
      });
      record();
      await Promise.all(members.map((entry, i) => waitUntilUp(entry, running[i])));
      console.log(`up: ${members.map((entry) => entry.name).join(', ')}`);
    }
  } catch (error) {
    console.error(String(error.message ?? error));
    console.error('Stopping what started.');
    for (const running of started.reverse()) await stopProcess(running);
    rmSync(settings.stateFile, { force: true });
    process.exit(1);
  }
  console.log(`Bazaar runs at ${settings.url} (logs in ${path.join(settings.dir, 'logs')}).`);
}

async function down() {
  const state = readState();
  if (!state) {
    console.log('The shape is not up.');
    return;
  }
  // Front first, so no new visitor reaches an instance that is stopping.
  const order = ['nginx', 'web-', 'api-', 'worker', 's3'];
  const rank = (name) => order.findIndex((prefix) => name.startsWith(prefix));
  for (const running of [...state.processes].sort((a, b) => rank(a.name) - rank(b.name))) {
    await stopProcess(running);
    console.log(`down: ${running.name}`);
  }
  rmSync(settings.stateFile, { force: true });
}

function status() {
  const state = readState();
  if (!state) {
    console.log(JSON.stringify({ up: false }));
    return;
  }
  const processes = state.processes.map(({ name, pid, port, log }) => ({
    name,
    pid,
    port,
    url: port ? `http://127.0.0.1:${port}` : null,
    log,
    alive: isAlive(pid),
  }));
  console.log(JSON.stringify({ up: true, url: state.url, processes }, null, 2));
}

/** kill / stop / start one process of a shape that is up (the fault proofs use these). */
async function one(command, name) {
  const state = readState();
  if (!state) throw new Error('The shape is not up.');
  const index = state.processes.findIndex((running) => running.name === name);
  const definition = state.definitions.find((entry) => entry.name === name);
  if (index < 0 || !definition) throw new Error(`No process named "${name}".`);
  const running = state.processes[index];
  if (command === 'kill') await stopProcess(running, 'SIGKILL', 0);
  else if (command === 'stop') await stopProcess(running);
  else {
    if (isAlive(running.pid)) throw new Error(`${name} is running.`);
    const restarted = startProcess(definition);
    state.processes[index] = restarted;
    writeState(state);
    await waitUntilUp(definition, restarted);
  }
  console.log(`${command}: ${name}`);
}

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'api-instances': { type: 'string', default: '2' },
    'web-instances': { type: 'string', default: '2' },
    fresh: { type: 'boolean', default: false },
  },
});
const [command = 'up', name] = positionals;
try {
  if (command === 'up') await up(flags);
  else if (command === 'down') await down();
  else if (command === 'status') status();
  else if (['kill', 'stop', 'start'].includes(command) && name) await one(command, name);
  else {
    console.error('Usage: prod-local.mjs up [--api-instances N] [--web-instances N] [--fresh]');
    console.error('       prod-local.mjs down | status | kill <name> | stop <name> | start <name>');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
