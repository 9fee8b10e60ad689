import { devices } from '@playwright/test';
import { expect, test, type Browser } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { horizontalOverflow } from '../support/pages';
import { newPhoneContext } from '../support/touch';

const SELLER = 'seller4@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots/ads';

/**
 * A person's browser on a desktop: a real browser's user agent (a headless one would be counted
 * as a bot). The phone's, from `newPhoneContext`, is a real phone's too.
 */
function personContext(browser: Browser) {
  return browser.newContext({
    userAgent: devices['Desktop Chrome'].userAgent,
    viewport: { width: 1280, height: 900 },
  });
}

test('a seller promotes a listing on the home page; a visitor sees it marked Ad and opens it; the seller sees the view and the click', async ({
  browser,
}) => {
  const sellerContext = await personContext(browser);
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, SELLER, DEMO_PASSWORD);
  await sellerPage.getByTestId('account-menu-button').click();
  await sellerPage.getByRole('menuitem', { name: 'Advertising' }).click();
  await expect(sellerPage).toHaveURL(/\/profile\/advertising$/);
  await expect(sellerPage.getByRole('heading', { name: 'Advertising', level: 1 })).toBeVisible();

  // Before hydration the button does nothing: try until the dialog opens.
  await expect(async () => {
    await sellerPage.getByRole('button', { name: 'Promote a listing' }).click({ timeout: 1_000 });
    await expect(sellerPage.getByRole('dialog')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const dialog = sellerPage.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Listing' }).click();
  const option = sellerPage.getByRole('option').first();
  const title = (await option.getByTestId('listing-option-title').innerText()).trim();
  await option.click();
  await expect(dialog.getByRole('combobox', { name: 'Placement' })).toHaveText('Home page');
  // A bid above the demo campaigns' puts it first on the home page.
  await dialog.getByLabel('Price per click (EUR)').fill('2.50');
  await dialog.getByLabel('Daily budget (EUR)').fill('20');
  await sellerPage.screenshot({ path: `${SHOTS}/advertising-create-desktop.png` });
  await dialog.getByRole('button', { name: 'Start campaign' }).click();
  await expect(dialog).toBeHidden();
  const row = sellerPage.getByTestId('campaign-row').filter({ hasText: title }).filter({
    hasText: 'Home page',
  });
  await expect(row.getByTestId('campaign-status')).toHaveText('Running');

  // A signed-out visitor in another browser.
  const visitorContext = await personContext(browser);
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto('/');
  const ad = visitorPage
    .getByTestId('promoted-listings')
    .getByTestId('ad-card')
    .filter({ hasText: title });
  await expect(ad).toBeVisible({ timeout: 20_000 });
  await expect(ad.getByText('Ad', { exact: true })).toBeVisible();
  await visitorPage.screenshot({ path: `${SHOTS}/advertising-home-desktop.png` });
  // A reload shows it again but counts no second view.
  await visitorPage.reload();
  await expect(ad).toBeVisible({ timeout: 20_000 });
  await ad.getByRole('heading', { name: title }).click();
  await expect(visitorPage).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  await expect(visitorPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await expect(async () => {
    await sellerPage.reload();
    await expect(row.getByTestId('campaign-views')).toHaveText('1', { timeout: 2_000 });
    await expect(row.getByTestId('campaign-clicks')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByTestId('campaign-spend')).toHaveText('€2.50');
  await sellerPage.screenshot({ path: `${SHOTS}/advertising-seller-desktop.png`, fullPage: true });

  // On a phone: the home page with its ad, and the seller's page. The phone's touch points and
  // screen are a phone's, so the page does not reload itself into the desktop layout meanwhile.
  const phoneContext = await newPhoneContext(browser);
  const phone = await phoneContext.newPage();
  await phone.goto('/');
  await expect(
    phone.getByTestId('promoted-listings').getByTestId('ad-card').filter({ hasText: title }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await horizontalOverflow(phone)).toBe(0);
  await phone.screenshot({ path: `${SHOTS}/advertising-home-phone.png` });
  await signIn(phone, SELLER, DEMO_PASSWORD);
  await phone.goto('/profile/advertising');
  await expect(phone.getByTestId('campaign-card').first()).toBeVisible();
  expect(await horizontalOverflow(phone)).toBe(0);
  await phone.screenshot({ path: `${SHOTS}/advertising-seller-phone.png`, fullPage: true });

  // Stop it, so the rest of the run sees the home page as seeded.
  await row.getByRole('button', { name: 'Stop' }).click();
  await expect(row.getByTestId('campaign-status')).toHaveText('Stopped');

  await Promise.all([sellerContext.close(), visitorContext.close(), phoneContext.close()]);
});

/** Adds up the page's layout shifts that no input caused, as Cumulative Layout Shift counts them. */
function watchLayoutShifts() {
  const shifts = { total: 0 };
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) shifts.total += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test("a section page comes with its division's ads: in the page as sent, and nothing moves when they show (ADR 0080)", async ({
  browser,
}) => {
  const section = '/shophub/electronics';
  // Without scripts, only what the server sent: the demo's Shop Hub campaign is in it.
  const plainContext = await browser.newContext({
    javaScriptEnabled: false,
    userAgent: devices['Desktop Chrome'].userAgent,
    viewport: { width: 1280, height: 800 },
  });
  const plain = await plainContext.newPage();
  await plain.goto(section);
  await expect(plain.getByTestId('promoted-listings').getByTestId('ad-card').first()).toBeVisible();
  await plainContext.close();

  // A phone, where the Sponsored row takes most of the first screen: the page settles (its
  // view reported once the ads are mounted) without moving the results.
  const phoneContext = await newPhoneContext(browser);
  await phoneContext.addInitScript(watchLayoutShifts);
  const phone = await phoneContext.newPage();
  const viewReported = phone.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/advertising/views'),
  );
  await phone.goto(section);
  await viewReported;
  await expect(phone.getByTestId('promoted-listings').getByTestId('ad-card')).toBeVisible();
  await expect(phone.getByTestId('results-grid')).toBeVisible();
  await phone.waitForTimeout(1_000);
  await phone.screenshot({ path: `${SHOTS}/advertising-section-phone.png` });
  const shift = await phone.evaluate(
    () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
  );
  // 0.28 when the ads came after the page; "good" is under 0.1.
  expect(shift).toBeLessThan(0.05);
  await phoneContext.close();
});
