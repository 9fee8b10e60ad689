import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type AdminMessageInput } from '@bazaar/contracts';
import { startApi } from '../lib/api-server';
import {
  benchEmail,
  insertBuyers,
  postJson,
  recreateDatabase,
  signIn,
  signInAll,
  signUp,
  withDatabase,
} from '../lib/bench-accounts';
import type { ListenerCommand, ListenerReply } from '../lib/notification-listeners';
import { percentile } from '../lib/percentile';
import { loadAverage, processUsage } from '../lib/process-usage';
import { startProductionShape } from '../lib/production-shape';
import { startWorkerProcess } from '../lib/worker-process';

/**
 * The live notifications channel at scale (issue 16): N socket.io clients (default 2,000;
 * `--clients 10000`) on the api's notifications namespace, each sent one notification a second
 * for 60 s (`--seconds 10` for a short trial), through the whole path an administrator's message
 * takes: `POST /api/admin/notifications` to every buyer, "send now" → the dispatch job → delivery
 * jobs of 1,000 accounts → notifications and their outbox events stored → pushed to each account's
 * room after commit. Prints delivered/sent, delivery latency (from the send request, and from the
 * notification's `created_at`), and the api's resident memory per client. With `--shape` the
 * clients connect through nginx to the production shape's two api instances (issue 22).
 *
 * The api runs alone on a scratch PostgreSQL database, BENCH_LIVE_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/bazaar_bench_live), dropped and created again on every run.
 * The accounts are inserted with the bench's own SQL, all with the password hash of one account
 * signed up through the api (one argon2 hash, not N); each then signs in through the api once,
 * which is where the access tokens come from.
 */

const { values: flags } = parseArgs({
  args: process.argv.slice(3),
  options: {
    clients: { type: 'string', default: process.env['BENCH_LIVE_CLIENTS'] ?? '2000' },
    seconds: { type: 'string', default: process.env['BENCH_LIVE_SECONDS'] ?? '60' },
    every: { type: 'string', default: '1' },
    workers: { type: 'string', default: process.env['BENCH_LIVE_WORKERS'] ?? '2' },
    shape: { type: 'boolean', default: false },
  },
});
/** Through nginx onto the production shape's two api instances instead of one api of its own. */
const SHAPE = flags.shape;
const CLIENTS = Number(flags.clients);
const SECONDS = Number(flags.seconds);
/** Seconds between two messages to every buyer (`--every 5`: 10,000 clients get 2,000 a second). */
const EVERY = Number(flags.every);
const MESSAGES = Math.max(1, Math.floor(SECONDS / EVERY));
/** Client processes; the api has the machine's remaining core(s) to itself as far as it can. */
const WORKERS = Number(flags.workers);
/** After the last send, how long the clients may still receive while anything arrives. */
const DRAIN_IDLE_SECONDS = 15;
const DRAIN_MAX_SECONDS = 120;
const API_PORT = Number(process.env['BENCH_API_PORT'] ?? 4300);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An administrator and CLIENTS buyers. The administrator signs up through the api; the buyers are
 * inserted in one statement with its password hash, and each signs in through the api.
 */
interface Accounts {
  adminToken: string;
  tokens: string[];
}

async function prepareAccounts(apiUrl: string, databaseUrl: string): Promise<Accounts> {
  const adminEmail = 'sender@bench.test';
  await signUp(apiUrl, adminEmail, { first: 'Bench', last: 'Sender' });
  await withDatabase(databaseUrl, async (db) => {
    await db.query(`update users set account_type = 'ADMIN' where email = $1`, [adminEmail]);
    await insertBuyers(db, adminEmail, 'listener', 'Listener', CLIENTS);
  });
  const adminToken = (await signIn(apiUrl, adminEmail)).token;
  const sessions = await signInAll(
    apiUrl,
    Array.from({ length: CLIENTS }, (_, index) => benchEmail('listener', index + 1)),
  );
  return { adminToken, tokens: sessions.map((session) => session.token) };
}

async function storedCounts(databaseUrl: string) {
  return withDatabase(databaseUrl, async (db) => {
    const { rows } = await db.query<{ stored: string; pending: string }>(
      `select (select count(*) from notifications where title like 'bench %') as stored,
              (select count(*) from domain_event_deliveries where handled_at is null) as pending`,
    );
    return { stored: Number(rows[0]!.stored), pendingDeliveries: Number(rows[0]!.pending) };
  });
}

/** The api(s) measured: fresh processes, with the accounts already signed in. */
interface Target {
  /** Where the clients connect and the administrator sends. */
  url: string;
  databaseUrl: string;
  /** The api processes: one, or the production shape's instances. */
  apis: { name: string; pid: number; port: number }[];
  label: string;
  stop(): Promise<void>;
}

