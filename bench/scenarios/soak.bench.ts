import { parseArgs } from 'node:util';
import { loadFlows, printFlowFigures, type FlowFigures } from '../lib/flow-load';
import {
  cachedPagesOf,
  marketplaceFlows,
  prepareMarketplace,
  primePages,
} from '../lib/marketplace-flows';
import { percentile } from '../lib/percentile';
import { loadAverage } from '../lib/process-usage';
import {
  cpuByRole,
  shapeUsage,
  startProductionShape,
  type ShapeProcessUsage,
  type ShapeRole,
} from '../lib/production-shape';

/**
 * The soak of issue 22: the production shape (two api and two web instances behind nginx, a
 * worker, PostgreSQL, Redis, the bucket) under the seven flows of `production` at once, each at
 * half the rate it reached when all ran flat out (measured first, for 30 s), for 30 minutes
 * (`--minutes`). Every minute is a window: its p99 per flow and in all, its errors, and the
 * resident memory of every process of the shape. The goals: 0 errors, p99 of the last five
 * minutes within 10 % of the first five's, every Bazaar process's RSS at the end within 10 % of
 * its RSS after the first minute.
 *
 *   npm run build && npm run bench -- soak [--minutes 30] [--share 0.5]
 */

const { values: flags } = parseArgs({
  args: process.argv.slice(3),
  options: {
    minutes: { type: 'string', default: '30' },
    share: { type: 'string', default: '0.5' },
    shoppers: { type: 'string', default: '1000' },
  },
});
const MINUTES = Number(flags.minutes);
/** The share of the measured maximum the soak runs at. */
const SHARE = Number(flags.share);
const SHOPPERS = Number(flags.shoppers);
const MAXIMUM_SECONDS = 30;
const CONNECTIONS_PER_FLOW = 3;
/** Minutes compared at the start and the end for the p99 drift. */
const EDGE_MINUTES = Math.min(5, Math.floor(MINUTES / 2));

interface Window {
  minute: number;
  figures: FlowFigures[];
  memory: ShapeProcessUsage[];
  /** CPU seconds each part of the shape spent in the minute. */
  cpu: Record<ShapeRole, number>;
  load: string;
}

const ROLES: ShapeRole[] = ['nginx', 'web', 'api', 'worker', 'postgres', 'redis', 's3'];

const allLatencies = (windows: Window[]) =>
  windows
    .flatMap((window) => window.figures.flatMap((figures) => figures.latencies))
    .sort((a, b) => a - b);

const percentChange = (from: number, to: number) => ((to - from) / from) * 100;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;

export async function run(): Promise<void> {
  const loadBefore = loadAverage();
  const shape = await startProductionShape({ apiInstances: 2, webInstances: 2 });
  try {
    const marketplace = await prepareMarketplace(shape.url, shape.databaseUrl, {
      shoppers: SHOPPERS,
      // Reservations of 30 minutes at a few a second, with room to spare.
      slots: 400,
    });
    await primePages(await shape.webUrls(), Object.values(cachedPagesOf(marketplace)).flat());
    const flows = marketplaceFlows(marketplace);
    const maximum = await loadFlows(
      shape.url,
      flows.map((flow) => ({ flow, connections: CONNECTIONS_PER_FLOW })),
      MAXIMUM_SECONDS,
    );
    printFlowFigures(`The maximum: all flows at once, flat out, ${MAXIMUM_SECONDS} s`, maximum);
    const rates = maximum.map((figures) =>
      Math.max(1, Math.round(figures.requestsPerSecond * SHARE)),
    );
    // A flow's rate counts all its steps: checkout adds to the cart first, so it sends twice.
    const loads = flows.map((flow, index) => {
      const rate = rates[index]! * flow.steps.length;
      // autocannon shares the rate among connections in whole requests a second.
      return { flow, connections: Math.min(CONNECTIONS_PER_FLOW, rate), rate };
    });
    console.log(
      `Soak: ${MINUTES} minutes at ${SHARE * 100} % of that: ${flows.map((flow, index) => `${flow.name} ${rates[index]}/s`).join(', ')}`,
    );

    const processes = await shape.processes();
    const windows: Window[] = [];
    let usage = shapeUsage(processes);
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      const figures = await loadFlows(shape.url, loads, 60);
      const before = usage;
      usage = shapeUsage(processes);
      const cpu = cpuByRole(before, usage);
      const window = { minute, figures, memory: usage, cpu, load: loadAverage() };
      windows.push(window);
      const latencies = allLatencies([window]);
      const failed = figures.reduce((sum, row) => sum + row.failed + row.errors, 0);
      const busy = ROLES.map((role) => `${role} ${Math.round((cpu[role] / 60) * 100)} %`);
      console.log(
        `minute ${minute}: ${busy.join(', ')} of a core; ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ${failed} failed; load ${window.load}`,
      );
    }
    report(windows);
    console.log(
      `Load average (1, 5, 15 min) before the shape started: ${loadBefore}; at the end: ${loadAverage()}`,
    );
  } finally {
    await shape.down();
  }
}

function report(windows: Window[]): void {
  const first = windows.slice(0, EDGE_MINUTES);
  const last = windows.slice(-EDGE_MINUTES);
  const flowNames = windows[0]!.figures.map((figures) => figures.flow);
  console.log(`\nSoak — ${new Date().toISOString()}`);
  console.table(
    [...flowNames, 'all flows'].map((name) => {
      const pick = (list: Window[]) =>
        name === 'all flows'
          ? allLatencies(list)
          : list
              .flatMap(
                (window) => window.figures.find((figures) => figures.flow === name)!.latencies,
              )
              .sort((a, b) => a - b);
      const all = pick(windows);
      const startP99 = percentile(pick(first), 99);
      const endP99 = percentile(pick(last), 99);
      const rows = windows.flatMap((window) =>
        window.figures.filter((figures) => name === 'all flows' || figures.flow === name),
      );
      return {
        flow: name,
        requests: all.length,
        'req/s': Number((all.length / (windows.length * 60)).toFixed(1)),
        'p50 ms': Math.round(percentile(all, 50)),
        'p99 ms': Math.round(percentile(all, 99)),
        [`p99 first ${EDGE_MINUTES} min`]: Math.round(startP99),
        [`p99 last ${EDGE_MINUTES} min`]: Math.round(endP99),
        'p99 drift': signed(percentChange(startP99, endP99)),
        'not 2xx': rows.reduce((sum, row) => sum + row.failed, 0),
        errors: rows.reduce((sum, row) => sum + row.errors, 0),
      };
    }),
  );

  const baseline = new Map(windows[0]!.memory.map((row) => [row.pid, row.rssMiB]));
  const settled = new Map(
    windows[Math.min(4, windows.length - 1)]!.memory.map((row) => [row.pid, row.rssMiB]),
  );
  console.log('Resident memory of every process (MiB): after minute 1, after minute 5, at the end');
  console.table(
    windows.at(-1)!.memory.map((row) => {
      const start = baseline.get(row.pid);
      const five = settled.get(row.pid);
      return {
        process: row.name,
        'minute 1': start === undefined ? '-' : Number(start.toFixed(1)),
        'minute 5': five === undefined ? '-' : Number(five.toFixed(1)),
        end: Number(row.rssMiB.toFixed(1)),
        'growth from minute 1':
          start === undefined ? '(new)' : signed(percentChange(start, row.rssMiB)),
        'growth from minute 5':
          five === undefined ? '(new)' : signed(percentChange(five, row.rssMiB)),
      };
    }),
  );
}
