import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startApi, type RunningApi } from '../lib/api-server';
import {
  benchEmail,
  insertBuyers,
  recreateDatabase,
  signInAll,
  signUp,
  withDatabase,
} from '../lib/bench-accounts';
import type { ChatClientSpec, ChatWorkerCommand, ChatWorkerReply } from '../lib/chat-clients';
import { percentile } from '../lib/percentile';
import { loadAverage, processUsage } from '../lib/process-usage';
import { MAX_PER_HUNDRED_PER_SECOND, sendOffsetsMs } from '../lib/send-schedule';
import { startWorkerProcess, type WorkerProcess } from '../lib/worker-process';

/**
 * Chat at scale (issue 17, "Scale"): N socket.io clients (default 2,000) on the api's `/chat`
 * namespace, in conversations of two (default N / 2 = 1,000, inserted in SQL: the api lets an
 * account open 30 an hour), each client sending `--rate` messages a second per 100 clients
 * (default 10: one message every 10 s per client, 200 a second in all) for `--seconds` (default
 * 60) through the web's send path, `POST /api/chat/conversations/{id}/messages`: the party, block
 * and rate checks, the message stored with its conversation's activity and the read stamps in one
 * transaction, then pushed to both accounts' rooms. The recipient answers each arrival with the
 * socket's `delivered` event, as the web does (a receipt stamped and pushed back to the sender).
 * Prints delivered/sent and the latency from the send request's start to the other party's
 * receipt. With `--instances 2` the clients are spread over two api processes sharing Redis (the
 * two parties of a conversation on different ones), so every message crosses the Redis adapter.
 *
 * The api runs on a scratch PostgreSQL database, BENCH_CHAT_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/bazaar_bench_chat), dropped and created again on every run.
 */

const { values: flags } = parseArgs({
  args: process.argv.slice(3),
  options: {
    clients: { type: 'string', default: '2000' },
    conversations: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '10' },
    workers: { type: 'string', default: '2' },
    instances: { type: 'string', default: '1' },
  },
});
const CLIENTS = Number(flags.clients);
const CONVERSATIONS = Number(flags.conversations ?? CLIENTS / 2);
const SECONDS = Number(flags.seconds);
/** Messages a second per 100 clients. */
const RATE = Number(flags.rate);
/** Client processes. */
const WORKERS = Number(flags.workers);
const INSTANCES = Number(flags.instances);
/** After the last send, how long the clients may still receive while anything arrives. */
const DRAIN_IDLE_SECONDS = 10;
const DRAIN_MAX_SECONDS = 60;
const API_PORT = Number(process.env['BENCH_API_PORT'] ?? 4300);
/** Further instances listen on the bench's web port and up (no web runs in this scenario). */
const MORE_PORTS = Number(process.env['BENCH_WEB_PORT'] ?? 3300);
const TEMPLATE_EMAIL = 'chat-template@bench.test';
const PREFIX = 'chatter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function checkOptions(): void {
  const problems = [
    CLIENTS >= 2 && CLIENTS % 2 === 0 ? '' : '--clients must be an even number of at least 2',
    Number.isInteger(CONVERSATIONS) && CONVERSATIONS >= 1 ? '' : '--conversations must be ≥ 1',
    SECONDS > 0 ? '' : '--seconds must be positive',
    RATE > 0 && RATE <= MAX_PER_HUNDRED_PER_SECOND
      ? ''
      : `--rate (messages a second per 100 clients) must be above 0 and at most ${MAX_PER_HUNDRED_PER_SECOND}, the api's limit of 30 messages a minute per account`,
    Number.isInteger(WORKERS) && WORKERS >= 1 ? '' : '--workers must be ≥ 1',
    Number.isInteger(INSTANCES) && INSTANCES >= 1 ? '' : '--instances must be ≥ 1',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(problems.join('; '));
}

/**
 * The accounts `chatter-1…N` and the conversations between them: conversation k (0-based) is
 * between accounts 2k and 2k + 1 (modulo N, 0-based), about a listing id no listing has (a
 * conversation outlives its listing; sending a text does not read the subject). Answers each
 * account's conversations, by account id.
 */
