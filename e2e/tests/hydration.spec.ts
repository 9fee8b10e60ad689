import { expect, test, type Page } from '../support/test';
import { localStorageKeys } from '@bazaar/contracts';
import { demoListings } from '../support/demo-listings';
import { itemPath, openApp } from '../support/pages';

/** What React reports when the browser's first render differs from the server's (#418, #423, #425). */
const HYDRATION_ERROR = /hydrat|#418|#423|#425/i;

/**
 * The main pages of a visit: home, a section page, search, an item page, cart, comparison,
 * favorites and sign-in. `item` is the item page of a listing of the demo data.
 */
function mainPages(item: string): string[] {
  return [
    '/',
    '/flea-market/latest-ads',
    '/search?search=sofa',
    item,
    '/cart',
    '/compare',
    '/favorites',
    '/auth/sign-in',
  ];
}

/** Collects every console error and page error that mentions hydration, from now on. */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(`${error.message}\n${error.stack ?? ''}`)) errors.push(error.message);
  });
  return errors;
}

/**
 * Opens each page and waits until it runs in the browser: the hydration mark comes once React has
 * also hydrated the parts that streamed in later, so an error of theirs has been reported by then.
 */
async function visitAll(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const errors = watchHydrationErrors(page);
  const byPage: Record<string, string[]> = {};
  for (const path of paths) {
    const before = errors.length;
    await openApp(page, path);
    const found = errors.slice(before);
    if (found.length > 0) byPage[path] = found;
  }
  return byPage;
}

test.describe('hydration', () => {
  test('no page reports a hydration error for a first-time visitor', async ({ page, request }) => {
    const [listing] = await demoListings(request, 'catalog', 1);
    expect(await visitAll(page, mainPages(itemPath('catalog', listing!.id)))).toEqual({});
  });

  test('no page reports a hydration error when the visitor has saved a cart, a comparison and choices', async ({
    page,
    request,
  }) => {
    const listings = await demoListings(request, 'catalog', 3);
    expect(listings.length).toBe(3);
    // A first visit stores the app version; saved state without it would be cleared (spec §4).
    await openApp(page, '/');
    const version = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      localStorageKeys.appVersion,
    );
    expect(version).toBeTruthy();
    const entries = listings.map((listing, index) => ({
      id: `saved-${index}`,
      created_at: '2026-01-01T00:00:00.000Z',
      product_id: listing.id,
      product_variant_id: null,
      quantity: index + 1,
    }));
    // Saved before the app's scripts run on every page, so the app never writes over it first.
    await page.addInitScript(
      (saved) => {
        for (const [key, value] of Object.entries(saved)) window.localStorage.setItem(key, value);
      },
      {
        'persist:bazaar': JSON.stringify({
          cart: JSON.stringify({ entries }),
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        }),
        [localStorageKeys.comparison]: JSON.stringify(listings.map((listing) => listing.id)),
        [localStorageKeys.themeMode]: 'dark',
        [localStorageKeys.mainMenuCollapsed]: 'true',
        [localStorageKeys.pwaBannerClosed]: 'true',
      },
    );

    expect(await visitAll(page, mainPages(itemPath('catalog', listings[0]!.id)))).toEqual({});
    // The saved state was really there to be read: the cart shows the saved products.
    await openApp(page, '/cart');
    await expect(page.getByText(listings[0]!.title).first()).toBeVisible();
  });
});
