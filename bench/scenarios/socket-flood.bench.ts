import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CHAT_NAMESPACE,
  REALTIME_PATH,
  type ChatClientEvents,
  type ChatServerEvents,
} from '@bazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { startApi } from '../lib/api-server';
import {
  benchEmail,
  insertBuyers,
  postJson,
  recreateDatabase,
  signInAll,
  signUp,
  withDatabase,
} from '../lib/bench-accounts';
import type { FloodCommand, FloodReply } from '../lib/flood-clients';
import { percentile } from '../lib/percentile';
import { loadAverage, processUsage } from '../lib/process-usage';
import { startWorkerProcess } from '../lib/worker-process';

/**
 * One account's socket flood against everybody else's live chat (issue 33, item 4): `--pairs`
 * conversations of two (default 20) each send a message every 2.5 s from both sides through
 * `POST /api/chat/conversations/{id}/messages` (within the api's 30 a minute per account), and
 * the other party's socket times its arrival. First for `--seconds` (default 20) alone, then as
 * long again while one more account, from a second process, opens `--sockets` sockets (default
 * 1,000) on `/chat` and sends `--rate` typing events a second (default 8,000, each about a new
 * conversation id), reconnecting at once whenever the server drops a socket. Prints the
 * live-message latency of both phases side by side, what the flood got through, the api's CPU
 * and the load average.
 *
 * The api runs on a scratch PostgreSQL database, BENCH_FLOOD_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/bazaar_bench_flood), dropped and created again on every run.
 */

const { values: flags } = parseArgs({
  args: process.argv.slice(3),
  options: {
    pairs: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '8000' },
  },
});
const PAIRS = Number(flags.pairs);
const SECONDS = Number(flags.seconds);
const FLOOD_SOCKETS = Number(flags.sockets);
const FLOOD_RATE = Number(flags.rate);
/** Each account writes this often: 24 a minute, under the api's 30. */
const SEND_EVERY_MS = 2_500;
const API_PORT = Number(process.env['BENCH_API_PORT'] ?? 4300);
const TEMPLATE_EMAIL = 'flood-template@bench.test';
const PREFIX = 'flood';

type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BENCH_TEXT = /^bench (\d+) /;

interface Chatter {
  accountId: string;
  token: string;
  conversationId: string;
}

/** The chatting accounts (2 × pairs, conversation k between 2k and 2k + 1) and the flooder. */
async function prepare(databaseUrl: string, apiUrl: string) {
  await signUp(apiUrl, TEMPLATE_EMAIL, { first: 'Bench', last: 'Template' });
  const count = PAIRS * 2 + 1;
  const rows = await withDatabase(databaseUrl, async (db) => {
    await insertBuyers(db, TEMPLATE_EMAIL, PREFIX, 'Flood', count);
    const inserted = await db.query<{ id: string; a: string; b: string }>(
      `insert into chat_conversations
         (subject_kind, subject_id, low_party_id, high_party_id, started_by)
       select 'listing', gen_random_uuid(), least(a.id, b.id), greatest(a.id, b.id), a.id
       from generate_series(0, $1::int - 1) as k
       join users a on a.email = $2 || '-' || (2 * k + 1) || '@bench.test'
       join users b on b.email = $2 || '-' || (2 * k + 2) || '@bench.test'
       returning id, low_party_id as a, high_party_id as b`,
      [PAIRS, PREFIX],
    );
    return inserted.rows;
  });
  const sessions = await signInAll(
    apiUrl,
    Array.from({ length: count }, (_, index) => benchEmail(PREFIX, index + 1)),
  );
  const conversationOf = new Map<string, string>();
  for (const row of rows) {
    conversationOf.set(row.a, row.id);
    conversationOf.set(row.b, row.id);
  }
  const chatters: Chatter[] = sessions.slice(0, PAIRS * 2).map((session) => ({
    accountId: session.userId,
    token: session.token,
    conversationId: conversationOf.get(session.userId)!,
  }));
  return { chatters, flooder: sessions.at(-1)! };
}

