import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  crossSearchQuery,
  encodeFilters,
  showroomListingsQuery,
  type SearchFilterState,
} from '@bazaar/contracts';
import pg from 'pg';
import {
  openDatabase,
  POSTGRES_SESSION_OPTIONS,
  type Database,
} from '../../apps/api/src/db/client';
import { installCatalogStructure } from '../../apps/api/src/modules/catalog/catalog-install';
import { createCatalogRepository } from '../../apps/api/src/modules/catalog/catalog.repository';
import { createCatalogService } from '../../apps/api/src/modules/catalog/catalog.service';
import { createGeoRepository } from '../../apps/api/src/modules/geo/geo.repository';
import { createGeoService } from '../../apps/api/src/modules/geo/geo.service';
import {
  createPublicListingSearch,
  SUGGESTION_WINDOW,
  type FoundListingRow,
} from '../../apps/api/src/modules/listings/public-search/public-search.repository';
import {
  listingSearchStatement,
  type ListingSearch,
} from '../../apps/api/src/modules/listings/public-search/search-query';
import {
  createShowroomService,
  type ShowroomService,
} from '../../apps/api/src/modules/showroom/showroom.service';
import { startApi } from '../lib/api-server';
import { generateListings } from '../lib/listing-generator';
import { measure, printMeasurements, type Measurement } from '../lib/measure';

/**
 * Search at scale (issue 6): one million listings on PostgreSQL, then 20 connections on a
 * section page with two filters, a radius filter and cross-search over 48 terms, beside a bare
 * Fastify hello route; and EXPLAIN (ANALYZE) of the query behind each.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bazaar_bench) is created when
 * missing and filled once; later runs reuse the listings.
 */

const LISTINGS = 1_000_000;
const WARM_UP_SECONDS = 3;
/**
 * The api's PostgreSQL pool: one connection per core unless BENCH_API_POOL_MAX says otherwise.
 * The api, PostgreSQL and the load generator share the cores; more backends than cores only take
 * turns on them (on 2 cores, 2 connections answered about a fifth more requests than the default
 * 10, with a tighter p95).
 */
const API_POOL_MAX = Number(process.env['BENCH_API_POOL_MAX'] ?? availableParallelism());
/** BENCH_API_PORT moves the api (and the hello app to the port after it) off 4300. */
const API_PORT = Number(process.env['BENCH_API_PORT'] ?? 4300);
const HELLO_PORT = API_PORT + 1;

/** Words buyers type into the top bar: names, brands, prefixes and misspellings. */
const crossSearchTerms = [
  'iphone',
  'iphnoe',
  'galaxy',
  'pixel',
  'thinkpad',
  'thinkpd',
  'macbook',
  'monitor',
  'headphones',
  'sennheser',
  'speaker',
  'coffee',
  'barista',
  'casserole',
  'desk',
  'lamp',
  'grill',
  'weber',
  'trimmer',
  'spade',
  'e-bike',
  'helmet',
  'tent',
  'backpack',
  'osprey',
  'sofa',
  'armchair',
  'kallax',
  'lego',
  'catan',
  'stroller',
  'novels',
  'harry potter',
  'vinyl',
  'guitar',
  'piano',
  'city bike',
  'gazelle',
  'black',
  'white',
  'sony',
  'bose',
  'marshall',
  'deuter',
  'vaude',
  'mirror',
  'bookcase',
  'playmobil',
];

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

