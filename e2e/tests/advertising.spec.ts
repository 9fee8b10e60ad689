import { randomUUID } from 'node:crypto';
import { devices } from '@playwright/test';
import { advertisingCampaignList } from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Browser } from '../support/test';
import { demo, demoAccount, signInThroughApi, type Account } from '../support/accounts';
import { bearer } from '../support/api';
import { exitDialogAlreadyOffered, newPersonContext } from '../support/contexts';
import { publishListing } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { newPhoneContext } from '../support/touch';

/**
 * A person's browser on a desktop: a real browser's user agent (a headless one would be counted
 * as a bot). The phone's, from `newPhoneContext`, is a real phone's too.
 */
function personContext(browser: Browser) {
  return newPersonContext(browser, {
    userAgent: devices['Desktop Chrome'].userAgent,
    viewport: { width: 1280, height: 900 },
  });
}

/** The seller's campaigns as the api counts them. */
async function campaignsOf(request: APIRequestContext, seller: Account) {
  const response = await request.get('/api/advertising/campaigns', {
    headers: bearer(seller.token),
  });
  expect(response.status()).toBe(200);
  return advertisingCampaignList.parse(await response.json()).items;
}

test('a seller promotes a listing on the home page; a visitor sees it marked Ad and opens it; the seller sees the view and the click', async ({
  browser,
  request,
  seller,
}) => {
  // Four browsers: longer than a journey's minute on a busy machine.
  test.setTimeout(240_000);
  // The seller's own listing, and a balance the demo administrator gave to pay for the ads.
  const listing = await publishListing(request, seller, 'catalog', {
    title: `Harbour lantern ${Date.now().toString(36)}`,
  });
  const admin = await demoAccount(request, demo('admin').email);
  const topUp = await request.post(`/api/users/${seller.userId}/balance/top-ups`, {
    headers: { ...bearer(admin.token), 'idempotency-key': randomUUID() },
    data: { amount_minor: 5_000, note: 'For the advertising journey' },
  });
  expect(topUp.status(), await topUp.text()).toBe(201);

  const sellerContext = await personContext(browser);
  await signInThroughApi(sellerContext, seller);
  const sellerPage = await sellerContext.newPage();
  await openApp(sellerPage, '/');
  await sellerPage.getByTestId('account-menu-button').click();
  await sellerPage.getByRole('menuitem', { name: 'Advertising' }).click();
  await waitForAddress(sellerPage, '/profile/advertising');
  await expect(sellerPage.getByRole('heading', { name: 'Advertising', level: 1 })).toBeVisible();

  await sellerPage.getByRole('button', { name: 'Promote a listing' }).click();
  const dialog = sellerPage.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Listing' }).click();
  const option = sellerPage.getByRole('option').first();
  const title = (await option.getByTestId('listing-option-title').innerText()).trim();
  expect(title).toBe(listing.title);
  await option.click();
  await expect(dialog.getByRole('combobox', { name: 'Placement' })).toHaveText('Home page');
  // A bid above the demo campaigns' puts it first on the home page.
  await dialog.getByLabel('Price per click (EUR)').fill('2.50');
  await dialog.getByLabel('Daily budget (EUR)').fill('20');
  await lookAt(sellerPage, 'advertising-create-desktop');
  await dialog.getByRole('button', { name: 'Start campaign' }).click();
  await expect(dialog).toBeHidden();
  const row = sellerPage.getByTestId('campaign-row').filter({ hasText: title }).filter({
    hasText: 'Home page',
  });
  await expect(row.getByTestId('campaign-status')).toHaveText('Running');

  // A signed-out visitor in another browser.
  const visitorContext = await personContext(browser);
  const visitorPage = await visitorContext.newPage();
  await openApp(visitorPage, '/');
  const ad = visitorPage
    .getByTestId('promoted-listings')
    .getByTestId('ad-card')
    .filter({ hasText: title });
  await expect(ad).toBeVisible({ timeout: 20_000 });
  await expect(ad.getByText('Ad', { exact: true })).toBeVisible();
  await lookAt(visitorPage, 'advertising-home-desktop');
  // A reload shows it again but counts no second view.
  await reloadApp(visitorPage);
  await expect(ad).toBeVisible({ timeout: 20_000 });
  await ad.getByRole('heading', { name: title }).click();
  await waitForAddress(visitorPage, /\/item\/[0-9a-f-]{36}$/);
  await expect(visitorPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // The view and the click reach the campaign (the page's beacons go after it has moved on).
  await expect
    .poll(async () => {
      const campaign = (await campaignsOf(request, seller)).find(
        (candidate) => candidate.listing.id === listing.id,
      );
      return campaign && [campaign.total.views, campaign.total.clicks];
    })
    .toEqual([1, 1]);
  await reloadApp(sellerPage);
  await expect(row.getByTestId('campaign-views')).toHaveText('1');
  await expect(row.getByTestId('campaign-clicks')).toHaveText('1');
  await expect(row.getByTestId('campaign-spend')).toHaveText('€2.50');
  await lookAt(sellerPage, 'advertising-seller-desktop', { fullPage: true });

  // On a phone: the home page with its ad, and the seller's page. The phone's touch points and
  // screen are a phone's, so the page does not reload itself into the desktop layout meanwhile.
  const phoneContext = await newPhoneContext(browser);
  await exitDialogAlreadyOffered(phoneContext);
  const phone = await phoneContext.newPage();
  await openApp(phone, '/');
  await expect(
    phone.getByTestId('promoted-listings').getByTestId('ad-card').filter({ hasText: title }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await horizontalOverflow(phone)).toBe(0);
  await lookAt(phone, 'advertising-home-phone');
  await signInThroughApi(phoneContext, seller);
  await openApp(phone, '/profile/advertising');
  await expect(phone.getByTestId('campaign-card').first()).toBeVisible();
  expect(await horizontalOverflow(phone)).toBe(0);
  await lookAt(phone, 'advertising-seller-phone', { fullPage: true });

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
  const plainContext = await newPersonContext(browser, {
    javaScriptEnabled: false,
    userAgent: devices['Desktop Chrome'].userAgent,
    viewport: { width: 1280, height: 800 },
  });
  const plain = await plainContext.newPage();
  // eslint-disable-next-line no-restricted-properties -- without scripts the page never hydrates: only what the server sent is read
  await plain.goto(section);
  await expect(plain.getByTestId('promoted-listings').getByTestId('ad-card').first()).toBeVisible();
  await plainContext.close();

  // A phone, where the Sponsored row takes most of the first screen: the page settles (its
  // view reported once the ads are mounted) without moving the results.
  const phoneContext = await newPhoneContext(browser);
  await exitDialogAlreadyOffered(phoneContext);
  await phoneContext.addInitScript(watchLayoutShifts);
  const phone = await phoneContext.newPage();
  const viewReported = phone.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/advertising/views'),
  );
  await openApp(phone, section);
  await viewReported;
  await expect(phone.getByTestId('promoted-listings').getByTestId('ad-card')).toBeVisible();
  await expect(phone.getByTestId('results-grid')).toBeVisible();
  // The page has painted what it shows: the shifts it made are in the observer's buffer.
  await phone.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await lookAt(phone, 'advertising-section-phone');
  const shift = await phone.evaluate(
    () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
  );
  // 0.28 when the ads came after the page; "good" is under 0.1.
  expect(shift).toBeLessThan(0.05);
  await phoneContext.close();
});
