import { loadavg } from 'node:os';
import { listingCardPage } from '@bazaar/contracts';
import { startApi } from '../lib/api-server';
import { startWeb, type MemoryAfterGc } from '../lib/web-server';

/** Renders in all, and the counts after which the web's memory is read. */
const RENDERS = 5_000;
const CHECKPOINTS = [500, 1_000, 2_500, RENDERS];
/** Renders in flight at once: enough to keep both cores busy, as a few visitors would. */
const CONCURRENCY = 4;
/** The bound between the memory after 500 and after 5,000 renders. */
const ALLOWED_GROWTH_MIB = 50;
/** An idle pause after the last render, longer than the server's 60 s query cache time. */
const IDLE_MS = 65_000;

const round = (value: number) => Math.round(value * 10) / 10;

/** Any Shop Hub listing of the demo data: its item page is rendered beside the home page. */
async function demoItemPath(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/listings?section=catalog&limit=1`);
  const listing = listingCardPage.parse(await response.json()).items[0];
  if (!listing) throw new Error('The demo data has no Shop Hub listing.');
  return `/shophub/item/${listing.id}`;
}

/**
 * Issue 13, item 1: the web server's memory after many server renders. Starts the built api (demo
 * data) and web, renders the home page and an item page alternately 5,000 times, and reads the
 * web's RSS and heap after a full garbage collection at 500 and at 5,000 (and between).
 */
export async function run(): Promise<void> {
  // Renders are what is measured: the page cache (ADR 0035) would answer all but the first.
  process.env['PAGE_CACHE_TTL_SECONDS'] = '0';
  const api = await startApi();
  try {
    const web = await startWeb(api.url);
    try {
      const paths = ['/', await demoItemPath(api.url)];
      const rows: Array<Record<string, number | string>> = [];
      const startedAt = performance.now();
      const failures = new Map<number, number>();
      let sent = 0;
      let done = 0;
      let checkpoint = 0;

      const render = async (n: number) => {
        const response = await fetch(`${web.url}${paths[n % paths.length]}`);
        await response.arrayBuffer();
        if (response.status !== 200) {
          failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
        }
      };
      const worker = async (limit: number) => {
        while (sent < limit) {
          const n = sent;
          sent += 1;
          await render(n);
          done += 1;
        }
      };

      const before = await web.memoryAfterGc();
      const row = (renders: number, memory: MemoryAfterGc) => ({
        renders,
        'RSS MiB': round(memory.rssMiB),
        'heap used MiB': round(memory.heapUsedMiB),
        'elapsed s': round((performance.now() - startedAt) / 1000),
        'load avg (1 min)': round(loadavg()[0] ?? 0),
      });
      rows.push(row(0, before));
      while (checkpoint < CHECKPOINTS.length) {
        const limit = CHECKPOINTS[checkpoint]!;
        await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(limit)));
        rows.push(row(done, await web.memoryAfterGc()));
        console.log(JSON.stringify(rows.at(-1)));
        checkpoint += 1;
      }

      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      rows.push({
        ...row(done, await web.memoryAfterGc()),
        renders: `${done} + ${IDLE_MS / 1000} s idle`,
      });

      console.log(
        `\nWeb server memory after garbage collection, ${CONCURRENCY} renders at once, ` +
          `/ and ${paths[1]} alternately`,
      );
      console.table(rows);
      if (failures.size > 0) console.log('Non-200 answers:', Object.fromEntries(failures));
      const at500 = rows.find((r) => r['renders'] === CHECKPOINTS[0])!;
      const atEnd = rows.find((r) => r['renders'] === RENDERS)!;
      const growth = Number(atEnd['RSS MiB']) - Number(at500['RSS MiB']);
      const heapGrowth = Number(atEnd['heap used MiB']) - Number(at500['heap used MiB']);
      console.log(
        `RSS ${CHECKPOINTS[0]} → ${RENDERS}: ${round(growth)} MiB, heap ${round(heapGrowth)} MiB ` +
          `(bound ${ALLOWED_GROWTH_MIB} MB: ${Math.abs(growth) <= ALLOWED_GROWTH_MIB ? 'met' : 'not met'})`,
      );
    } finally {
      await web.stop();
    }
  } finally {
    await api.stop();
  }
}