/** One api of its own on a scratch database (dropped and created again every run). */
async function singleApi(): Promise<Target & { accounts: Accounts }> {
  const databaseUrl =
    process.env['BENCH_LIVE_DATABASE_URL'] ??
    'postgres://postgres@127.0.0.1:5432/bazaar_bench_live';
  await recreateDatabase(databaseUrl);
  const apiEnv = {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    // Tokens signed by the setup api stay valid for the measured one, and outlive the run.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    // One address signs everybody in; per-account limits still apply.
    THROTTLE_EXEMPT_IPS: '127.0.0.1',
  };
  // The setup api migrates the scratch database and signs the accounts in; a fresh one is
  // measured, so the sign-ins' garbage is not counted as the clients' memory.
  const setup = await startApi(API_PORT, apiEnv);
  let accounts: Accounts;
  try {
    accounts = await prepareAccounts(setup.url, databaseUrl);
  } finally {
    await setup.stop();
  }
  const api = await startApi(API_PORT, apiEnv);
  return {
    url: api.url,
    databaseUrl,
    apis: [{ name: 'api', pid: api.pid, port: API_PORT }],
    label: 'one api process',
    accounts,
    stop: () => api.stop(),
  };
}

/**
 * The production shape (issue 22): the clients connect through nginx, which spreads their
 * websockets over the two api instances; pushes cross between them through Redis. The api
 * instances are started again after the sign-ins, so their memory is the clients' alone.
 */
async function throughProductionShape(): Promise<Target & { accounts: Accounts }> {
  const shape = await startProductionShape({ apiInstances: 2, webInstances: 1 });
  try {
    const accounts = await prepareAccounts(shape.url, shape.databaseUrl);
    for (const name of ['api-1', 'api-2']) {
      await shape.act('stop', name);
      await shape.act('start', name);
    }
    const apis = (await shape.processes())
      .filter((entry) => entry.name.startsWith('api-'))
      .map((entry) => ({ name: entry.name, pid: entry.pid, port: entry.port! }));
    return {
      url: shape.url,
      databaseUrl: shape.databaseUrl,
      apis,
      label: 'two api instances behind nginx, with Redis',
      accounts,
      stop: () => shape.down(),
    };
  } catch (error) {
    await shape.down();
    throw error;
  }
}

