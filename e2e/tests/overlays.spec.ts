import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  APP_ICON_SIZE_PX,
  layout,
  localStorageKeys,
  sessionStorageKeys,
  toastSettings,
} from '@bazaar/contracts';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { browseListings } from '../support/api';
import { openApp } from '../support/pages';
import { newPhoneContext } from '../support/touch';

/** The channel the e2e servers are configured with (playwright.config.ts). */
const CHANNEL_URL = 'https://t.me/bazaar_e2e_channel';
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

/** The app has hydrated and read its stored session (the header's account area is interactive). */
async function openHome(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Terms & Agreement' }).first()).toBeVisible();
}

type Edge = 'top' | 'left' | 'right' | 'bottom';

/** Moves the pointer from the middle of the window out through one of its edges. */
async function leaveThrough(page: Page, edge: Edge) {
  const { width, height } = page.viewportSize()!;
  const [x, y] = {
    top: [640, -40],
    left: [-40, 400],
    right: [width + 40, 400],
    bottom: [640, height + 40],
  }[edge];
  await page.mouse.move(width / 2, height / 2);
  await page.mouse.move(x!, y!, { steps: 8 });
}

/** Moves the pointer out of the window through its top edge, as towards the tab strip. */
async function leaveThroughTop(page: Page) {
  await leaveThrough(page, 'top');
}

function exitDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Before you go...' });
}

/** Errors the api answers for every listing request while `failures` lasts. */
function errorEnvelope(status: number, error_code: string, user_message: string, more = {}) {
  return {
    status,
    contentType: 'application/json',
    body: JSON.stringify({ status, error_code, user_message, ...more }),
  };
}