async function prepareConversations(
  databaseUrl: string,
  apiUrl: string,
): Promise<{ accountId: string; token: string; conversationIds: string[] }[]> {
  await signUp(apiUrl, TEMPLATE_EMAIL, { first: 'Bench', last: 'Template' });
  const started = Date.now();
  const rows = await withDatabase(databaseUrl, async (db) => {
    await insertBuyers(db, TEMPLATE_EMAIL, PREFIX, 'Chatter', CLIENTS);
    const inserted = await db.query<{ id: string; low: string; high: string }>(
      `insert into chat_conversations
         (subject_kind, subject_id, low_party_id, high_party_id, started_by)
       select 'listing', gen_random_uuid(), least(a.id, b.id), greatest(a.id, b.id), a.id
       from generate_series(0, $1::int - 1) as k
       join users a on a.email = $3 || '-' || ((2 * k) % $2 + 1) || '@bench.test'
       join users b on b.email = $3 || '-' || ((2 * k + 1) % $2 + 1) || '@bench.test'
       returning id, low_party_id as low, high_party_id as high`,
      [CONVERSATIONS, CLIENTS, PREFIX],
    );
    return inserted.rows;
  });
  console.log(
    `${CLIENTS.toLocaleString('en')} accounts and ${rows.length.toLocaleString('en')} conversations inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const sessions = await signInAll(
    apiUrl,
    Array.from({ length: CLIENTS }, (_, index) => benchEmail(PREFIX, index + 1)),
  );
  const conversationsOf = new Map<string, string[]>(sessions.map((s) => [s.userId, []]));
  for (const row of rows) {
    conversationsOf.get(row.low)!.push(row.id);
    conversationsOf.get(row.high)!.push(row.id);
  }
  return sessions.map((session) => ({
    accountId: session.userId,
    token: session.token,
    conversationIds: conversationsOf.get(session.userId)!,
  }));
}

type ChatWorker = WorkerProcess<ChatWorkerCommand, ChatWorkerReply>;

const numberOf = (value: number) => value.toLocaleString('en');

export async function run(): Promise<void> {
  checkOptions();
  const databaseUrl =
    process.env['BENCH_CHAT_DATABASE_URL'] ??
    'postgres://postgres@127.0.0.1:5432/bazaar_bench_chat';
  const redisUrl =
    process.env['BENCH_REDIS_URL'] ?? (INSTANCES > 1 ? 'redis://127.0.0.1:6379' : undefined);
  await recreateDatabase(databaseUrl);
  const apiEnv = {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    // Tokens signed by the setup api stay valid for the measured ones, and outlive the run.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    // One address signs everybody in; per-account limits (30 messages a minute) still apply.
    THROTTLE_EXEMPT_IPS: '127.0.0.1',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const ports = Array.from({ length: INSTANCES }, (_, index) =>
    index === 0 ? API_PORT : MORE_PORTS + index - 1,
  );
  const setup = await startApi(API_PORT, apiEnv);
  let accounts: Awaited<ReturnType<typeof prepareConversations>>;
  try {
    accounts = await prepareConversations(databaseUrl, setup.url);
  } finally {
    await setup.stop();
  }

  const loadBefore = loadAverage();
  const apis: RunningApi[] = [];
  const workers: ChatWorker[] = [];
  try {
    for (const port of ports) apis.push(await startApi(port, apiEnv));
    const usages = apis.map((api) => processUsage(api.pid));
    const script = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../lib/chat-clients.ts',
    );
    for (let index = 0; index < WORKERS; index += 1) {
      workers.push(startWorkerProcess<ChatWorkerCommand, ChatWorkerReply>(script));
    }
    await sleep(2_000);
    const specs: ChatClientSpec[] = accounts.map((account, index) => ({
      index,
      ...account,
      // The two parties of a conversation (accounts 2k and 2k + 1) on different instances.
      apiUrl: apis[index % INSTANCES]!.url,
    }));
    const connectStarted = Date.now();
    const opened = await Promise.all(
      workers.map((worker, w) =>
        worker.ask(
          { kind: 'connect', clients: specs.filter((spec) => spec.index % WORKERS === w) },
          'connected',
        ),
      ),
    );
    const connected = opened.reduce((sum, answer) => sum + answer.connected, 0);
    const refused = opened.reduce((sum, answer) => sum + answer.refused, 0);
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    console.log(
      `${connected} clients connected (${refused} refused) in ${connectSeconds.toFixed(1)} s`,
    );
    await sleep(2_000);
    const rssConnected = usages.map((usage) => usage.rssMiB());
    const cpuBefore = usages.map((usage) => usage.cpuSeconds());

    const scheduled = specs.reduce(
      (sum, spec) => sum + sendOffsetsMs(spec.index, CLIENTS, RATE, SECONDS).length,
      0,
    );
    const startAt = Date.now() + 1_000;
    for (const worker of workers) {
      worker.tell({
        kind: 'start',
        startAt,
        clients: CLIENTS,
        perHundredPerSecond: RATE,
        seconds: SECONDS,
      });
    }
    await sleep(startAt + SECONDS * 1000 - Date.now());
    console.log(`${numberOf(scheduled)} messages scheduled; waiting for sends and deliveries`);

    // Let what is under way arrive: every send answered and delivered, or nothing for a while.
    const drainStarted = Date.now();
    let received = -1;
    let lastProgress = Date.now();
    for (;;) {
      const counts = await Promise.all(
        workers.map((worker) => worker.ask({ kind: 'count' }, 'count')),
      );
      const total = counts.reduce((sum, answer) => sum + answer.received, 0);
      const sendsLeft = counts.reduce((sum, answer) => sum + answer.sendsLeft, 0);
      if (total > received) lastProgress = Date.now();
      received = total;
      if (sendsLeft === 0 && received >= scheduled) break;
      if (Date.now() - lastProgress > DRAIN_IDLE_SECONDS * 1000) break;
      if (Date.now() - drainStarted > DRAIN_MAX_SECONDS * 1000) break;
      await sleep(500);
    }
    const lastArrivalSeconds = (lastProgress - startAt) / 1000;
    const cpuSeconds = usages.map((usage, index) => usage.cpuSeconds() - cpuBefore[index]!);
    const rssEnd = usages.map((usage) => usage.rssMiB());

    const reports = await Promise.all(
      workers.map((worker) => worker.ask({ kind: 'report' }, 'report')),
    );
    const sendRequest: number[] = [];
    const fromSend: number[] = [];
    const fromStored: number[] = [];
    const refusals: Record<string, number> = {};
    let stored = 0;
    let echoes = 0;
    let disconnects = 0;
    for (const report of reports) {
      stored += report.stored;
      echoes += report.echoes;
      disconnects += report.disconnects;
      for (const value of report.sendRequest) sendRequest.push(value);
      for (const value of report.fromSend) fromSend.push(value);
      for (const value of report.fromStored) fromStored.push(value);
      for (const [status, times] of Object.entries(report.refusals)) {
        refusals[status] = (refusals[status] ?? 0) + times;
      }
    }
    for (const list of [sendRequest, fromSend, fromStored]) list.sort((a, b) => a - b);
    const delivered = fromSend.length;
    const percent = (part: number, whole: number) =>
      whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)} %`;

    console.log(
      `\nChat: ${numberOf(connected)} socket.io clients on /chat in ${numberOf(CONVERSATIONS)} conversations, ${RATE} messages a second per 100 clients (${numberOf((CLIENTS * RATE) / 100)} a second) for ${SECONDS} s; ${INSTANCES} api instance(s)${redisUrl ? ' with Redis' : ''}, ${WORKERS} client processes — ${new Date().toISOString()}`,
    );
    console.table([
      {
        clients: connected,
        refused,
        sent: scheduled,
        'stored (201)': stored,
        'refused sends': Object.entries(refusals)
          .map(([status, times]) => `${status}: ${times}`)
          .join(', '),
        delivered,
        'delivered/sent': percent(delivered, scheduled),
        'own echoes': echoes,
        disconnects,
      },
    ]);
    console.table(
      (
        [
          ['send request (POST → 201)', sendRequest],
          ['sent → received by the other party', fromSend],
          ['created_at → received (the push)', fromStored],
        ] as const
      ).map(([name, sorted]) => ({
        latency: name,
        'p50 ms': percentile(sorted, 50),
        'p95 ms': percentile(sorted, 95),
        'p99 ms': percentile(sorted, 99),
        'max ms': sorted.at(-1) ?? Number.NaN,
      })),
    );
    const seconds = (Date.now() - startAt) / 1000;
    console.log(
      `Connecting took ${connectSeconds.toFixed(1)} s; the last message arrived ${lastArrivalSeconds.toFixed(1)} s after the first send.`,
    );
    apis.forEach((api, index) =>
      console.log(
        `api ${api.url}: CPU ${cpuSeconds[index]!.toFixed(1)} s over ${seconds.toFixed(0)} s of sending and draining (${((cpuSeconds[index]! / seconds) * 100).toFixed(0)} % of a core); RSS ${rssConnected[index]!.toFixed(0)} MiB connected, ${rssEnd[index]!.toFixed(0)} MiB at the end`,
      ),
    );
    console.log(
      `Load average (1, 5, 15 min) before the apis started: ${loadBefore}; after: ${loadAverage()}`,
    );
  } finally {
    for (const worker of workers) worker.stop();
    for (const api of apis) await api.stop();
  }
}