async function startHello(): Promise<{ url: string; stop: () => Promise<void> }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), '../lib/hello-server.mjs');
  const child = spawn(process.execPath, [script, String(HELLO_PORT)], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${HELLO_PORT}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/hello`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function postalCodeSample(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ zip_code: string }>(
      'select zip_code from geo_points where id % 200 = 0 order by zip_code limit 40',
    );
    return result.rows.map((row) => row.zip_code);
  } finally {
    await client.end();
  }
}

const query = (pathname: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `${pathname}?${search.toString()}`;
};

/** The listing search the api runs for a request, caught before it reaches the database. */
async function searchBehind(
  dependencies: Parameters<typeof createShowroomService>[0],
  call: (service: ShowroomService) => Promise<unknown>,
): Promise<ListingSearch> {
  let caught: ListingSearch | undefined;
  const service = createShowroomService({
    ...dependencies,
    publicListings: {
      ...dependencies.publicListings,
      findListings: async (search: ListingSearch) => {
        caught = search;
        return [] as FoundListingRow[];
      },
    },
  });
  await call(service);
  if (!caught) throw new Error('The request ran no listing search');
  return caught;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a listing search as the api runs it: a prepared statement on a
 * connection set up as the api's are, run a few times first (PostgreSQL plans the first five
 * runs for their values, then settles on one plan for any values when it costs no more).
 */
async function explain(db: Database, url: string, search: ListingSearch): Promise<string[]> {
  const statement = listingSearchStatement(db, search);
  const client = new pg.Client({ connectionString: url, options: POSTGRES_SESSION_OPTIONS });
  await client.connect();
  try {
    await client.query(`prepare explained as ${statement.sql}`);
    const values = statement.params
      .map((value) =>
        typeof value === 'number' ? String(value) : client.escapeLiteral(String(value)),
      )
      .join(', ');
    for (let run = 0; run < 6; run += 1) await client.query(`execute explained(${values})`);
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) execute explained(${values})`,
    );
    return plan.rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.end();
  }
}

