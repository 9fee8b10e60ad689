import { loadavg } from 'node:os';
import { divisions, listingCardPage } from '@bazaar/contracts';
import { startApi } from '../lib/api-server';
import { measure, printMeasurements, type Measurement } from '../lib/measure';
import { startWeb } from '../lib/web-server';

const CONNECTIONS = 20;
/** Signed-out page renders are measured as the issue states them: 10 connections. */
const PAGE_CONNECTIONS = 10;

const listingPaths = divisions.map((d) => `/api/listings?section=${d.section}&limit=24`);

async function demoItemPath(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/listings?section=catalog&limit=1`);
  const listing = listingCardPage.parse(await response.json()).items[0];
  if (!listing) throw new Error('The demo data has no Shop Hub listing.');
  return `/shophub/item/${listing.id}`;
}

const ratio = (through: Measurement, direct: Measurement) =>
  `${((100 * through.requestsPerSecond) / direct.requestsPerSecond).toFixed(0)} %`;

async function pageRenders(apiUrl: string, ttlSeconds: string): Promise<Measurement[]> {
  process.env['PAGE_CACHE_TTL_SECONDS'] = ttlSeconds;
  const web = await startWeb(apiUrl);
  try {
    const label = ttlSeconds === '0' ? 'cache off' : `cache ${ttlSeconds} s`;
    return [
      await measure({
        name: `GET / (${label})`,
        url: web.url,
        paths: ['/'],
        connections: PAGE_CONNECTIONS,
      }),
      await measure({
        name: `GET item page (${label})`,
        url: web.url,
        paths: [await demoItemPath(apiUrl)],
        connections: PAGE_CONNECTIONS,
      }),
    ];
  } finally {
    await web.stop();
  }
}

/**
 * Issue 14, "the forwarder": `/api/ping` and a listing page straight from the api and through
 * the web's `/api/*` forwarder, in one run, with the ratio. Then the signed-out renders of `/` and
 * an item page with the page cache off and on (BENCH_WEB_ENTRY runs an older build to compare).
 */
export async function run(): Promise<void> {
  const api = await startApi();
  try {
    const web = await startWeb(api.url);
    let rows: Measurement[];
    try {
      rows = [
        await measure({ name: 'api  GET /api/ping', url: api.url, paths: ['/api/ping'] }),
        await measure({ name: 'web  GET /api/ping', url: web.url, paths: ['/api/ping'] }),
        await measure({ name: 'api  GET /api/listings', url: api.url, paths: listingPaths }),
        await measure({ name: 'web  GET /api/listings', url: web.url, paths: listingPaths }),
      ];
    } finally {
      await web.stop();
    }
    const [apiPing, webPing, apiListings, webListings] = rows as [
      Measurement,
      Measurement,
      Measurement,
      Measurement,
    ];
    printMeasurements(`The /api forwarder, ${CONNECTIONS} connections, 10 s each`, rows);
    console.log(
      `through the web ÷ api: ping ${ratio(webPing, apiPing)}, listings ${ratio(webListings, apiListings)}` +
        ` (load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')})`,
    );

    const pages = [...(await pageRenders(api.url, '0')), ...(await pageRenders(api.url, '30'))];
    printMeasurements(`Signed-out pages, ${PAGE_CONNECTIONS} connections, 10 s each`, pages);
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await api.stop();
  }
}
