import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  layout,
  localStorageKeys,
  sessionStorageKeys,
  toastSettings,
  type Conversation,
} from '@bazaar/contracts';
import { newBuyer, newSeller, signInThroughApi, submitSignIn } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { openDocument } from '../support/documents';
import { publishListing } from '../support/listings';
import { openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { waitForAddress } from '../support/navigation';

// Playwright's own test, not support/test's: that one tells every page the exit dialog was
// already offered in the visit, and these journeys pin the dialog itself.

/** The channel the e2e servers are configured with (playwright.config.ts). */
const CHANNEL_URL = 'https://t.me/bazaar_e2e_channel';
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

/** When the exit dialog was last offered in this visit: the app notes it as it opens it. */
function offeredAt(page: Page): Promise<string | null> {
  return page.evaluate(
    (key) => window.sessionStorage.getItem(key),
    sessionStorageKeys.exitDialogShown,
  );
}

/**
 * Waits until the page has drawn two more frames: the pointer's last move has been handled and
 * what it changed rendered, so a dialog it opened would be in the page by then.
 */
async function nextFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Leaves the window through its top edge, and says whether that offered the exit dialog: the
 * dialog's own note in the visit's storage tells, at once, even when the dialog's code would
 * still be on its way.
 */
async function leaveAndCheckOffer(page: Page): Promise<boolean> {
  const before = await offeredAt(page);
  await leaveThroughTop(page);
  await nextFrames(page);
  return (await offeredAt(page)) !== before;
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
    // Once the page has hydrated, the stored session is known: the first leave invites.
    await openApp(page, '/');
    const dialog = exitDialog(page);
    await leaveThroughTop(page);
    await expect(dialog).toBeVisible();

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
    expect(await leaveAndCheckOffer(page)).toBe(false);
    await expect(dialog).toHaveCount(0);
    await reloadApp(page);
    expect(await leaveAndCheckOffer(page)).toBe(false);
    await expect(dialog).toHaveCount(0);
  });

  for (const edge of ['left', 'right', 'bottom'] as const) {
    test(`invites a visitor whose pointer leaves through the ${edge} edge`, async ({ page }) => {
      await openApp(page, '/');
      await leaveThrough(page, edge);
      await expect(exitDialog(page)).toBeVisible();
    });
  }

  test('is not offered while the pointer moves inside the window', async ({ page }) => {
    // Hydrated, the session is known: the dialog could open from now on.
    await openApp(page, '/');
    for (const [x, y] of [
      [5, 5],
      [1275, 795],
      [640, 400],
      [3, 790],
    ] as const) {
      await page.mouse.move(x, y, { steps: 4 });
    }
    await nextFrames(page);
    expect(await offeredAt(page)).toBeNull();
    await expect(exitDialog(page)).toHaveCount(0);
  });

  test('closes with its close button', async ({ page }) => {
    await openApp(page, '/');
    await leaveThroughTop(page);
    await expect(exitDialog(page)).toBeVisible();
    await exitDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(exitDialog(page)).toBeHidden();
  });

  test('is never shown to a signed-in user', async ({ page, context, request }) => {
    await signInThroughApi(context, await newBuyer(request, 'overlays'));
    await openApp(page, '/');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await leaveThroughTop(page);
    await nextFrames(page);
    await expect(exitDialog(page)).toHaveCount(0);
    // Not merely hidden: it was never offered in this visit.
    expect(await offeredAt(page)).toBeNull();
  });
});

test.describe('policy dialogs', () => {
  test('the Terms dialog opens on Terms of Use in a 650 px frame', async ({ page }) => {
    await openApp(page, '/');
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
    await openApp(page, '/');
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
    request,
  }) => {
    for (const [path, title] of [
      ['/legal/privacy-policy', 'Privacy Policy'],
      ['/legal/cookies-policy', 'Cookies Policy'],
      ['/legal/terms-of-use', 'Terms of Use'],
      ['/legal/user-agreement', 'User Agreement'],
    ] as const) {
      const response = await openDocument(page, path);
      expect(response.status()).toBe(200);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    }
    // The way through the sign-in form and back is what this part pins: it signs in there.
    const buyer = await newBuyer(request, 'overlays');
    await openApp(page, '/user-agreement');
    await expect(page).toHaveURL(/\/auth\/sign-in\?continue=%2Fuser-agreement$/);
    await submitSignIn(page, buyer.email, buyer.password);
    await waitForAddress(page, '/user-agreement');
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
    // The page's time stands still from here on and moves only as the journey says: the toasts
    // close 5 s after they open, however long the clicks take on a busy machine.
    await page.clock.pauseAt(Date.now() + 1_000);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByTestId('search-refetch').click();
      await expect.poll(() => failures).toBe(attempt);
    }
    const toasts = page.locator('.notistack-MuiContent-error');
    const failuresShown = async () =>
      (await toasts.allInnerTexts()).map((text) => /Forced failure (\d)/.exec(text)?.[1]);
    // The newest three: the oldest made room. The page's timers (the answers passed on to the
    // page, the toasts' entrance) run a tenth of a second at a time until the fourth has shown.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return failuresShown();
      })
      .toEqual(['2', '3', '4']);
    const newestThree = [/Forced failure 2/, /Forced failure 3/, /Forced failure 4/];
    await expect(toasts).toHaveText(newestThree);
    await expect(toasts).toHaveCount(toastSettings.maxVisible);

    const container = page.locator('.bazaar-toast-container');
    const box = await container.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(toastSettings.containerMaxWidthPx);
    expect(box!.y).toBeLessThan(100);
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 60);

    // Still there a second and a half before they are due; gone once they are (and have left).
    await page.clock.runFor(toastSettings.autoHideDurationMs - 1_500);
    await expect(toasts).toHaveText(newestThree);
    await page.clock.runFor(2_500);
    await expect(toasts).toHaveCount(0);
  });

  test('a 403 FORBIDDEN_COMMON asking for a dialog opens one instead of a toast', async ({
    page,
  }) => {
    // The first two refetches are refused: once closed with Escape, once with 'Thanks'.
    let refusals = 2;
    await page.route('**/api/search?**', async (route) => {
      if (refusals === 0) return route.continue();
      refusals -= 1;
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
    // Escape closes it, wherever the focus was when it opened (issue 35).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByTestId('search-refetch').click();
    await expect(dialog).toBeVisible();
    // The generic confirmation dialog's default button (spec §2).
    await dialog.getByRole('button', { name: 'Thanks' }).click();
    await expect(dialog).toBeHidden();
  });
});