export async function run(): Promise<void> {
  const databaseUrl =
    process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/bazaar_bench';
  await ensureDatabase(databaseUrl);
  const handle = await openDatabase({ driver: 'postgres', url: databaseUrl, poolMax: 2 });
  const scratch = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-search-'));
  try {
    await handle.migrate();
    await installCatalogStructure(handle.db, { uploadsDir: scratch });
    await generateListings(databaseUrl, LISTINGS);

    const catalog = createCatalogService(createCatalogRepository(handle.db));
    const geo = createGeoService(createGeoRepository(handle.db));
    const nodeId = async (section: 'catalog' | 'automarket' | 'property', name: string) => {
      const tree = await catalog.tree(section);
      const node = tree.nodes.find((candidate) => candidate.name === name);
      if (!node) throw new Error(`No node ${name}`);
      return node.id;
    };
    const filtered = (state: SearchFilterState) => encodeFilters(state);
    const sectionPages = [
      {
        section: 'automarket',
        node: await nodeId('automarket', 'Cars'),
        filters: filtered({ price: { min: 5_000, max: 30_000 }, parameters: { fuel: ['diesel'] } }),
      },
      {
        section: 'catalog',
        node: await nodeId('catalog', 'Electronics'),
        filters: filtered({ price: { min: 100, max: 1_000 }, parameters: { colour: ['Black'] } }),
      },
      {
        section: 'property',
        node: await nodeId('property', 'Residential'),
        filters: filtered({ parameters: { offer: ['rent'], rooms: { min: 2 } } }),
      },
      {
        section: 'flea-market',
        filters: filtered({ parameters: { condition: ['good', 'like_new'], pickup: true } }),
      },
      { section: 'food', filters: filtered({ price: { max: 10 }, parameters: { organic: true } }) },
      {
        section: 'services',
        filters: filtered({
          parameters: { invoice_available: true, years_of_experience: { min: 5 } },
        }),
      },
    ];
    // Every 200th postal code: 40 places spread over the whole country.
    const zipCodes = await postalCodeSample(databaseUrl);
    const radiusSections = ['catalog', 'flea-market', 'property', 'automarket'] as const;
    const radiusPages = zipCodes.map((zip_code, index) => ({
      section: radiusSections[index % radiusSections.length]!,
      zip_code,
      radius_km: 25,
    }));
    const crossSearches = crossSearchTerms.map((q, index) => ({
      division: index % 3 === 2 ? 'flea-market' : 'catalog',
      q,
    }));

    // The machine may be shared: the figures are read with its load.
    const loadBefore = loadAverage();
    const api = await startApi(API_PORT, {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: String(API_POOL_MAX),
      SEED_DEMO_DATA: 'false',
    });
    const hello = await startHello();
    const rows: Measurement[] = [];
    try {
      const loads = [
        { name: 'bare Fastify GET /hello', url: hello.url, paths: ['/hello'] },
        {
          name: `section page, two filters (${sectionPages.length} pages)`,
          url: api.url,
          paths: sectionPages.map((page) => query('/api/showroom/listings', page)),
        },
        {
          name: `radius 25 km (${radiusPages.length} postal codes)`,
          url: api.url,
          paths: radiusPages.map((page) => query('/api/showroom/listings', page)),
        },
        {
          name: `cross-search (${crossSearches.length} terms)`,
          url: api.url,
          paths: crossSearches.map((search) => query('/api/showroom/cross-search', search)),
        },
      ];
      for (const load of loads) {
        // A few seconds first, not counted: the api has just started (its code is not optimised
        // yet, its pool and caches are empty), and the figures are of a running api.
        await measure({ ...load, durationSeconds: WARM_UP_SECONDS });
        rows.push(await measure(load));
      }
    } finally {
      await hello.stop();
      await api.stop();
    }
    printMeasurements(
      `Search on ${LISTINGS.toLocaleString('en')} listings (PostgreSQL, api pool of ${API_POOL_MAX}), 20 connections, 10 s each`,
      rows,
    );
    const helloRow = rows[0]!;
    const shareOfHello = (row: Measurement) =>
      `${((row.requestsPerSecond / helloRow.requestsPerSecond) * 100).toFixed(1)} %`;
    for (const row of rows.slice(1)) {
      console.log(
        `${row.name}: p95 ${row.p95.toFixed(1)} ms, ${Math.round(row.requestsPerSecond)} req/s = ${shareOfHello(row)} of hello's req/s (hello p95 ${helloRow.p95.toFixed(1)} ms)`,
      );
    }
    // Issue 14's goals, side by side with what this run measured.
    console.log(
      `\nSection page ÷ bare Fastify, same run: ${shareOfHello(rows[1]!)} (goal ≥ 8 %); cross-search p95 ${rows[3]!.p95.toFixed(1)} ms (goal ≤ 50 ms)`,
    );
    console.log(
      `Load average (1, 5, 15 min) before the loads: ${loadBefore}; after: ${loadAverage()}`,
    );

    const dependencies = {
      catalog,
      geo,
      publicListings: createPublicListingSearch(handle.db),
    };
    const explained: [string, ListingSearch][] = [
      [
        'section page with two filters (Cars, diesel, 5,000–30,000 €)',
        await searchBehind(dependencies, (service) =>
          service.listings(showroomListingsQuery.parse(sectionPages[0])),
        ),
      ],
      [
        `radius 25 km around ${radiusPages[0]!.zip_code} (${radiusPages[0]!.section})`,
        await searchBehind(dependencies, (service) =>
          service.listings(showroomListingsQuery.parse(radiusPages[0])),
        ),
      ],
      [
        `cross-search "${crossSearches[1]!.q}" (${crossSearches[1]!.division}), first step: the ${SUGGESTION_WINDOW} newest listings`,
        {
          ...(await searchBehind(dependencies, (service) =>
            service.crossSearch(crossSearchQuery.parse(crossSearches[1])),
          )),
          recentWindow: SUGGESTION_WINDOW,
        },
      ],
      [
        `cross-search "${crossSearches[1]!.q}" (${crossSearches[1]!.division}), when the window holds too few matches: the text index`,
        await searchBehind(dependencies, (service) =>
          service.crossSearch(crossSearchQuery.parse(crossSearches[1])),
        ),
      ],
    ];
    for (const [title, search] of explained) {
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) — ${title}`);
      for (const line of await explain(handle.db, databaseUrl, search)) console.log(`  ${line}`);
    }
  } finally {
    await handle.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
