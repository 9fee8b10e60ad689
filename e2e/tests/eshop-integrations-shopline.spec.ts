import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/accounts';
import {
  changeShoplineProduct,
  chooseImportCategory,
  givePickupAddress,
  SHOPLINE_STAND_IN_URL,
  uninstallShoplineApp,
} from '../support/eshop';
import { ownListings } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { channelOpened } from '../support/notifications';
import { openApp, reloadApp, waitForApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

// Issue 20 through the SHOPLINE stand-in (apps/api/src/test/stand-ins/shopline-stand-in.ts), which
// playwright.config.ts starts beside the app and points the api at: the same signed install,
// token requests and webhooks as with SHOPLINE.
const STORE = 'bazaar-demo';
/** Its "Camping Stove", one variant at 45.00 USD. */
const STOVE = '16049619743346320200470002';

test('a seller connects a SHOPLINE store through its consent screen, imports it, and it stays current until removed', async ({
  page,
  context,
  request,
  seller,
}) => {
  test.setTimeout(240_000);
  // Where imported products are: they are published only with it (and a category).
  const sellerId = await givePickupAddress(request, seller.email, seller.password);
  await signInThroughApi(context, seller);

  await openApp(page, '/profile/e-shop-integration');
  await expect(page.getByRole('heading', { name: 'E-Shop Integration', level: 1 })).toBeVisible();
  const shopline = page.getByTestId('eshop-platform-shopline');

  // Connect: the store's handle, then SHOPLINE's (the stand-in's) consent screen.
  await page.getByTestId('eshop-connect-shopline').click();
  const dialog = page.getByTestId('eshop-connect-dialog');
  await dialog.getByRole('textbox', { name: 'Store handle' }).fill(STORE);
  await dialog.getByTestId('eshop-connect-submit').click();
  await expect(
    page.getByRole('heading', { name: 'Install Bazaar on Bazaar Demo Outfitters?' }),
  ).toBeVisible();
  expect(page.url().startsWith(SHOPLINE_STAND_IN_URL)).toBe(true);
  await page.getByRole('button', { name: 'Install' }).click();

  // The stand-in sends the browser back to Bazaar: a page load of its own.
  await waitForAddress(page, /\/profile\/e-shop-integration\?connected=shopline$/);
  await waitForApp(page);
  await expect(page.getByTestId('eshop-connected')).toContainText(
    /Your SHOPLINE store is connected/i,
  );
  const store = shopline.getByRole('listitem');
  await expect(store.getByTestId('eshop-store-name')).toHaveText('Bazaar Demo Outfitters');
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Connected');
  await lookAt(page, 'eshop-shopline-connected', { fullPage: true });

  // Import every product of the store from the importing page's SHOPLINE tab.
  await store.getByRole('link', { name: 'Import products' }).click();
  await waitForAddress(page, /\/profile\/importing\?tab=shopline/);
  await chooseImportCategory(page);
  await page.getByRole('button', { name: 'Start the import' }).click();
  const run = page.getByTestId('import-run').first();
  await expect(run).toContainText('Done', { timeout: 120_000 });
  await expect(run).toContainText(/[1-9] new listings?/);

  // Published: the imported products are on the seller's public page.
  await openApp(page, `/seller/${sellerId}`);
  await expect(page.getByText('Camping Stove').first()).toBeVisible();

  await openApp(page, '/profile/manage-my-listings?section=shophub&search=Camping');
  const stove = page
    .getByTestId('my-listing')
    // The list's rows as shown: a hidden copy of the page can linger while its state changes.
    .filter({ hasText: 'Camping Stove', visible: true });
  await expect(stove).toBeVisible();
  await expect(stove).toContainText('45.00');

  // A product update on the platform: the signed webhook changes the listing's price.
  await changeShoplineProduct(STORE, STOVE, { price: '52.00' });
  const stovePrice = async () =>
    (await ownListings(request, seller, 'catalog', 'Camping Stove')).find((row) =>
      row.title.includes('Camping Stove'),
    )?.price?.amount_minor;
  await expect.poll(stovePrice, { timeout: 60_000 }).toBe(5_200);
  await reloadApp(page);
  await expect(stove).toContainText('52.00');

  // The merchant uninstalls the app on SHOPLINE: listings paused, and the modal opens live on a
  // page whose notifications socket is admitted (spec §4).
  const opened = channelOpened(page);
  await openApp(page, '/profile/e-shop-integration');
  await opened;
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Connected');
  await uninstallShoplineApp(STORE);
  const modal = page.getByTestId('eshop-removed-dialog');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByTestId('eshop-removed-reconnect')).toBeVisible();
  await lookAt(page, 'eshop-shopline-removed-by-platform');
  await modal.getByTestId('eshop-removed-keep-paused').click();
  await expect(modal).toBeHidden();
  await reloadApp(page);
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Removed by platform');
  await expect(modal).toHaveCount(0);

  await openApp(page, '/profile/manage-my-listings?section=shophub&search=Camping');
  await expect(
    stove.getByTestId('listing-status').filter({ hasText: 'Paused', visible: true }),
  ).toBeVisible();
});