/**
 * Opens and closes the Terms dialog: once it has shown, the page has also rendered whatever it
 * had to before the click (React renders pending updates before a click's own).
 */
async function afterRendering(page: Page) {
  await page.getByRole('button', { name: 'Terms & Agreement' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Terms & Agreement' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the channel banner shows once per session, in step across tabs', async ({ context }) => {
  const first = await context.newPage();
  await first.clock.install();
  await openApp(first, '/');
  const second = await context.newPage();
  await second.clock.install();
  await openApp(second, '/flea-market');

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
  await openApp(third, '/');
  // The new tab asks the others whether the banner was shown in this session; once it has heard
  // (it notes so in its storage), its own delay may end.
  await expect
    .poll(() =>
      third.evaluate(
        (key) => window.sessionStorage.getItem(key),
        sessionStorageKeys.channelBannerShown,
      ),
    )
    .toBe('true');
  await third.clock.fastForward(11_000);
  await afterRendering(third);
  await expect(third.getByTestId('channel-banner')).toHaveCount(0);
});

test.describe('accessibility', () => {
  test('home and sign-in have no serious or critical violations', async ({ page }) => {
    await openApp(page, '/');
    expect(await seriousViolations(page)).toEqual([]);
    await openApp(page, '/auth/sign-in');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the policy dialogs have no serious or critical violations', async ({ page }) => {
    await openApp(page, '/');
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

/** Whether what the person sees and taps at the middle of `target` is `target` itself. */
function topmostAtMiddle(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Opens a conversation of a buyer of the journey's own about a listing of a seller of its own. */
async function openConversation(page: Page, request: APIRequestContext, context: BrowserContext) {
  const seller = await newSeller(request, 'overlays');
  const buyer = await newBuyer(request, 'overlays');
  const listing = await publishListing(request, seller, 'catalog');
  const opened = await request.post('/api/chat/conversations', {
    headers: bearer(buyer.token),
    data: { subject: { kind: 'listing', id: listing.id } },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const conversation = (await opened.json()) as Conversation;
  await signInThroughApi(context, buyer);
  await page.clock.install();
  await openApp(page, `/chat?conversation=${conversation.id}`);
}

/**
 * Issue 35: the channel banner sat over the chat's composer and Send. Nothing it shows may hide
 * an input: once it appears, the message field and Send are still what is under the pointer.
 */
async function composerStaysUncovered(page: Page, screenshot: string) {
  const input = page.getByTestId('message-input');
  await expect(input).toBeVisible();
  await page.clock.fastForward(11_000);
  const banner = page.getByTestId('channel-banner');
  await expect(banner).toBeVisible();
  await input.fill('Is it still available?');
  const send = page.getByTestId('send-message');
  await expect(send).toBeEnabled();
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(input).toBeInViewport({ ratio: 1 });
  // The banner's Slide or Collapse has settled: the banner is at its place.
  await expect(banner).toBeInViewport({ ratio: 1 });
  expect(await topmostAtMiddle(send)).toBe(true);
  expect(await topmostAtMiddle(input)).toBe(true);
  await lookAt(page, screenshot);
}

test('the channel banner leaves the chat composer and Send uncovered', async ({
  page,
  request,
  context,
}) => {
  await openConversation(page, request, context);
  await composerStaysUncovered(page, 'channel-banner-chat-desktop');
});

test('@mobile on a phone the channel banner leaves the chat composer and Send uncovered', async ({
  page,
  request,
  context,
}) => {
  await openConversation(page, request, context);
  await composerStaysUncovered(page, 'channel-banner-chat-phone');
});