/** Established TCP connections to a local port (the sockets an api instance holds). */
function connectionsTo(port: number): number {
  const listing = execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${port} )`], {
    encoding: 'utf8',
  });
  return listing.split('\n').filter(Boolean).length;
}

export async function run(): Promise<void> {
  const target = SHAPE ? await throughProductionShape() : await singleApi();
  const { accounts } = target;
  const loadBefore = loadAverage();
  const usages = target.apis.map((api) => processUsage(api.pid));
  const usage = {
    rssMiB: () => usages.reduce((sum, one) => sum + one.rssMiB(), 0),
    peakRssMiB: () => usages.reduce((sum, one) => sum + one.peakRssMiB(), 0),
    cpuSeconds: () => usages.reduce((sum, one) => sum + one.cpuSeconds(), 0),
  };
  const script = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../lib/notification-listeners.ts',
  );
  const workers = Array.from({ length: WORKERS }, () =>
    startWorkerProcess<ListenerCommand, ListenerReply>(script),
  );
  try {
    await sleep(2_000);
    const rssIdle = usage.rssMiB();
    const connectStarted = Date.now();
    const slices = workers.map((_, index) =>
      accounts.tokens.filter((__, tokenIndex) => tokenIndex % WORKERS === index),
    );
    const opened = await Promise.all(
      workers.map((worker, index) =>
        worker.ask({ kind: 'connect', apiUrl: target.url, tokens: slices[index]! }, 'connected'),
      ),
    );
    let connected = 0;
    let refused = 0;
    for (const answer of opened) {
      connected += answer.connected;
      refused += answer.refused;
    }
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    console.log(
      `${connected} clients connected (${refused} refused) in ${connectSeconds.toFixed(1)} s; ${target.apis.map((api) => `${api.name} holds ${connectionsTo(api.port)} connections`).join(', ')}`,
    );
    await sleep(2_000);
    const rssConnected = usage.rssMiB();
    const cpuBefore = usage.cpuSeconds();

    // One message to every buyer every EVERY seconds: each connected client is sent as many.
    const requests: Promise<number>[] = [];
    const sendStarted = Date.now();
    for (let sequence = 0; sequence < MESSAGES; sequence += 1) {
      await sleep(Math.max(0, sendStarted + sequence * EVERY * 1000 - Date.now()));
      const sentAt = Date.now();
      const message: AdminMessageInput = {
        texts: {
          en: { title: `bench ${sequence} ${sentAt}`, body: 'A live-channel bench message.' },
          de: { title: `bench ${sequence} ${sentAt}`, body: 'Eine Nachricht des Benchmarks.' },
        },
        audience: { kind: 'buyers' },
      };
      requests.push(
        postJson(`${target.url}/api/admin/notifications`, message, accounts.adminToken).then(
          (response) => response.status,
        ),
      );
    }
    const statuses = await Promise.all(requests);
    const accepted = statuses.filter((status) => status === 201 || status === 200).length;
    const sent = accepted * connected;
    console.log(`${accepted}/${MESSAGES} messages accepted; waiting for deliveries to arrive`);

    // Let what is under way arrive: until everything has, or nothing came for a while.
    const drainStarted = Date.now();
    let received = 0;
    let lastProgress = Date.now();
    while (received < sent && Date.now() - lastProgress < DRAIN_IDLE_SECONDS * 1000) {
      if (Date.now() - drainStarted > DRAIN_MAX_SECONDS * 1000) break;
      await sleep(1_000);
      const counts = await Promise.all(
        workers.map((worker) => worker.ask({ kind: 'count' }, 'count')),
      );
      const total = counts.reduce((sum, answer) => sum + answer.received, 0);
      if (total > received) lastProgress = Date.now();
      received = total;
    }
    const lastArrivalSeconds = (lastProgress - sendStarted) / 1000;
    const rssEnd = usage.rssMiB();
    const peakRss = usage.peakRssMiB();
    const cpuSeconds = usage.cpuSeconds() - cpuBefore;
    const { stored, pendingDeliveries } = await storedCounts(target.databaseUrl);

    const reports = await Promise.all(
      workers.map((worker) => worker.ask({ kind: 'report' }, 'report')),
    );
    const fromRequest: number[] = [];
    const fromStored: number[] = [];
    let delivered = 0;
    let disconnects = 0;
    for (const report of reports) {
      delivered += report.received;
      disconnects += report.disconnects;
      for (const value of report.fromRequest) fromRequest.push(value);
      for (const value of report.fromStored) fromStored.push(value);
    }
    fromRequest.sort((a, b) => a - b);
    fromStored.sort((a, b) => a - b);

    const percent = (part: number, whole: number) =>
      whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)} %`;
    const perClientKiB = (delta: number) =>
      connected === 0 ? '-' : `${((delta * 1024) / connected).toFixed(1)} KiB`;
    console.log(
      `\nLive notifications: ${connected.toLocaleString('en')} socket.io clients (${WORKERS} client processes) on ${target.label}, one message ${EVERY === 1 ? 'a second' : `every ${EVERY} s`} to every buyer for ${SECONDS} s — ${new Date().toISOString()}`,
    );
    console.table([
      {
        clients: connected,
        refused,
        'sent (requests × clients)': sent,
        delivered,
        'delivered/sent': percent(delivered, sent),
        'stored in db': stored,
        'outbox deliveries left': pendingDeliveries,
        disconnects: disconnects,
      },
    ]);
    console.table(
      [
        ['from the send request', fromRequest],
        ['from created_at (stored)', fromStored],
      ].map(([name, sorted]) => ({
        'latency to the client': name as string,
        'p50 ms': percentile(sorted as number[], 50),
        'p95 ms': percentile(sorted as number[], 95),
        'p99 ms': percentile(sorted as number[], 99),
        'max ms': (sorted as number[]).at(-1) ?? Number.NaN,
      })),
    );
    console.log(
      `Latency "from the send request" runs from the start of POST /api/admin/notifications (send now, audience: buyers) to the client's receipt: the request, the dispatch job and the delivery jobs (pg-boss), storing the notifications with their outbox events, and the push. "From created_at" is the push alone: from the notification's stored time to receipt.`,
    );
    console.log(
      `Requests accepted: ${accepted}/${MESSAGES}; connecting took ${connectSeconds.toFixed(1)} s; the last notification arrived ${lastArrivalSeconds.toFixed(1)} s after the first send.`,
    );
    console.log(
      `api RSS (${target.apis.length === 1 ? 'one process' : `${target.apis.length} instances together`}): ${rssIdle.toFixed(0)} MiB before connecting, ${rssConnected.toFixed(0)} MiB connected (${perClientKiB(rssConnected - rssIdle)} per client), ${rssEnd.toFixed(0)} MiB at the end (${perClientKiB(rssEnd - rssIdle)} per client over idle; peak ${peakRss.toFixed(0)} MiB); api CPU ${cpuSeconds.toFixed(1)} s over ${((Date.now() - sendStarted) / 1000).toFixed(0)} s of sending and draining`,
    );
    console.log(
      `Load average (1, 5, 15 min) before the api started: ${loadBefore}; after: ${loadAverage()}`,
    );
  } finally {
    for (const worker of workers) worker.stop();
    await target.stop();
  }
}
