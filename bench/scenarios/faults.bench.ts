import { execFileSync, execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdminMessageInput, IDEMPOTENCY_KEY_HEADER } from '@bazaar/contracts';
import { benchEmail, insertBuyers, postJson, signInAll, withDatabase } from '../lib/bench-accounts';
import { prepareMarketplace, type Marketplace } from '../lib/marketplace-flows';
import type { ListenerCommand, ListenerReply } from '../lib/notification-listeners';
import { loadAverage } from '../lib/process-usage';
import { startProductionShape, type ProductionShape } from '../lib/production-shape';
import { emptyTally, settle, tally, type WriteTally } from '../lib/settled-writes';
import { startWorkerProcess, type WorkerProcess } from '../lib/worker-process';

/**
 * The fault proofs of issue 22, on the production shape (two api and two web instances behind
 * nginx, a worker, the machine's PostgreSQL and Redis):
 *
 * 1. kill -9 of api-1 while shoppers check out, reserve seats and sellers are topped up and
 *    renew their plans (ledger postings), then api-1 started again. The writers behave as careful
 *    clients: every write has its idempotency key and is sent again with it after a failure that
 *    leaves its fate unknown. Afterwards: every acknowledged write is stored, none twice, and what
 *    the writes moved adds up (stock, seats, balances).
 * 2. Redis stopped for 10 s and started again while socket clients listen through nginx (they
 *    reconnect and catch up as the web does) and administrators' messages go out before, during
 *    and after: every client ends with every message, and live pushes work again.
 * 3. PostgreSQL restarted under the same writes: the api instances answer again without being
 *    restarted themselves (same process ids), and the worker delivers again.
 *
 * It stops and starts the machine's Redis and PostgreSQL (the commands of its environment notes),
 * so nothing else should use them during the run.
 *
 *   npm run build && npm run bench -- faults
 */

const SHOPPERS = 400;
const RENEWING_SELLERS = 300;
const WRITERS_PER_KIND = 6;
const KILL_AFTER_MS = 8_000;
const DOWN_FOR_MS = 7_000;
const WRITE_FOR_MS = 30_000;
/** A write not settled this long after the writers stop counts as unsettled. */
const SETTLE_WITHIN_MS = 60_000;
const LISTENERS = 400;
const REDIS_DOWN_MS = 10_000;
const TOP_UP_MINOR = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PREFIX_RENEWER = 'renewer';

interface RenewingSeller {
  id: string;
  token: string;
  subscriptionId: string;
}

/**
 * Sellers whose paid month ended yesterday (in grace), with no balance: a top-up and a renewal
 * each is one ledger charge. Inserted in SQL as the bench inserts accounts.
 */
async function prepareRenewingSellers(url: string, databaseUrl: string): Promise<RenewingSeller[]> {
  const subscriptionOf = await withDatabase(databaseUrl, async (db) => {
    await insertBuyers(
      db,
      'shopper-template@bench.test',
      PREFIX_RENEWER,
      'Renewer',
      RENEWING_SELLERS,
    );
    await db.query(`update users set account_type = 'SELLER' where email like $1`, [
      `${PREFIX_RENEWER}-%@bench.test`,
    ]);
    const { rows } = await db.query<{ id: string; seller_id: string }>(
      `insert into subscriptions (seller_id, plan_id, state, period_start, period_end)
       select u.id, plan.id, 'grace', now() - interval '1 month 1 day', now() - interval '1 day'
       from users u,
            (select id from subscription_plans where price_minor > 0 and retired_at is null
             order by price_minor limit 1) as plan
       where u.email like $1
       returning id, seller_id`,
      [`${PREFIX_RENEWER}-%@bench.test`],
    );
    return new Map(rows.map((row) => [row.seller_id, row.id]));
  });
  const sessions = await signInAll(
    url,
    Array.from({ length: RENEWING_SELLERS }, (_, index) => benchEmail(PREFIX_RENEWER, index + 1)),
  );
  return sessions.map((session) => ({
    id: session.userId,
    token: session.token,
    subscriptionId: subscriptionOf.get(session.userId)!,
  }));
}