test.describe('exit dialog', () => {
  test('invites a visitor whose pointer leaves the window, once per visit', async ({ page }) => {
    await openHome(page);
    const dialog = exitDialog(page);
    // The store may still be reading the stored session: leave until the invitation comes.
    await expect(async () => {
      await leaveThroughTop(page);
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    await expect(dialog).toContainText(
      'Remember, the best prices from local business you can get only by',
    );
    await expect(dialog).toContainText('Want access to our special offers?');
    const join = dialog.getByRole('link', { name: /Join the channel/ });
    await expect(join).toHaveAttribute('href', CHANNEL_URL);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', /noopener/);
    for (const [name, href] of [
      ['Privacy Policy', '/legal/privacy-policy'],
      ['User Agreement', '/legal/user-agreement'],
    ] as const) {
      const link = dialog.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

    await dialog.getByRole('button', { name: 'No thanks, I’m alright for now' }).click();
    await expect(dialog).toBeHidden();

    // Not again in this visit: neither on leaving again nor after a reload.
    await leaveThroughTop(page);
    await page.waitForTimeout(800);
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Terms & Agreement' }).first()).toBeVisible();
    await leaveThroughTop(page);
    await page.waitForTimeout(800);
    await expect(dialog).toHaveCount(0);
  });

  for (const edge of ['left', 'right', 'bottom'] as const) {
    test(`invites a visitor whose pointer leaves through the ${edge} edge`, async ({ page }) => {
      await openHome(page);
      await expect(async () => {
        await leaveThrough(page, edge);
        await expect(exitDialog(page)).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    });
  }

  test('is not offered while the pointer moves inside the window', async ({ page }) => {
    await openHome(page);
    // The session is known once the dialog could open: wait for that, then wander inside.
    await page.waitForFunction(() => window.localStorage.getItem('persist:bazaar') !== null);
    for (const [x, y] of [
      [5, 5],
      [1275, 795],
      [640, 400],
      [3, 790],
    ] as const) {
      await page.mouse.move(x, y, { steps: 4 });
    }
    await page.waitForTimeout(500);
    await expect(exitDialog(page)).toHaveCount(0);
  });

  test('closes with its close button', async ({ page }) => {
    await openHome(page);
    await expect(async () => {
      await leaveThroughTop(page);
      await expect(exitDialog(page)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await exitDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(exitDialog(page)).toBeHidden();
  });

  test('is never shown to a signed-in user', async ({ page }) => {
    await signIn(page, 'buyer1@demo.bazaar.local', DEMO_PASSWORD);
    await page.goto('/');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await leaveThroughTop(page);
      await page.waitForTimeout(500);
    }
    await expect(exitDialog(page)).toHaveCount(0);
    // Not merely hidden: it was never offered in this visit.
    expect(
      await page.evaluate(
        (key) => window.sessionStorage.getItem(key),
        sessionStorageKeys.exitDialogShown,
      ),
    ).toBeNull();
  });
});

test.describe('policy dialogs', () => {
  test('the Terms dialog opens on Terms of Use in a 650 px frame', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Terms & Agreement' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Terms & Agreement' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Terms of Use' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('tab', { name: 'User Agreement' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Terms of Use');
    await expect(frame).toHaveAttribute('src', '/legal/terms-of-use?embedded=1');
    expect((await frame.boundingBox())?.height).toBe(layout.policyFrameHeightPx);
    await expect(
      dialog.frameLocator('iframe').getByRole('heading', { name: 'Terms of Use', level: 1 }),
    ).toBeVisible();

    await dialog.getByRole('tab', { name: 'User Agreement' }).click();
    await expect(frame).toHaveAttribute('src', '/legal/user-agreement?embedded=1');
    await expect(
      dialog.frameLocator('iframe').getByRole('heading', { name: 'User Agreement', level: 1 }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the Privacy dialog has both policies and explains the cookies', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Privacy & Cookies Policy' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Privacy & Cookies Policy' });
    await expect(dialog.getByRole('tab')).toHaveText(['Privacy Policy', 'Cookies Policy']);
    await expect(dialog.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const frame = dialog.locator('iframe');
    expect((await frame.boundingBox())?.height).toBe(layout.policyFrameHeightPx);
    await dialog.getByRole('tab', { name: 'Cookies Policy' }).click();
    await expect(frame).toHaveAttribute('title', 'Cookies Policy');
    await expect(dialog.frameLocator('iframe').getByText('refresh_token')).toBeVisible();

    await dialog.getByRole('button', { name: 'Manage Cookies' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Cookies' });
    await expect(manage).toContainText('only strictly necessary');
    for (const name of ['access_token', 'refresh_token', 'locale', 'device_type']) {
      await expect(manage.getByRole('cell', { name, exact: true })).toBeVisible();
    }
    await expect(
      manage.getByRole('cell', { name: localStorageKeys.pwaBannerClosed, exact: true }),
    ).toBeVisible();
  });

  test('the documents are public pages, and /user-agreement is for signed-in users', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/legal/privacy-policy', 'Privacy Policy'],
      ['/legal/cookies-policy', 'Cookies Policy'],
      ['/legal/terms-of-use', 'Terms of Use'],
      ['/legal/user-agreement', 'User Agreement'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    }
    await page.goto('/user-agreement');
    await expect(page).toHaveURL(/\/auth\/sign-in\?continue=%2Fuser-agreement$/);
    await page.locator('input[name="email"]').fill('buyer2@demo.bazaar.local');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/user-agreement');
    await expect(page.getByRole('heading', { name: 'User Agreement', level: 1 })).toBeVisible();
  });
});

test.describe('global error display', () => {
  test('four failures show at most three toasts, newest below, top right', async ({ page }) => {
    let failures = 0;
    await page.route('**/api/search?**', async (route) => {
      if (failures >= 4) return route.continue();
      failures += 1;
      return route.fulfill(errorEnvelope(500, 'COMMON', `Forced failure ${failures}`));
    });
    await page.clock.install();
    // The results were rendered on the server; each "Refresh" asks the api again from the browser.
    await openApp(page, '/search?search=black');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByTestId('search-refetch').click();
      await expect.poll(() => failures).toBe(attempt);
    }
    const toasts = page.locator('.notistack-MuiContent-error');
    await expect(toasts).toHaveCount(toastSettings.maxVisible);
    // Never more than three, even once every failure was shown.
    for (let sample = 0; sample < 6; sample += 1) {
      expect(await toasts.count()).toBeLessThanOrEqual(toastSettings.maxVisible);
      await page.waitForTimeout(150);
    }
    await expect(toasts).toHaveText([/Forced failure 2/, /Forced failure 3/, /Forced failure 4/]);

    const container = page.locator('.bazaar-toast-container');
    const box = await container.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(toastSettings.containerMaxWidthPx);
    expect(box!.y).toBeLessThan(100);
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 60);

    // They close by themselves after 5 s.
    await page.clock.fastForward(toastSettings.autoHideDurationMs - 500);
    await expect(toasts).toHaveCount(toastSettings.maxVisible);
    await page.clock.fastForward(1_000);
    await expect(toasts).toHaveCount(0);
  });

  test('a 403 FORBIDDEN_COMMON asking for a dialog opens one instead of a toast', async ({
    page,
  }) => {
    let answered = false;
    await page.route('**/api/search?**', async (route) => {
      if (answered) return route.continue();
      answered = true;
      return route.fulfill(
        errorEnvelope(403, 'FORBIDDEN_COMMON', 'Your plan does not include this division', {
          more_info: {
            alert: 'dialog',
            summary: 'Upgrade your subscription to list in more divisions.',
          },
        }),
      );
    });
    await openApp(page, '/search?search=black');
    await page.getByTestId('search-refetch').click();
    const dialog = page.getByRole('dialog', { name: 'Your plan does not include this division' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Upgrade your subscription to list in more divisions.');
    await expect(page.locator('.notistack-MuiContent-error')).toHaveCount(0);
    // The generic confirmation dialog's default button (spec §2).
    await dialog.getByRole('button', { name: 'Thanks' }).click();
    await expect(dialog).toBeHidden();
  });
});

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
    await page.goto('/offline');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

    // The service worker (production builds) keeps the offline page for when the network is gone.
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto('/flea-market');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/offline\?continue=%2Fflea-market$/);
    // 'Try again' without a connection: still offline.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/offline\?continue=%2Fflea-market$/);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    // The connection comes back: on to the page that was wanted, by itself.
    // The reloaded offline page listens for the connection once it runs in the browser.
    await expect(page.getByTestId('offline-view')).toHaveAttribute(
      'data-waiting-for-connection',
      'true',
    );
    await context.setOffline(false);
    await expect(page).toHaveURL('/flea-market', { timeout: 15_000 });
  });

  test('on iOS the install banner explains the three steps and remembers its dismissal', async ({
    browser,
  }) => {
    const context = await newIphoneContext(browser);
    const page = await context.newPage();
    await page.goto('/');
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
    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);
    await context.close();
  });

  test('the search suggestions on a phone are above the install banner', async ({
    browser,
    request,
  }) => {
    const context = await newIphoneContext(browser);
    const page = await context.newPage();
    const [listing] = (await browseListings(request, 'section=catalog&limit=1')).items;
    const word = listing!.title.split(' ').find((part) => part.length >= 4)!;
    await page.goto('/');
    const banner = page.getByTestId('install-banner');
    await expect(banner).toBeVisible();
    await page.getByTestId('bottom-bar-search').click();
    const input = page.getByRole('combobox', { name: 'Search the marketplace' });
    await expect(input).toBeFocused();
    await input.pressSequentially(word, { delay: 30 });
    const popup = page.getByTestId('search-popup');
    await expect(popup.getByTestId('search-suggestion').first()).toBeVisible();
    await page.screenshot({ path: 'artifacts/screenshots/search-over-install-banner.png' });

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

/** Waits until the page's scripts run (a dialog opens on a click), so its overlays listen. */
async function waitUntilInteractive(page: Page) {
  await page.getByRole('button', { name: 'Terms & Agreement' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Terms & Agreement' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the channel banner shows once per session, in step across tabs', async ({ context }) => {
  const first = await context.newPage();
  await first.clock.install();
  await first.goto('/');
  await waitUntilInteractive(first);
  const second = await context.newPage();
  await second.clock.install();
  await second.goto('/flea-market');
  await waitUntilInteractive(second);

  // The first tab's visit becomes due; the second learns of it and shows it too.
  await first.bringToFront();
  await first.clock.fastForward(11_000);
  await expect(first.getByTestId('channel-banner')).toBeVisible();
  await expect(second.getByTestId('channel-banner')).toBeVisible();
  await expect(
    first.getByTestId('channel-banner').getByRole('link', { name: 'Join' }),
  ).toHaveAttribute('href', CHANNEL_URL);

  // Closed in one tab, closed in all; a tab opened later in the session stays quiet.
  await second.bringToFront();
  await second.getByRole('button', { name: 'Close the channel invitation' }).click();
  await expect(second.getByTestId('channel-banner')).toBeHidden();
  await expect(first.getByTestId('channel-banner')).toBeHidden();
  const third = await context.newPage();
  await third.clock.install();
  await third.goto('/');
  await waitUntilInteractive(third);
  await third.clock.fastForward(11_000);
  await third.waitForTimeout(300);
  await expect(third.getByTestId('channel-banner')).toHaveCount(0);
});

test.describe('accessibility', () => {
  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')}: ${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`,
          ),
      }));
  }

  test('home and sign-in have no serious or critical violations', async ({ page }) => {
    await openHome(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/auth/sign-in');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the policy dialogs have no serious or critical violations', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Terms & Agreement' }).first().click();
    const terms = page.getByRole('dialog', { name: 'Terms & Agreement' });
    await expect(terms.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();

    await page.getByRole('button', { name: 'Privacy & Cookies Policy' }).first().click();
    const privacy = page.getByRole('dialog', { name: 'Privacy & Cookies Policy' });
    await expect(privacy.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
