import { expect, test, type Page } from '../support/test';
import {
  divisions,
  eshopProviders,
  layout,
  localStorageKeys,
  RECOMMENDED_PROVIDER_DISCOUNT_PERCENT,
} from '@bazaar/contracts';
import { signInThroughApi } from '../support/accounts';
import { horizontalOverflow, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';
import { waitForAddress } from '../support/navigation';

/**
 * The rendered width and height of an element, or null while it is not rendered: polled until it
 * has the size asked for, as the menu and the search field animate their width.
 */
async function sizeOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  return box && { width: box.width, height: box.height };
}

/**
 * Makes the next loads start with `items` in the persisted cart (and what else is given), as if
 * left by an earlier visit of this app version.
 */
async function seedLocalStorage(page: Page, entries: Record<string, string>) {
  // The app stores its version on the first visit, before it reads the persisted store; a seed
  // without it would be cleared (spec §4).
  await openApp(page, '/');
  const version = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    localStorageKeys.appVersion,
  );
  expect(version).toBeTruthy();
  await page.addInitScript(
    ({ seeded }) => {
      for (const [key, value] of Object.entries(seeded)) window.localStorage.setItem(key, value);
    },
    { seeded: { ...entries, [localStorageKeys.appVersion]: version! } },
  );
}

function persistedCart(count: number): Record<string, string> {
  const entries = Array.from({ length: count }, (_, index) => ({
    id: `entry-${index}`,
    created_at: '2026-01-01T00:00:00.000Z',
    product_id: `product-${index}`,
    product_variant_id: null,
    quantity: 1,
  }));
  return {
    'persist:bazaar': JSON.stringify({
      cart: JSON.stringify({ entries }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  };
}

/**
 * Saves a screenshot of home for a person to look at, after asserting what it shows: the layout's
 * header and menu, every division with its heading and listings, and the page drawn in the colour
 * scheme asked for (a dark page on dark, a light one on light).
 */
async function saveHomeScreenshot(
  page: Page,
  name: 'desktop' | 'mobile',
  colorScheme: 'light' | 'dark',
) {
  await page.emulateMedia({ colorScheme });
  await openApp(page, '/');
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
  if (name === 'desktop') {
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('main-menu')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('mobile-header')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
  }
  await expect(
    page.getByRole('combobox', { name: 'Search the marketplace' }).first(),
  ).toBeAttached();
  for (const division of divisions) {
    const block = page.getByTestId(`division-${division.section}`);
    await expect(block.getByRole('heading', { level: 2, name: division.name })).toBeAttached();
    await expect(block.getByTestId('listing-card').first()).toBeAttached();
  }
  await expect(
    page.getByTestId('division-catalog').getByTestId('listing-card').first(),
  ).toBeVisible();
  // The page behind the content follows the scheme: dark on dark, light on light.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
  const lightness = (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255;
  if (colorScheme === 'dark') expect(lightness, background).toBeLessThan(0.25);
  else expect(lightness, background).toBeGreaterThan(0.75);
  // The pictures in view have loaded (the ones further down load lazily, when scrolled to).
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
  await lookAt(page, `home-${name}-${colorScheme}`);
}

test.describe('desktop layout', () => {
  test('the main menu is 212px open, 68px collapsed, and stays collapsed after a reload', async ({
    page,
  }) => {
    await openApp(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const label of [
      'Homepage',
      'Shop Hub',
      'Flea Market',
      'Services',
      'How to Sell?',
      'Support',
      'Profile',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Terms & Agreement' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Privacy & Cookies Policy' })).toBeVisible();
    await expect
      .poll(async () => (await sizeOf(page, 'main-menu'))?.width)
      .toBe(layout.mainMenuOpenWidthPx);

    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect
      .poll(async () => (await sizeOf(page, 'main-menu'))?.width)
      .toBe(layout.mainMenuCollapsedWidthPx);
    // Collapsed, the entries are icons named by their tooltips.
    await menu.getByRole('link', { name: 'Shop Hub' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Shop Hub' })).toBeVisible();

    // The server renders the remembered choice, so the page does not jump after loading.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-collapsed="true"');
    await reloadApp(page);
    await expect
      .poll(async () => (await sizeOf(page, 'main-menu'))?.width)
      .toBe(layout.mainMenuCollapsedWidthPx);
    expect(
      await page.evaluate(
        (key) => window.localStorage.getItem(key),
        localStorageKeys.mainMenuCollapsed,
      ),
    ).toBe('true');

    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect
      .poll(async () => (await sizeOf(page, 'main-menu'))?.width)
      .toBe(layout.mainMenuOpenWidthPx);
  });

  test('the top bar is 64px high, holds the search, and the page keeps 20px of padding', async ({
    page,
  }) => {
    await openApp(page, '/');
    await expect
      .poll(async () => (await sizeOf(page, 'top-bar'))?.height)
      .toBe(layout.headerHeightPx);
    const search = page.getByTestId('top-bar').getByRole('combobox', {
      name: 'Search the marketplace',
    });
    await expect(search).toHaveAttribute('placeholder', 'Search for anything');
    const padding = await page
      .locator('main#main-content')
      .evaluate((main) => getComputedStyle(main).padding);
    expect(padding).toBe(`${layout.contentPaddingPx}px`);
  });

  test('desktop pages have no manifest link and can be zoomed', async ({ page }) => {
    await openApp(page, '/');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute(
      'content',
      /user-scalable=no/,
    );
  });

  test('Create E-Shop lists the three providers, shopline recommended with its discount', async ({
    page,
  }) => {
    await openApp(page, '/');
    // The bar shows the labelled button on wide screens and an icon button on narrower ones.
    await page.getByRole('button', { name: 'Create E-Shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your e-shop' });
    await expect(dialog).toBeVisible();
    const providers = dialog.getByRole('list', { name: 'E-shop platforms' }).getByRole('listitem');
    await expect(providers).toHaveCount(3);
    await expect(providers.getByRole('heading')).toHaveText(['Shopify', 'SHOPLINE', 'BigCommerce']);

    for (const provider of eshopProviders) {
      const row = dialog.getByTestId(`eshop-provider-${provider.id}`);
      const signUp = row.getByRole('link', { name: `Sign up with ${provider.name}` });
      await expect(signUp).toHaveAttribute('href', provider.link);
      await expect(signUp).toHaveAttribute('target', '_blank');
      await expect(row.getByRole('link', { name: /app store/ })).toHaveAttribute(
        'href',
        provider.app_link,
      );
      await expect(row.locator('img')).toHaveAttribute('src', provider.logo);
    }
    await expect(dialog.getByTestId('eshop-recommended')).toHaveCount(1);
    const recommended = dialog
      .getByTestId('eshop-provider-shopline')
      .getByTestId('eshop-recommended');
    await expect(recommended).toHaveText('Recommended');
    await recommended.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      `Bazaar recommends SHOPLINE and gives its owners a ${RECOMMENDED_PROVIDER_DISCOUNT_PERCENT}% discount on subscriptions after the global trial period.`,
    );

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the cart badge shows 99+ at 100 items of the persisted cart', async ({ page }) => {
    await seedLocalStorage(page, persistedCart(100));
    await reloadApp(page);
    await expect(page.getByTestId('cart-badge')).toHaveText('99+');
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart, 100 items');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('href', '/cart');
  });

  test("a visitor's compare counter counts the products stored for comparison", async ({
    page,
  }) => {
    await openApp(page, '/');
    await expect(page.getByTestId('compare-badge')).toBeHidden();
    await page.evaluate((key) => {
      window.localStorage.setItem(key, JSON.stringify(['p1', 'p2', 'p3']));
      // Another tab changing the list is announced by a storage event.
      window.dispatchEvent(new StorageEvent('storage', { key }));
    }, localStorageKeys.comparison);
    await expect(page.getByTestId('compare-badge')).toHaveText('3');
    await expect(page.getByTestId('compare-link')).toHaveAttribute('href', '/compare');
  });

  test('the search input collapses when empty, clears, and opens the search page on Enter', async ({
    page,
  }) => {
    await openApp(page, '/');
    const form = page.getByTestId('top-bar').getByTestId('search-input');
    const input = form.getByRole('combobox', { name: 'Search the marketplace' });
    const collapsed = (await sizeOf(page, 'search-input'))!.width;

    await input.click();
    await expect(form).toHaveAttribute('data-expanded', 'true');
    await expect
      .poll(async () => (await sizeOf(page, 'search-input'))?.width)
      .toBeGreaterThan(collapsed);
    await input.fill('  lamp  ');
    await form.getByRole('button', { name: 'Clear search' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await page.getByTestId('top-bar').click({ position: { x: 5, y: 5 } });
    await expect(form).toHaveAttribute('data-expanded', 'false');

    const long = `${'vintage '.repeat(40)}lamp`;
    await input.fill(long);
    await input.press('Enter');
    await waitForAddress(page, /\/search\?search=/);
    const search = new URL(page.url()).searchParams.get('search')!;
    expect(search.length).toBeLessThanOrEqual(250);
    expect(search.startsWith('vintage vintage')).toBe(true);
    expect(search.endsWith('vintage')).toBe(true);
    await expect(input).toHaveValue(search);
  });

  test('a loading indicator shows while the route changes', async ({ page }) => {
    await openApp(page, '/');
    // Hold the next page's data back so the change takes a moment.
    await page.route(/\/support(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Support' })
      .click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    await waitForAddress(page, /\/support$/);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeHidden();
  });

  test('the theme choice is remembered across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openApp(page, '/');
    await page.getByRole('button', { name: 'Colour theme' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await reloadApp(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), localStorageKeys.themeMode),
    ).toBe('dark');
  });

  test('a desktop with a stale mobile cookie switches back to the desktop layout', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'device_type', value: 'mobile', url: baseURL! }]);
    await openApp(page, '/');
    // The server believed the cookie; the browser counted no touch points and reloaded (the
    // assertions wait for the page it reloaded to).
    await expect(page.getByTestId('main-menu')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'device_type')).toBeUndefined();
  });

  test('the profile entry leads to sign-in for visitors and to the profile when signed in', async ({
    page,
    context,
    buyer,
  }) => {
    await openApp(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/auth/sign-in?continue=%2Fprofile',
    );
    await expect(page.getByTestId('notifications-link')).toHaveCount(0);

    await signInThroughApi(context, buyer);
    await reloadApp(page);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByTestId('notifications-link')).toHaveAttribute('href', '/notifications');
  });

  test('auth pages use the focused layout and integration pages the external one', async ({
    page,
  }) => {
    await openApp(page, '/auth/sign-in');
    await expect(page.getByTestId('focused-header')).toBeVisible();
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    await expect(page.getByTestId('top-bar')).toHaveCount(0);

    // The entry points under /app/ redirect to the api; the page a store's install ends on stays.
    await openApp(page, '/app/complete-account');
    await expect(page.getByTestId('external-header')).toBeVisible();
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  });

  test('screenshots of home on the desktop, light and dark', async ({ page }) => {
    await saveHomeScreenshot(page, 'desktop', 'light');
    await saveHomeScreenshot(page, 'desktop', 'dark');
  });
});

test.describe('responsive layouts', () => {
  test('a narrow desktop window has no horizontal scroll and a usable menu', async ({ page }) => {
    for (const width of [480, 820]) {
      await page.setViewportSize({ width, height: 800 });
      for (const url of ['/', '/flea-market', '/cart']) {
        await openApp(page, url);
        expect(await horizontalOverflow(page), `${url} at ${width} px`).toBe(0);
      }
    }
    // The menu is not beside the page: it opens from the top bar, with every entry.
    await openApp(page, '/');
    await expect(page.getByTestId('main-menu')).toBeHidden();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await page.getByTestId('narrow-menu-button').click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer.getByRole('link', { name: 'Shop Hub' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Terms & Agreement' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Flea Market' }).click();
    await waitForAddress(page, '/flea-market');
    await expect(drawer).toBeHidden();
    // The top bar's mark keeps its colour while the side menu's mark is hidden: each mark fills
    // from its own gradient, not from the first one of the page.
    const topBarMark = page
      .getByTestId('top-bar')
      .getByRole('link', { name: 'Bazaar home page' })
      .locator('svg');
    expect(
      await topBarMark.evaluate((mark) => {
        const fill = mark.querySelector('rect')?.getAttribute('fill') ?? '';
        const id = /url\(#(.+)\)/.exec(fill)?.[1];
        return id !== undefined && mark.contains(document.getElementById(id));
      }),
    ).toBe(true);
    await lookAt(page, 'home-narrow-desktop');

    // Back at full width the menu is beside the page again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('main-menu')).toBeVisible();
    await expect(page.getByTestId('narrow-menu-button')).toBeHidden();
  });

  test.describe('on a touch laptop', () => {
    test.use({
      viewport: { width: 1440, height: 900 },
      screen: { width: 1440, height: 900 },
      hasTouch: true,
    });

    test('a wide touch screen gets the desktop layout', async ({ page, context }) => {
      // A touch laptop reports ten touch points.
      await emulatePhoneTouchPoints(context, 10);
      await openApp(page, '/');
      await expect(page.getByTestId('main-menu')).toBeVisible();
      await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
      // Nothing to correct: the server's guess from the user agent was right, no cookie is kept.
      await reloadApp(page);
      await expect(page.getByTestId('main-menu')).toBeVisible();
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'device_type')).toBeUndefined();
    });
  });
});