/** What the writers had acknowledged, by kind, with the ids the api answered. */
interface Acknowledged {
  orders: string[];
  reservations: string[];
  topUps: string[];
  renewedSubscriptions: string[];
}

interface Tallies {
  'cart add': WriteTally;
  checkout: WriteTally;
  reservation: WriteTally;
  'top-up': WriteTally;
  renewal: WriteTally;
}

const idOf = (body: string) => (JSON.parse(body) as { id: string }).id;
const isAcknowledged = (status: number | undefined) =>
  status !== undefined && status >= 200 && status < 300;

/**
 * Writers of three kinds, WRITERS_PER_KIND of each, until `stopAt`; each write settled (sent
 * again with its key after an unknown fate) before the next.
 */
async function runWriters(
  url: string,
  marketplace: Marketplace,
  sellers: RenewingSeller[],
  stopAt: number,
): Promise<{ acknowledged: Acknowledged; tallies: Tallies }> {
  const acknowledged: Acknowledged = {
    orders: [],
    reservations: [],
    topUps: [],
    renewedSubscriptions: [],
  };
  const tallies: Tallies = {
    'cart add': emptyTally(),
    checkout: emptyTally(),
    reservation: emptyTally(),
    'top-up': emptyTally(),
    renewal: emptyTally(),
  };
  const deadline = () => stopAt + SETTLE_WITHIN_MS;
  let nextCart = 0;
  let nextReservation = 0;
  let nextSeller = 0;
  const { shoppers, products, slotIds } = marketplace;

  const checkouts = async () => {
    while (Date.now() < stopAt) {
      const n = nextCart++;
      const shopper = shoppers[n % shoppers.length]!;
      const product = products[(n * 7) % products.length]!;
      const added = await settle(
        `${url}/api/carts/items`,
        {
          method: 'POST',
          headers: { ...bearer(shopper.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          body: { product_id: product.id, quantity: 1 },
        },
        deadline(),
      );
      tally(tallies['cart add'], added);
      if (!isAcknowledged(added.answer?.status)) continue;
      const placed = await settle(
        `${url}/api/carts/${product.sellerId}/checkout`,
        {
          method: 'POST',
          headers: { ...bearer(shopper.token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          body: {
            contact: { name: 'Bench Shopper', email: shopper.email },
            fulfilment: 'delivery',
            delivery_address: { street: 'Benchstraße 1', zip_code: '10115', city: 'Berlin' },
          },
        },
        deadline(),
      );
      tally(tallies.checkout, placed, 201);
      if (isAcknowledged(placed.answer?.status))
        acknowledged.orders.push(idOf(placed.answer!.body));
    }
  };

  const reservations = async () => {
    while (Date.now() < stopAt) {
      const n = nextReservation++;
      const shopper = shoppers[(n * 13) % shoppers.length]!;
      const made = await settle(
        `${url}/api/services/slots/${slotIds[n % slotIds.length]!}/reservations`,
        {
          method: 'POST',
          headers: bearer(shopper.token),
          body: { seats: 1, note: '', idempotency_key: randomUUID() },
        },
        deadline(),
      );
      tally(tallies.reservation, made, 201);
      if (isAcknowledged(made.answer?.status))
        acknowledged.reservations.push(idOf(made.answer!.body));
    }
  };

  const ledger = async () => {
    while (Date.now() < stopAt && nextSeller < sellers.length) {
      const seller = sellers[nextSeller++]!;
      const topUp = await settle(
        `${url}/api/users/${seller.id}/balance/top-ups`,
        {
          method: 'POST',
          headers: { ...bearer(marketplace.adminToken), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          body: { amount_minor: TOP_UP_MINOR, note: 'Bench top-up' },
        },
        deadline(),
      );
      tally(tallies['top-up'], topUp, 201);
      if (!isAcknowledged(topUp.answer?.status)) continue;
      acknowledged.topUps.push(idOf(topUp.answer!.body));
      // The top-up may renew the plan by itself (it was due): then renewing answers 409.
      const renewal = await settle(
        `${url}/api/subscriptions/me/renewal`,
        { method: 'POST', headers: bearer(seller.token) },
        deadline(),
      );
      tally(tallies.renewal, renewal);
      if (
        renewal.answer &&
        (isAcknowledged(renewal.answer.status) || renewal.answer.status === 409)
      )
        acknowledged.renewedSubscriptions.push(seller.subscriptionId);
    }
  };

  await Promise.all(
    Array.from({ length: WRITERS_PER_KIND }, () => [checkouts(), reservations(), ledger()]).flat(),
  );
  return { acknowledged, tallies };
}

/** What the database holds after the writes, checked against what was acknowledged. */
async function verify(
  databaseUrl: string,
  acknowledged: Acknowledged,
  marketplace: Marketplace,
): Promise<Record<string, string | number>[]> {
  return withDatabase(databaseUrl, async (db) => {
    const count = async (sql: string, values: unknown[]) =>
      Number((await db.query<{ n: string }>(sql, values)).rows[0]!.n);
    const orders = await count(`select count(*) as n from orders where id = any($1::uuid[])`, [
      acknowledged.orders,
    ]);
    const reservations = await count(
      `select count(*) as n from reservations where id = any($1::uuid[])`,
      [acknowledged.reservations],
    );
    const topUps = await count(
      `select count(*) as n from ledger_entries where id = any($1::uuid[])`,
      [acknowledged.topUps],
    );
    // Each renewed subscription charged exactly once for the month it renewed.
    const renewalCharges = await db.query<{ subscription_id: string; charges: string }>(
      `select metadata->>'subscription_id' as subscription_id, count(*) as charges
       from ledger_transactions
       where type = 'subscription' and metadata->>'subscription_id' = any($1::text[])
       group by 1`,
      [acknowledged.renewedSubscriptions],
    );
    const chargedOnce = renewalCharges.rows.filter((row) => Number(row.charges) === 1).length;
    const chargedTwice = renewalCharges.rows.filter((row) => Number(row.charges) > 1).length;
    // Stock: the bench products' stock went down by exactly what the bench's orders hold.
    const stockMismatches = await count(
      `select count(*) as n from listings l
       where l.id = any($1::uuid[])
         and l.quantity <> $2 - coalesce((
           select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
           join users b on b.id = o.buyer_id
           where i.listing_id = l.id and b.email like 'shopper-%@bench.test'), 0)`,
      [marketplace.products.map((product) => product.id), 100_000_000],
    );
    // Seats: every slot's taken seats are its reservations' seats.
    const seatMismatches = await count(
      `select count(*) as n from service_slots s
       where s.id = any($1::uuid[])
         and s.seats_taken <> coalesce((select sum(r.seats) from reservations r
           where r.slot_id = s.id and r.status in ('requested', 'confirmed')), 0)`,
      [marketplace.slotIds],
    );
    // The ledger: every transaction balances, every account's running balance is its sum.
    const unbalancedTransactions = await count(
      `select count(*) as n from (select transaction_id from ledger_entries
       group by transaction_id having sum(amount_minor) <> 0) as t`,
      [],
    );
    const brokenRunningBalances = await count(
      `select count(*) as n from (
         select balance_after_minor,
                sum(amount_minor) over (partition by account_id order by sequence) as running
         from ledger_entries) as e
       where balance_after_minor <> running`,
      [],
    );
    const row = (check: string, expected: number, found: number) => ({
      check,
      expected,
      found,
      ok: expected === found ? 'yes' : 'NO',
    });
    return [
      row('acknowledged orders stored', acknowledged.orders.length, orders),
      row('acknowledged reservations stored', acknowledged.reservations.length, reservations),
      row('acknowledged top-ups stored', acknowledged.topUps.length, topUps),
      row('renewed plans charged once', acknowledged.renewedSubscriptions.length, chargedOnce),
      row('plans charged twice', 0, chargedTwice),
      row('products whose stock ≠ start − ordered', 0, stockMismatches),
      row('slots whose taken seats ≠ reserved seats', 0, seatMismatches),
      row('ledger transactions that do not balance', 0, unbalancedTransactions),
      row('ledger entries whose balance ≠ running sum', 0, brokenRunningBalances),
    ];
  });
}

function printWrites(title: string, tallies: Tallies): void {
  console.log(`\n${title}`);
  console.table(
    Object.entries(tallies).map(([kind, counts]) => ({
      write: kind,
      sent: counts.sent,
      acknowledged: counts.acknowledged,
      'after a failure': counts.acknowledgedAfterFailure,
      'answered as a repeat': counts.repeats,
      refused: Object.entries(counts.refusals)
        .map(([status, times]) => `${status}×${times}`)
        .join(' '),
      unsettled: counts.unsettled,
      'failed attempts': Object.entries(counts.failures)
        .map(([failure, times]) => `${failure}×${times}`)
        .join(' '),
    })),
  );
}

/** One part: writers for WRITE_FOR_MS with `fault` run beside them, then the checks. */
async function underWrites(
  shape: ProductionShape,
  marketplace: Marketplace,
  sellers: RenewingSeller[],
  title: string,
  fault: () => Promise<void>,
): Promise<boolean> {
  const stopAt = Date.now() + WRITE_FOR_MS;
  const [{ acknowledged, tallies }] = await Promise.all([
    runWriters(shape.url, marketplace, sellers, stopAt),
    fault(),
  ]);
  printWrites(title, tallies);
  const checks = await verify(shape.databaseUrl, acknowledged, marketplace);
  console.table(checks);
  return checks.every((check) => check.ok === 'yes');
}

/** The api instances' and the worker's process ids. */
async function backendPids(shape: ProductionShape): Promise<string> {
  return (await shape.processes())
    .filter((entry) => entry.name.startsWith('api-') || entry.name === 'worker')
    .map((entry) => `${entry.name} ${entry.pid}`)
    .join(', ');
}

/** How long the api instances may take to be ready again before the part counts as failed. */
const READY_WITHIN_MS = 120_000;

/**
 * Until both api instances answer /api/health/ready with 200: the ms it took since `since`, or
 * null when they were not ready within READY_WITHIN_MS.
 */
async function untilReady(shape: ProductionShape, since: number): Promise<number | null> {
  const urls = await shape.apiUrls();
  while (Date.now() - since < READY_WITHIN_MS) {
    const ready = await Promise.all(
      urls.map((apiUrl) =>
        fetch(`${apiUrl}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })
          .then((response) => response.status === 200)
          .catch(() => false),
      ),
    );
    if (ready.every(Boolean)) return Date.now() - since;
    await sleep(200);
  }
  return null;
}

type Listeners = WorkerProcess<ListenerCommand, ListenerReply>[];

async function sendMessage(url: string, adminToken: string, sequence: number): Promise<number> {
  const sentAt = Date.now();
  const message: AdminMessageInput = {
    texts: {
      en: { title: `bench ${sequence} ${sentAt}`, body: 'A faults bench message.' },
      de: { title: `bench ${sequence} ${sentAt}`, body: 'Eine Nachricht des Benchmarks.' },
    },
    audience: { kind: 'buyers' },
  };
  // Sent again while the answer is a failure: an administrator presses Send again.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await postJson(`${url}/api/admin/notifications`, message, adminToken).catch(
      () => null,
    );
    if (response && response.status < 500) return response.status;
    if (Date.now() > deadline) return response?.status ?? 0;
    await sleep(500);
  }
}

/** Until every listener has `expected` bench notifications, or 60 s pass. */
async function untilDelivered(listeners: Listeners, expected: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const counts = await Promise.all(
      listeners.map((worker) => worker.ask({ kind: 'count' }, 'count')),
    );
    if (counts.reduce((sum, answer) => sum + answer.received, 0) >= expected) return;
    await sleep(500);
  }
}

const REDIS_START =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log';

async function redisPart(shape: ProductionShape, marketplace: Marketplace): Promise<boolean> {
  const script = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../lib/notification-listeners.ts',
  );
  const listeners: Listeners = [0, 1].map(() =>
    startWorkerProcess<ListenerCommand, ListenerReply>(script),
  );
  try {
    const tokens = marketplace.shoppers.slice(0, LISTENERS).map((shopper) => shopper.token);
    const opened = await Promise.all(
      listeners.map((worker, index) =>
        worker.ask(
          {
            kind: 'connect',
            apiUrl: shape.url,
            tokens: tokens.filter((_, tokenIndex) => tokenIndex % listeners.length === index),
            reconnect: true,
          },
          'connected',
        ),
      ),
    );
    const connected = opened.reduce((sum, answer) => sum + answer.connected, 0);
    const statuses: number[] = [];
    statuses.push(await sendMessage(shape.url, marketplace.adminToken, 1));
    await untilDelivered(listeners, connected);

    execSync('redis-cli -p 6379 shutdown nosave || true');
    const stoppedAt = Date.now();
    await sleep(1_000);
    const readyWhileDown = await Promise.all(
      (await shape.apiUrls()).map((apiUrl) =>
        fetch(`${apiUrl}/api/health/ready`).then(
          async (response) => `${response.status} ${await response.text()}`,
        ),
      ),
    );
    statuses.push(await sendMessage(shape.url, marketplace.adminToken, 2));
    await sleep(REDIS_DOWN_MS / 2);
    statuses.push(await sendMessage(shape.url, marketplace.adminToken, 3));
    await sleep(Math.max(0, stoppedAt + REDIS_DOWN_MS - Date.now()));
    execSync(REDIS_START);
    const readyAfterMs = await untilReady(shape, Date.now());
    statuses.push(await sendMessage(shape.url, marketplace.adminToken, 4));
    await untilDelivered(listeners, connected * 4);
    // What is still under way (a reconnect's catch-up) gets a moment more.
    await sleep(5_000);
    const reports = await Promise.all(
      listeners.map((worker) => worker.ask({ kind: 'report' }, 'report')),
    );
    const stored = await withDatabase(shape.databaseUrl, async (db) =>
      Number(
        (
          await db.query<{ n: string }>(
            `select count(*) as n from notifications n join users u on u.id = n.user_id
             where n.title like 'bench %' and u.email like 'shopper-%@bench.test'
               and u.email = any($1::text[])`,
            [marketplace.shoppers.slice(0, LISTENERS).map((shopper) => shopper.email)],
          )
        ).rows[0]!.n,
      ),
    );
    const sum = (pick: (report: Extract<ListenerReply, { kind: 'report' }>) => number) =>
      reports.reduce((total, report) => total + pick(report), 0);
    const fewest = Math.min(...reports.map((report) => report.fewestPerClient));
    console.log(
      `\nRedis stopped for ${REDIS_DOWN_MS / 1000} s under ${connected} listening clients, 4 messages to every buyer (2 while it was down)`,
    );
    console.log(`Readiness while Redis was down: ${readyWhileDown.join(' | ')}`);
    console.table([
      {
        clients: connected,
        'messages (send answers)': statuses.join(', '),
        'stored for them': stored,
        'pushed live': sum((report) => report.received),
        'caught up after a reconnect': sum((report) => report.caughtUp),
        'fewest per client': fewest,
        'most per client': Math.max(...reports.map((report) => report.mostPerClient)),
        disconnects: sum((report) => report.disconnects),
        reconnects: sum((report) => report.reconnects),
        'ready again after Redis started (ms)': readyAfterMs ?? 'not within 120 s',
      },
    ]);
    return fewest === 4 && stored === connected * 4;
  } finally {
    for (const worker of listeners) worker.stop();
  }
}

const POSTGRES_RESTART = `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main restart`;

export async function run(): Promise<void> {
  const loadBefore = loadAverage();
  const shape = await startProductionShape({ apiInstances: 2, webInstances: 2 });
  const outcomes: Record<string, boolean> = {};
  try {
    const marketplace = await prepareMarketplace(shape.url, shape.databaseUrl, {
      shoppers: SHOPPERS,
      slots: 100,
    });
    const sellers = await prepareRenewingSellers(shape.url, shape.databaseUrl);
    const thirds = [0, 1, 2].map((part) => sellers.filter((_, index) => index % 3 === part)) as [
      RenewingSeller[],
      RenewingSeller[],
      RenewingSeller[],
    ];

    console.log(`\n1. kill -9 of api-1 during writes (${await backendPids(shape)})`);
    outcomes['kill -9 of an api instance'] = await underWrites(
      shape,
      marketplace,
      thirds[0],
      `Writes for ${WRITE_FOR_MS / 1000} s; api-1 killed after ${KILL_AFTER_MS / 1000} s and started ${DOWN_FOR_MS / 1000} s later`,
      async () => {
        await sleep(KILL_AFTER_MS);
        await shape.act('kill', 'api-1');
        const killedAt = Date.now();
        await sleep(DOWN_FOR_MS);
        await shape.act('start', 'api-1');
        console.log(
          `api-1 answered again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
        );
      },
    );

    console.log(`\n1b. kill -9 of the worker during writes`);
    outcomes['kill -9 of the worker'] = await underWrites(
      shape,
      marketplace,
      thirds[1],
      `Writes for ${WRITE_FOR_MS / 1000} s; the worker killed after ${KILL_AFTER_MS / 1000} s and started ${DOWN_FOR_MS / 1000} s later`,
      async () => {
        await sleep(KILL_AFTER_MS);
        await shape.act('kill', 'worker');
        await sleep(DOWN_FOR_MS);
        await shape.act('start', 'worker');
      },
    );

    console.log('\n2. Redis stopped and started');
    outcomes['Redis stopped and started'] = await redisPart(shape, marketplace);

    console.log('\n3. PostgreSQL restarted during writes');
    const pidsBefore = await backendPids(shape);
    let recoveredMs: number | null = null;
    const writesOk = await underWrites(
      shape,
      marketplace,
      thirds[2],
      `Writes for ${WRITE_FOR_MS / 1000} s; PostgreSQL restarted after ${KILL_AFTER_MS / 1000} s`,
      async () => {
        await sleep(KILL_AFTER_MS);
        const restartedAt = Date.now();
        execSync(POSTGRES_RESTART);
        recoveredMs = await untilReady(shape, restartedAt);
      },
    );
    const pidsAfter = await backendPids(shape);
    // The worker's jobs run again: an administrator's message reaches its buyers.
    const delivered = await withDatabase(shape.databaseUrl, async (db) => {
      const before = Number(
        (await db.query<{ n: string }>(`select count(*) as n from notifications`)).rows[0]!.n,
      );
      await sendMessage(shape.url, marketplace.adminToken, 99);
      const deadline = Date.now() + 60_000;
      for (;;) {
        const after = Number(
          (await db.query<{ n: string }>(`select count(*) as n from notifications`)).rows[0]!.n,
        );
        if (after > before) return true;
        if (Date.now() > deadline) return false;
        await sleep(500);
      }
    });
    console.log(
      `Both api instances ready ${recoveredMs} ms after the restart began; process ids before: ${pidsBefore}; after: ${pidsAfter}; the worker delivered a message afterwards: ${delivered ? 'yes' : 'NO'}`,
    );
    outcomes['PostgreSQL restarted'] =
      writesOk && delivered && recoveredMs !== null && pidsBefore === pidsAfter;
  } finally {
    await shape.down();
    // Whatever happened above, the machine's services are left running.
    execFileSync('sh', ['-c', `redis-cli ping >/dev/null 2>&1 || ${REDIS_START}`]);
  }
  console.log(`\nFaults — ${new Date().toISOString()}`);
  console.table(
    Object.entries(outcomes).map(([fault, ok]) => ({ fault, held: ok ? 'yes' : 'NO' })),
  );
  console.log(`Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}`);
}