/** A phase of sending: every chatter writes every SEND_EVERY_MS; answers the latencies. */
async function chatFor(apiUrl: string, chatters: readonly Chatter[], arrivals: number[]) {
  arrivals.length = 0;
  const failed: Record<string, number> = {};
  let sent = 0;
  const endAt = Date.now() + SECONDS * 1000;
  await Promise.all(
    chatters.map(async (chatter, index) => {
      // Spread over the interval, so the sends do not come all at once.
      await sleep((index / chatters.length) * SEND_EVERY_MS);
      for (let sequence = 0; Date.now() < endAt; sequence += 1) {
        const next = Date.now() + SEND_EVERY_MS;
        const sentAt = Date.now();
        const response = await postJson(
          `${apiUrl}/api/chat/conversations/${chatter.conversationId}/messages`,
          {
            kind: 'text',
            client_id: `flood-${index}-${sequence}-${sentAt}`,
            text: `bench ${sentAt} ${index}-${sequence}`,
          },
          chatter.token,
        ).catch(() => undefined);
        await response?.arrayBuffer();
        sent += 1;
        if (response?.status !== 201) {
          const status = String(response?.status ?? 'network');
          failed[status] = (failed[status] ?? 0) + 1;
        }
        await sleep(Math.max(0, next - Date.now()));
      }
    }),
  );
  // What is still under way arrives within a few seconds, or counts as late.
  await sleep(3_000);
  return { sent, failed, latencies: [...arrivals].sort((a, b) => a - b) };
}

export async function run(): Promise<void> {
  const databaseUrl =
    process.env['BENCH_FLOOD_DATABASE_URL'] ??
    'postgres://postgres@127.0.0.1:5432/bazaar_bench_flood';
  await recreateDatabase(databaseUrl);
  const api = await startApi(API_PORT, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    // Every client is on loopback; the per-account limits are what is measured.
    THROTTLE_EXEMPT_IPS: '127.0.0.1',
  });
  const flood = startWorkerProcess<FloodCommand, FloodReply>(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../lib/flood-clients.ts'),
  );
  const sockets: ChatSocket[] = [];
  try {
    const { chatters, flooder } = await prepare(databaseUrl, api.url);
    const arrivals: number[] = [];
    for (const chatter of chatters) {
      const socket: ChatSocket = io(`${api.url}${CHAT_NAMESPACE}`, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        auth: { token: chatter.token },
      });
      socket.on('message', (message) => {
        const sentAt = BENCH_TEXT.exec(message.text)?.[1];
        if (message.sender_id !== chatter.accountId && sentAt !== undefined) {
          arrivals.push(Date.now() - Number(sentAt));
        }
      });
      sockets.push(socket);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    }
    const usage = processUsage(api.pid);
    const loadBefore = loadAverage();

    const cpuQuiet = usage.cpuSeconds();
    const quiet = await chatFor(api.url, chatters, arrivals);
    const quietCpu = usage.cpuSeconds() - cpuQuiet;

    const started = await flood.ask(
      {
        kind: 'start',
        apiUrl: api.url,
        token: flooder.token,
        sockets: FLOOD_SOCKETS,
        perSecond: FLOOD_RATE,
      },
      'started',
    );
    const cpuFlood = usage.cpuSeconds();
    const flooderUsage = processUsage(flood.child.pid!);
    const flooderCpuBefore = flooderUsage.cpuSeconds();
    const flooded = await chatFor(api.url, chatters, arrivals);
    const floodCpu = usage.cpuSeconds() - cpuFlood;
    const flooderCpu = flooderUsage.cpuSeconds() - flooderCpuBefore;
    const floodReport = await flood.ask({ kind: 'stop' }, 'stopped');
    const loadAfter = loadAverage();

    console.log(
      `\nSocket flood: ${PAIRS} conversations, a message every ${SEND_EVERY_MS / 1000} s from each side, ${SECONDS} s without and ${SECONDS} s with one account flooding /chat with typing — ${new Date().toISOString()}`,
    );
    console.table(
      (
        [
          ['without the flood', quiet, quietCpu],
          ['with the flood', flooded, floodCpu],
        ] as const
      ).map(([phase, { sent, failed, latencies }, cpu]) => ({
        phase,
        sent,
        'not 201': Object.entries(failed)
          .map(([status, times]) => `${status}: ${times}`)
          .join(', '),
        received: latencies.length,
        'p50 ms': percentile(latencies, 50),
        'p95 ms': percentile(latencies, 95),
        'p99 ms': percentile(latencies, 99),
        'max ms': latencies.at(-1) ?? Number.NaN,
        'api CPU %': Math.round((cpu / (SECONDS + 3)) * 100),
      })),
    );
    console.log(
      `The flood: ${FLOOD_SOCKETS} sockets asked, ${started.connected} admitted at first (${started.refused} refused); ${floodReport.emitted.toLocaleString('en')} typing events sent (${floodReport.perSecond.toLocaleString('en')} a second); ${floodReport.handshakes.toLocaleString('en')} handshakes, ${floodReport.refused.toLocaleString('en')} refused, ${floodReport.disconnected.toLocaleString('en')} sockets disconnected by the server. The flooding process, on the same machine, used ${Math.round((flooderCpu / (SECONDS + 3)) * 100)} % of a core.`,
    );
    console.log(`Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    flood.stop();
    await api.stop();
  }
}
