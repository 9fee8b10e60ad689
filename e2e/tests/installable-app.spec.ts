import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { APP_ICON_SIZE_PX, localStorageKeys } from '@bazaar/contracts';
import { demoListings } from '../support/demo-listings';
import { waitForAddress } from '../support/navigation';
import { openApp, reloadApp, waitForApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { newPhoneContext } from '../support/touch';

// Playwright's own test, as in overlays.spec.ts: the install banner is an overlay of its own.

/** Safari on an iPhone: the install banner explains the steps there (no install prompt event). */
const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Safari on an iPhone, not opened from the home screen: where the install banner explains the steps. */
async function newIphoneContext(browser: Browser): Promise<BrowserContext> {
  // Options given here add to the project's (its baseURL among them).
  const context = await newPhoneContext(browser, { userAgent: IPHONE_USER_AGENT });
  // Safari's flag for "not opened from the home screen", which Chromium does not have.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', {
      configurable: true,
      get: () => false,
    });
  });
  return context;
}

// The one file of journeys with the service worker, which every other journey's browser blocks.
test.use({ serviceWorkers: 'allow' });

test.describe('installable app', () => {
  test('the manifest is served with a 192 px icon', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Bazaar', display: 'standalone', start_url: '/' });
    const icon = manifest.icons.find(
      (candidate) => candidate.sizes === `${APP_ICON_SIZE_PX}x${APP_ICON_SIZE_PX}`,
    );
    expect(icon).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('the offline page exists, and a page opened without a connection shows it', async ({
    page,
    context,
  }) => {
    await openApp(page, '/offline');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

    // The service worker (production builds) keeps the offline page for when the network is gone.
    await openApp(page, '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await openApp(page, '/flea-market');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/offline\?continue=%2Fflea-market$/);
    // 'Try again' without a connection: the worker answers with the offline page again.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try again' }).click();
    await reloaded;
    await waitForApp(page);
    await expect(page).toHaveURL(/\/offline\?continue=%2Fflea-market$/);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    // The connection comes back: on to the page that was wanted, by itself.
    // The reloaded offline page listens for the connection once it runs in the browser.
    await expect(page.getByTestId('offline-view')).toHaveAttribute(
      'data-waiting-for-connection',
      'true',
    );
    await context.setOffline(false);
    await waitForAddress(page, '/flea-market');
    await waitForApp(page);
  });

  test('on iOS the install banner explains the three steps and remembers its dismissal', async ({
    browser,
  }) => {
    const context = await newIphoneContext(browser);
    const page = await context.newPage();
    await openApp(page, '/');
    const banner = page.getByTestId('install-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Install', exact: true }).click();
    const steps = page.getByRole('dialog', { name: 'Add Bazaar to your Home Screen' });
    await expect(steps.getByRole('listitem')).toHaveText([
      /Tap Share/,
      /Choose Add to Home Screen/,
      /Confirm Add/,
    ]);
    await steps.getByRole('button', { name: 'Got it' }).click();

    await banner.getByRole('button', { name: 'Close the install banner' }).click();
    await expect(banner).toBeHidden();
    expect(
      await page.evaluate(
        (key) => window.localStorage.getItem(key),
        localStorageKeys.pwaBannerClosed,
      ),
    ).toBe('true');
    // Hydrated, the page has asked the browser what it is: the banner would be there by now.
    await reloadApp(page);
    await expect(banner).toHaveCount(0);
    await context.close();
  });

  test('the search suggestions on a phone are above the install banner', async ({
    browser,
    request,
  }) => {
    const context = await newIphoneContext(browser);
    const page = await context.newPage();
    const [listing] = await demoListings(request, 'catalog', 1);
    const word = listing!.title.split(' ').find((part) => part.length >= 4)!;
    await openApp(page, '/');
    const banner = page.getByTestId('install-banner');
    await expect(banner).toBeVisible();
    await page.getByTestId('bottom-bar-search').click();
    const input = page.getByRole('combobox', { name: 'Search the marketplace' });
    await expect(input).toBeFocused();
    await input.pressSequentially(word, { delay: 30 });
    const popup = page.getByTestId('search-popup');
    await expect(popup.getByTestId('search-suggestion').first()).toBeVisible();
    await lookAt(page, 'search-over-install-banner');

    // Where the banner is, the suggestions are what the visitor sees and taps.
    const box = (await banner.boundingBox())!;
    const topmostIsPopup = await page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest('[data-testid="search-popup"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(topmostIsPopup).toBe(true);
    await context.close();
  });
});