test.describe('mobile layout', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ context }) => {
    await emulatePhoneTouchPoints(context);
  });

  test('the bottom bar is 45px under a 54px header, and there is no main menu', async ({
    page,
  }) => {
    await openApp(page, '/');
    await expect
      .poll(async () => {
        const bar = await page.getByTestId('bottom-bar').boundingBox();
        return bar && { height: bar.height, bottom: bar.y + bar.height };
      })
      .toEqual({ height: layout.bottomBarHeightPx, bottom: page.viewportSize()!.height });
    await expect
      .poll(async () => (await sizeOf(page, 'mobile-header'))?.height)
      .toBe(layout.compactHeaderHeightPx);
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Quick navigation' });
    for (const name of [
      'Home',
      'Search',
      'Cart, empty',
      'Compare products, none added',
      'Sign In',
    ]) {
      await expect(nav.getByRole(name === 'Search' ? 'button' : 'link', { name })).toBeVisible();
    }
  });

  test('mobile pages link the manifest and disallow zoom', async ({ page }) => {
    await openApp(page, '/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /maximum-scale=1.*user-scalable=no/,
    );
  });

  test('the bottom bar counts the cart and opens the search', async ({ page }) => {
    await seedLocalStorage(page, persistedCart(100));
    await reloadApp(page);
    await expect(page.getByTestId('bottom-bar-cart-badge')).toHaveText('99+');
    await page.getByTestId('bottom-bar-search').click();
    const input = page
      .getByTestId('mobile-header')
      .getByRole('combobox', { name: 'Search the marketplace' });
    await expect(input).toBeFocused();
    await input.fill('bike');
    await input.press('Enter');
    await waitForAddress(page, '/search?search=bike');
  });

  test('the menu button opens the main menu with the providers and the policies', async ({
    page,
  }) => {
    await openApp(page, '/');
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer.getByRole('link', { name: 'Flea Market' })).toBeVisible();
    await expect(drawer.getByTestId('eshop-provider-shopline')).toContainText('Recommended');
    await expect(drawer.getByRole('button', { name: 'Terms & Agreement' })).toBeVisible();
    await drawer.getByRole('link', { name: 'How to Sell?' }).click();
    await waitForAddress(page, '/how-to-sell');
    await expect(drawer).toBeHidden();
  });

  test('screenshots of home on a phone, light and dark', async ({ page }) => {
    await saveHomeScreenshot(page, 'mobile', 'light');
    await saveHomeScreenshot(page, 'mobile', 'dark');
  });
});
