import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { KnownDevices, launch, type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { catalogTree, divisionOf, listingCardPage } from '@bazaar/contracts';
import { startApi } from '../lib/api-server';
import { measure, type Measurement } from '../lib/measure';
import { startWeb } from '../lib/web-server';

/** Lighthouse runs per page; each figure is the median of them. */
const LIGHTHOUSE_RUNS = 3;
/** Renders in flight at once for the renders-per-second figures (issue 14). */
const CONNECTIONS = 10;
const LOAD_SECONDS = 10;
const KIB = 1024;

interface Target {
  url: string;
  stop(): Promise<void>;
}

/**
 * The web to measure: BENCH_WEB_URL when it names one already running (e.g. a merged build started
 * with `npm start`), else the built api (demo data on a throw-away folder) and web started here.
 */
async function startTarget(): Promise<Target> {
  const external = process.env['BENCH_WEB_URL'];
  if (external) return { url: external.replace(/\/$/, ''), stop: async () => {} };
  const api = await startApi();
  try {
    const web = await startWeb(api.url);
    return {
      url: web.url,
      async stop() {
        await web.stop();
        await api.stop();
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/**
 * The measured pages, chosen from the demo data through the web's own /api: the newest Shop Hub
 * listing's item page, Shop Hub's first section by name, and a search for a common word.
 */
async function chooseRoutes(webUrl: string): Promise<Record<string, string>> {
  const get = async (path: string) => (await fetch(`${webUrl}/api${path}`)).json();
  const shopHub = divisionOf('catalog').routeWord;
  const listing = listingCardPage.parse(await get('/listings?section=catalog&limit=1')).items[0];
  const section = catalogTree
    .parse(await get('/catalog/nodes?section=catalog'))
    .nodes.filter((node) => node.level === 'section')
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))[0];
  if (!listing || !section) throw new Error('The demo data has no Shop Hub listing or section.');
  return {
    home: '/',
    item: `/${shopHub}/item/${listing.id}`,
    section: `/${shopHub}/${section.slug}`,
    search: '/search?search=black',
  };
}

/**
 * Makes a page report a phone's five touch points, as e2e/support/touch.ts does: Chromium's touch
 * emulation reports one, which the app takes for a desktop (spec §4) and reloads the page in the
 * desktop layout.
 */
const PHONE_TOUCH_POINTS = `Object.defineProperty(Navigator.prototype, 'maxTouchPoints', {
  configurable: true,
  get: () => 5,
});`;

/** A new page of `owner` that reports a phone's touch points. */
async function phonePage(owner: Browser | BrowserContext): Promise<Page> {
  const page = await owner.newPage();
  await page.evaluateOnNewDocument(PHONE_TOUCH_POINTS);
  return page;
}

interface PageAudit {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

/** One Lighthouse run with its defaults: mobile emulation, simulated throttling. */
async function audit(browser: Browser, url: string): Promise<PageAudit> {
  const page = await phonePage(browser);
  try {
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    return {
      performance: (categories['performance']?.score ?? NaN) * 100,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Each figure's median over LIGHTHOUSE_RUNS runs (figure by figure, not the median run). */
async function medianAudit(browser: Browser, url: string): Promise<PageAudit> {
  const runs: PageAudit[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await audit(browser, url));
  const of = (key: keyof PageAudit) => median(runs.map((run) => run[key]));
  return { performance: of('performance'), tbtMs: of('tbtMs'), lcpMs: of('lcpMs'), cls: of('cls') };
}

/**
 * The JavaScript a phone receives for one visit with an empty cache, until the network is idle:
 * the bytes on the wire (compressed as sent), counted from Chromium's own network events.
 */
async function javaScriptBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await phonePage(context);
    await page.emulate(KnownDevices['Moto G4']);
    const cdp = await page.createCDPSession();
    const scripts = new Set<string>();
    let bytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle0' });
    return bytes;
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => Math.round((bytes / KIB) * 10) / 10;

/**
 * Issue 14: how fast Bazaar's pages are for a signed-out visitor, on the production build. Prints,
 * side by side, Lighthouse mobile (median of 3) for home, an item page, a section page and a
 * search; the JavaScript each of them loads above `/404`'s; renders per second of `/` and an item
 * page at 10 connections; and the HTML size of `/`.
 */
export async function run(): Promise<void> {
  const target = await startTarget();
  try {
    const routes = await chooseRoutes(target.url);
    const home = await fetch(`${target.url}/`);
    const homeHtmlBytes = (await home.arrayBuffer()).byteLength;

    const browser = await launch({
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const audits: Record<string, PageAudit> = {};
    const javaScript: Record<string, number> = {};
    try {
      javaScript['404'] = await javaScriptBytes(browser, `${target.url}/404`);
      for (const [name, route] of Object.entries(routes)) {
        javaScript[name] = await javaScriptBytes(browser, `${target.url}${route}`);
        audits[name] = await medianAudit(browser, `${target.url}${route}`);
        console.log(`${name} ${route}: ${JSON.stringify(audits[name])}`);
      }
    } finally {
      await browser.close();
    }

    const renders: Measurement[] = [];
    for (const name of ['home', 'item']) {
      renders.push(
        await measure({
          name,
          url: target.url,
          paths: [routes[name]!],
          connections: CONNECTIONS,
          durationSeconds: LOAD_SECONDS,
        }),
      );
    }

    const baseJs = javaScript['404']!;
    console.log(
      `\nBazaar's pages, signed out, production build — ${new Date().toISOString()}, ` +
        `load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );
    console.log(
      `Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}; JavaScript received by a phone ` +
        `(compressed as sent); /404 loads ${kib(baseJs)} KiB:`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(routes).map(([name, route]) => [
          `${name} ${route}`,
          {
            performance: Math.round(audits[name]!.performance),
            'TBT ms': Math.round(audits[name]!.tbtMs),
            'LCP s': Math.round(audits[name]!.lcpMs / 100) / 10,
            CLS: Math.round(audits[name]!.cls * 1000) / 1000,
            'JS KiB': kib(javaScript[name]!),
            'JS above /404 KiB': kib(javaScript[name]! - baseJs),
          },
        ]),
      ),
    );
    console.log(`Renders at ${CONNECTIONS} connections, ${LOAD_SECONDS} s each:`);
    console.table(
      Object.fromEntries(
        renders.map((row) => [
          routes[row.name],
          {
            'renders/s': Math.round(row.requestsPerSecond * 10) / 10,
            'p50 ms': row.p50,
            'p95 ms': Math.round(row.p95),
            'errors + non-2xx': row.errors + row.non2xx,
          },
        ]),
      ),
    );
    console.log(`HTML of /: ${kib(homeHtmlBytes)} KiB raw (${homeHtmlBytes} bytes)`);
  } finally {
    await target.stop();
  }
}
