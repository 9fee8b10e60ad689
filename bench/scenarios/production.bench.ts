import { parseArgs } from 'node:util';
import { loadFlows, printFlowFigures, type FlowFigures } from '../lib/flow-load';
import {
  cachedPagesOf,
  marketplaceFlows,
  prepareMarketplace,
  primePages,
} from '../lib/marketplace-flows';
import { loadAverage } from '../lib/process-usage';
import {
  cpuByRole,
  shapeUsage,
  startProductionShape,
  type ShapeRole,
} from '../lib/production-shape';

/**
 * Load through nginx on the production shape (issue 22): the seven flows of a marketplace — a
 * section page, an item page and a cross-search (signed out, through the web), adding to the
 * cart, checking out, reserving a service slot and writing a chat message (signed in, straight to
 * the api) — each alone, then all at once, first on one api and one web instance, then on two of
 * each, from empty databases seeded with the demo data. Prints p50/p95/p99 and req/s per flow,
 * the two shapes side by side, and the CPU each part of the shape spent per request (the capacity
 * model's figures).
 *
 *   npm run build && npm run bench -- production [--seconds 10] [--connections 16] [--instances 1,2]
 */

const { values: flags } = parseArgs({
  args: process.argv.slice(3),
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    instances: { type: 'string', default: '1,2' },
    shoppers: { type: 'string', default: '1000' },
  },
});
const SECONDS = Number(flags.seconds);
/** Connections of a flow alone; all at once, each flow gets a seventh of them (at least 2). */
const CONNECTIONS = Number(flags.connections);
const INSTANCES = flags.instances.split(',').map(Number);
const SHOPPERS = Number(flags.shoppers);
/** Unmeasured load before the first measurement: the pages' caches and the apis' pools fill. */
const WARM_SECONDS = 5;
const ROLES: ShapeRole[] = ['nginx', 'web', 'api', 'worker', 'postgres', 'redis', 's3'];

interface ShapeRun {
  instances: number;
  alone: FlowFigures[];
  together: FlowFigures[];
  /** Per flow alone: ms of CPU per measured request, per role of the shape. */
  cpuPerRequest: Record<string, Record<ShapeRole, number>>;
  load: string;
}

async function measureShape(instances: number): Promise<ShapeRun> {
  const shape = await startProductionShape({ apiInstances: instances, webInstances: instances });
  try {
    const marketplace = await prepareMarketplace(shape.url, shape.databaseUrl, {
      shoppers: SHOPPERS,
      // Enough seats for every reservation of the run.
      slots: 200,
    });
    const flows = marketplaceFlows(marketplace);
    const webUrls = await shape.webUrls();
    const cachedPages = cachedPagesOf(marketplace);
    const perFlow = Math.max(2, Math.round(CONNECTIONS / flows.length));
    await loadFlows(
      shape.url,
      flows.map((flow) => ({ flow, connections: perFlow })),
      WARM_SECONDS,
    );
    const processes = await shape.processes();
    const alone: FlowFigures[] = [];
    const cpuPerRequest: ShapeRun['cpuPerRequest'] = {};
    for (const flow of flows) {
      // A page flow starts from caches that hold its pages, as on a site in use; the CPU per
      // request then counts hits and the renders that replace pages as they age.
      const pages = cachedPages[flow.name];
      if (pages) await primePages(webUrls, pages);
      const before = shapeUsage(processes);
      const [figures] = await loadFlows(shape.url, [{ flow, connections: CONNECTIONS }], SECONDS);
      const spent = cpuByRole(before, shapeUsage(processes));
      alone.push(figures!);
      cpuPerRequest[flow.name] = Object.fromEntries(
        ROLES.map((role) => [role, (spent[role] * 1000) / Math.max(1, figures!.answered)]),
      ) as Record<ShapeRole, number>;
    }
    printFlowFigures(
      `${instances} api + ${instances} web instance(s), each flow alone at ${CONNECTIONS} connections for ${SECONDS} s`,
      alone,
    );
    await primePages(webUrls, Object.values(cachedPages).flat());
    const together = await loadFlows(
      shape.url,
      flows.map((flow) => ({ flow, connections: perFlow })),
      SECONDS,
    );
    printFlowFigures(
      `${instances} api + ${instances} web instance(s), all flows at once, ${perFlow} connections each, ${SECONDS} s`,
      together,
    );
    return { instances, alone, together, cpuPerRequest, load: loadAverage() };
  } finally {
    await shape.down();
  }
}

const ratio = (two: number, one: number) => (one > 0 ? `${(two / one).toFixed(2)}×` : '-');

export async function run(): Promise<void> {
  const loadBefore = loadAverage();
  const runs: ShapeRun[] = [];
  for (const instances of INSTANCES) runs.push(await measureShape(instances));

  console.log(`\nLoad through nginx — ${new Date().toISOString()}`);
  const flowNames = runs[0]!.alone.map((figures) => figures.flow);
  console.table(
    flowNames.map((name) => {
      const row: Record<string, string | number> = { flow: name };
      for (const shapeRun of runs) {
        const alone = shapeRun.alone.find((figures) => figures.flow === name)!;
        const together = shapeRun.together.find((figures) => figures.flow === name)!;
        row[`${shapeRun.instances}×: req/s, p50/p95/p99 ms`] =
          `${alone.requestsPerSecond}, ${alone.p50}/${alone.p95}/${alone.p99}`;
        row[`${shapeRun.instances}×: all at once req/s, p99`] =
          `${together.requestsPerSecond}, ${together.p99}`;
        row[`${shapeRun.instances}×: not 2xx / errors`] =
          `${alone.failed + together.failed} / ${alone.errors + together.errors}`;
      }
      if (runs.length === 2) {
        const [one, two] = runs as [ShapeRun, ShapeRun];
        row['req/s 2× / 1×'] = ratio(
          two.alone.find((figures) => figures.flow === name)!.requestsPerSecond,
          one.alone.find((figures) => figures.flow === name)!.requestsPerSecond,
        );
      }
      return row;
    }),
  );
  for (const shapeRun of runs) {
    const total = shapeRun.together.reduce((sum, figures) => sum + figures.requestsPerSecond, 0);
    console.log(`${shapeRun.instances}×, all flows at once: ${total.toFixed(0)} req/s in all`);
  }
  console.log('\nCPU ms per request, each flow alone, by part of the shape');
  for (const shapeRun of runs) {
    console.log(`${shapeRun.instances} api + ${shapeRun.instances} web:`);
    console.table(
      Object.entries(shapeRun.cpuPerRequest).map(([flow, byRole]) => ({
        flow,
        ...Object.fromEntries(ROLES.map((role) => [role, Number(byRole[role].toFixed(2))])),
      })),
    );
  }
  console.log(
    `Load average (1, 5, 15 min) before: ${loadBefore}; after each shape: ${runs.map((shapeRun) => shapeRun.load).join(' / ')}`,
  );
}
