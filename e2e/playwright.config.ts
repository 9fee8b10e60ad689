import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  BIGCOMMERCE_STAND_IN_URL,
  bigcommerceStandInPort,
  SHOPIFY_STAND_IN_URL,
  SHOPLINE_STAND_IN_URL,
  shoplineStandInPort,
  shopifyStandInPort,
} from './support/eshop';
import { smtpPort } from './support/mail-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const webPort = process.env.E2E_PORT ?? '3100';
const apiPort = process.env.E2E_API_PORT ?? '4100';
/** Every run starts from an empty embedded database that the app seeds, as a first start would. */
const dataDir = path.join(here, 'artifacts/data');

/**
 * Journeys that change or count what every visitor shares (the catalogue, the home page, messages
 * to everybody, the marketplace's totals): they run one at a time, after the others (ADR 0084).
 * Every other journey works on accounts of its own and runs beside the others.
 */
const SHARED_STATE_JOURNEYS = [
  'admin-messages.spec.ts',
  'catalog-structure.spec.ts',
  'filters-manager.spec.ts',
  'homepage-settings.spec.ts',
  'how-to-sell-editor.spec.ts',
  'marketplace-statistics.spec.ts',
  // Its ad is first on the home page every visitor sees, and every visitor's view of it counts.
  'advertising.spec.ts',
  // An administrator changes a plan's price and the free trial's length for every seller.
  'subscriptions.spec.ts',
];

/**
 * Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`), the build made
 * for automation that Playwright itself runs headless: a quarter less CPU than the whole browser
 * for the same journeys (ADR 0084). Debian's `chromium` where the shell is not installed, and
 * for a run watched with `--headed`.
 */
function journeyBrowser(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) && !process.argv.includes('--headed') ? shell : '/usr/bin/chromium';
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = {
  userAgent: devices['Pixel 7'].userAgent,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'artifacts/test-results',
  // The run's SMTP server, which every journey reading mail shares.
  globalSetup: './support/global-setup.ts',
  // A file's journeys run in order in one worker; files run side by side.
  fullyParallel: false,
  // Two cores run the app, the browsers and the workers: two workers keep both busy (ADR 0084).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A journey that needs a retry to pass is a failing journey.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Every wait is for a condition, never for a while: the limits only say when to give up. A busy
  // two-core machine (CI beside another run) takes several seconds for a lazily loaded part of a
  // page or a live update, so they are wide; a passing journey takes no longer for them.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // A trace costs every action a snapshot (36 journeys took a quarter longer with one): CI keeps
    // a failure's screenshot and log, and a failure is traced again where it is looked at.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker is the installable app's (installable-app.spec.ts allows it). Elsewhere
    // it would install in every new context (an offline page rendered and the app's files fetched
    // again) and take over the page at a moment of its own, which cut a navigation short.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? journeyBrowser(),
      // Debian's Chromium as root, on a machine without outside network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // A journey runs on one device: tests tagged @mobile on the phone, all others on the desktop.
  // The journeys on shared state run last, one at a time, desktop then phone.
  projects: [
    { name: 'desktop', grepInvert: /@mobile/, testIgnore: SHARED_STATE_JOURNEYS, use: desktop },
    { name: 'mobile', grep: /@mobile/, testIgnore: SHARED_STATE_JOURNEYS, use: phone },
    {
      name: 'shared-state desktop',
      grepInvert: /@mobile/,
      testMatch: SHARED_STATE_JOURNEYS,
      workers: 1,
      dependencies: ['desktop', 'mobile'],
      use: desktop,
    },
    {
      name: 'shared-state mobile',
      grep: /@mobile/,
      testMatch: SHARED_STATE_JOURNEYS,
      workers: 1,
      dependencies: ['shared-state desktop'],
      use: phone,
    },
  ],
  // The Shopify stand-in (apps/api/src/test/stand-ins, its runner's demo shops and app) first:
  // the api talks to it as to Shopify, and its webhooks reach the api (issue 20, ADR 0067).
  webServer: [
    {
      command:
        'node ../node_modules/.bin/tsx ../apps/api/src/test/stand-ins/run-eshop-stand-ins.ts',
      cwd: here,
      port: Number(shopifyStandInPort),
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        SHOPIFY_STAND_IN_PORT: shopifyStandInPort,
        // The runner starts every platform's stand-in; the others follow the run's ports too.
        SHOPLINE_STAND_IN_PORT: shoplineStandInPort,
        BIGCOMMERCE_STAND_IN_PORT: bigcommerceStandInPort,
        ESHOP_STAND_IN_API_URL: `http://127.0.0.1:${apiPort}`,
        ESHOP_STAND_IN_WEB_URL: `http://127.0.0.1:${webPort}`,
      },
    },
    {
      command: `rm -rf "${dataDir}" && node ../scripts/start.mjs`,
      cwd: here,
      url: `http://127.0.0.1:${webPort}/api/ping`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: webPort,
        API_PORT: apiPort,
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        // Every journey signs in from this machine; the per-account limits still apply.
        THROTTLE_EXEMPT_IPS: '127.0.0.1,::1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: `http://127.0.0.1:${webPort}`,
        // Turns on the exit dialog and the channel banner, which invite to this channel (overlays.spec).
        MESSAGING_CHANNEL_URL: 'https://t.me/bazaar_e2e_channel',
        // The Shopify app of the stand-in's runner (run-eshop-stand-ins.ts prints the same).
        SHOPIFY_CLIENT_ID: 'bazaar-demo-shopify-app',
        SHOPIFY_CLIENT_SECRET: 'bazaar-demo-shopify-secret',
        SHOPIFY_SHOP_BASE_URL: `${SHOPIFY_STAND_IN_URL}/{shop}`,
        // Its SHOPLINE app and stores, and its BigCommerce app and login service and store API.
        SHOPLINE_APP_KEY: 'bazaar-demo-shopline-app',
        SHOPLINE_APP_SECRET: 'bazaar-demo-shopline-secret',
        SHOPLINE_STORE_BASE_URL: `${SHOPLINE_STAND_IN_URL}/stores/{handle}`,
        BIGCOMMERCE_CLIENT_ID: 'bazaar-demo-bigcommerce-app',
        BIGCOMMERCE_CLIENT_SECRET: 'bazaar-demo-bigcommerce-secret',
        BIGCOMMERCE_LOGIN_BASE: BIGCOMMERCE_STAND_IN_URL,
        BIGCOMMERCE_API_BASE: BIGCOMMERCE_STAND_IN_URL,
        // The stand-in serves the products' pictures from this machine.
        IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
    },
  ],
});
