import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { newBuyer, signInThroughApi, type Account } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { uninstallShoplineApp } from '../support/eshop';
import { publishListing } from '../support/listings';
import { channelOpened, unviewedCount } from '../support/notifications';
import { placeOrder } from '../support/orders';
import { openApp, waitForApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { newPhoneContext } from '../support/touch';

/** A SHOPLINE stand-in store no other journey connects. */
const STORE = 'tokyo-demo';

/** A buyer of the journey's own orders one of a Shop Hub product of the seller's; answers the order. */
async function buyerOrdersFromSeller(request: APIRequestContext, seller: Account) {
  const product = await publishListing(request, seller, 'catalog', {
    title: `Harbour lantern ${Date.now()}`,
  });
  const buyer = await newBuyer(request, 'notifications', { first: 'Lena', last: 'Buyer' });
  return placeOrder(request, buyer, seller, product);
}

/**
 * Connects the SHOPLINE stand-in's store to the seller signed in on `page`, through the e-shop
 * page and the store's consent screen, and has the merchant remove the app there: the platform
 * removed the integration, and Bazaar tells the seller (spec §4).
 */
async function integrationRemovedByPlatform(page: Page) {
  await openApp(page, '/profile/e-shop-integration');
  await page.getByTestId('eshop-connect-shopline').click();
  const dialog = page.getByTestId('eshop-connect-dialog');
  await dialog.getByRole('textbox', { name: 'Store handle' }).fill(STORE);
  await dialog.getByTestId('eshop-connect-submit').click();
  await page.getByRole('button', { name: 'Install' }).click();
  await page.waitForURL(/\/profile\/e-shop-integration\?connected=shopline$/);
  await waitForApp(page);
  await expect(page.getByTestId('eshop-connected')).toBeVisible();
  await uninstallShoplineApp(STORE);
}

test('a seller sees the unviewed count, opens the new-order notification and it becomes viewed', async ({
  page,
  context,
  request,
  seller,
}) => {
  // An earlier order, still unviewed when the newer one is opened.
  await buyerOrdersFromSeller(request, seller);
  const order = await buyerOrdersFromSeller(request, seller);

  await signInThroughApi(context, seller);
  await openApp(page, '/');
  const badge = page.getByTestId('notifications-badge');
  await expect(badge).toHaveText('2');

  await page.getByTestId('notifications-link').click();
  await page.waitForURL(/\/notifications$/);
  // Reservations are numbered from 1000 too, so the order's notice is found by its title.
  const orderNotice = `New order #${order.number}`;
  const newest = page.getByTestId('notification').filter({ hasText: orderNotice });
  await expect(newest).toHaveAttribute('data-viewed', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'notifications', { fullPage: true });

  await newest.click();
  await page.waitForURL(/\/profile\/cart-history/);

  await openApp(page, '/notifications');
  await expect(page.getByTestId('notification').filter({ hasText: orderNotice })).toHaveAttribute(
    'data-viewed',
    'true',
  );
  await expect(badge).toHaveText('1');

  // The unviewed tab no longer lists it; "Mark all as viewed" empties it.
  await page.getByRole('tab', { name: 'Unviewed' }).click();
  await expect(page.getByTestId('notification')).toHaveCount(1);
  await expect(page.getByTestId('notification').filter({ hasText: orderNotice })).toHaveCount(0);
  await page.getByTestId('mark-all-viewed').click();
  await expect(page.getByText('You have seen everything')).toBeVisible();
  // The bell's name carries the count (the badge keeps its last text while it fades out).
  await expect(page.getByTestId('notifications-link')).toHaveAccessibleName('Notifications');
});

test('a seller with two tabs sees a new order live in both; viewing it in one clears both', async ({
  page,
  context,
  request,
  seller,
}) => {
  await signInThroughApi(context, seller);
  const firstOpened = channelOpened(page);
  await openApp(page, '/');
  const secondTab = await context.newPage();
  const secondOpened = channelOpened(secondTab);
  await openApp(secondTab, '/');
  await Promise.all([firstOpened, secondOpened]);
  // The bell's accessible name carries the count (the badge keeps its last text while it fades).
  const bells = [page, secondTab].map((tab) => tab.getByTestId('notifications-link'));
  for (const bell of bells) await expect(bell).toHaveAccessibleName('Notifications');

  // The buyer checks out elsewhere: both tabs count it, without reloading (the bell never polls:
  // only the live channel can bring the count).
  await buyerOrdersFromSeller(request, seller);
  for (const bell of bells) await expect(bell).toHaveAccessibleName('Notifications, 1 unviewed');

  await bells[0]!.click();
  await page.waitForURL(/\/notifications$/);
  await page.getByTestId('mark-all-viewed').click();
  for (const bell of bells) await expect(bell).toHaveAccessibleName('Notifications');
});

test('the removed-by-platform modal opens for a seller whose store removed the app; closing it marks the notice viewed in every tab', async ({
  page,
  context,
  browser,
  seller,
}) => {
  const dialogOf = (tab: Page) =>
    tab.getByRole('dialog', { name: 'Your e-shop integration was removed' });
  await signInThroughApi(context, seller);
  await integrationRemovedByPlatform(page);

  // On a phone too, over any page; leaving it open there does not view it.
  const phone = await newPhoneContext(browser);
  await signInThroughApi(phone, seller);
  const phonePage = await phone.newPage();
  await openApp(phonePage, '/');
  await expect(phonePage.getByTestId('mobile-header')).toBeVisible();
  await expect(dialogOf(phonePage)).toBeVisible();
  await expect(dialogOf(phonePage)).toContainText('Your Shopline store was disconnected');
  await lookAt(phonePage, 'eshop-removed-modal-phone');
  await phone.close();

  const firstOpened = channelOpened(page);
  await openApp(page, '/');
  const secondTab = await context.newPage();
  const secondOpened = channelOpened(secondTab);
  await openApp(secondTab, '/how-to-sell');
  await Promise.all([firstOpened, secondOpened]);
  for (const tab of [page, secondTab]) await expect(dialogOf(tab)).toBeVisible();
  expect(await unviewedCount(secondTab)).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'eshop-removed-modal');

  await dialogOf(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialogOf(page)).toBeHidden();
  // The other tab hears that it was viewed: its modal closes and its count falls, live.
  await expect(dialogOf(secondTab)).toBeHidden();
  await expect(secondTab.getByTestId('notifications-link')).toHaveAccessibleName('Notifications');

  // Viewed for good: it does not open again, and the list shows it read.
  await openApp(page, '/notifications');
  await expect(
    page.getByTestId('notification').filter({ hasText: 'Your Shopline store was disconnected' }),
  ).toHaveAttribute('data-viewed', 'true');
  await expect(dialogOf(page)).toHaveCount(0);
});

test('a visitor is sent to sign in from /notifications', async ({ page }) => {
  await openApp(page, '/notifications');
  await page.waitForURL(/\/auth\/sign-in/);
});
