import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/accounts';
import {
  BIGCOMMERCE_STAND_IN_URL,
  changeBigCommerceProduct,
  chooseImportCategory,
  givePickupAddress,
  uninstallBigCommerceApp,
} from '../support/eshop';
import { ownListings } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { channelOpened } from '../support/notifications';
import { openApp, reloadApp, waitForApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

// Issue 20 through the BigCommerce stand-in (apps/api/src/test/stand-ins/bigcommerce-stand-in.ts), which
// playwright.config.ts starts beside the app and points the api at: the same install page,
// token exchange, signed_payload_jwt callbacks and product webhooks as with BigCommerce.
/** The store hash of the stand-in's "Northwind Outfitters" (USD). */
const STORE = 'nw8k2demo';
/** Its "Ridge Hiking Boots", 89.00 USD (its one variant has no price of its own). */
const BOOTS = 102;

test('a seller connects a BigCommerce store through its install page, imports it, and it stays current until removed', async ({
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
  const bigcommerce = page.getByTestId('eshop-platform-bigcommerce');

  // Connect: the store hash, then BigCommerce's (the stand-in's) install page for the app.
  await page.getByTestId('eshop-connect-bigcommerce').click();
  const dialog = page.getByTestId('eshop-connect-dialog');
  await dialog.getByRole('textbox', { name: 'Store hash' }).fill(STORE);
  await dialog.getByTestId('eshop-connect-submit').click();
  await expect(page.getByRole('heading', { name: 'Install Bazaar' })).toBeVisible();
  expect(page.url().startsWith(BIGCOMMERCE_STAND_IN_URL)).toBe(true);
  await page.getByRole('radio', { name: /Northwind Outfitters/ }).check();
  await page.getByRole('button', { name: 'Install' }).click();

  // The stand-in sends the browser back to Bazaar: a page load of its own.
  await waitForAddress(page, /\/profile\/e-shop-integration\?connected=bigcommerce$/);
  await waitForApp(page);
  await expect(page.getByTestId('eshop-connected')).toContainText(
    /Your BigCommerce store is connected/i,
  );
  const store = bigcommerce.getByRole('listitem');
  await expect(store.getByTestId('eshop-store-name')).toHaveText('Northwind Outfitters');
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Connected');
  await lookAt(page, 'eshop-bigcommerce-connected', { fullPage: true });

  // Import every product of the store from the importing page's BigCommerce tab.
  await store.getByRole('link', { name: 'Import products' }).click();
  await waitForAddress(page, /\/profile\/importing\?tab=bigcommerce/);
  await chooseImportCategory(page);
  await page.getByRole('button', { name: 'Start the import' }).click();
  const run = page.getByTestId('import-run').first();
  await expect(run).toContainText('Done', { timeout: 120_000 });
  await expect(run).toContainText(/[1-9] new listings?/);

  // Published: the imported products are on the seller's public page.
  await openApp(page, `/seller/${sellerId}`);
  await expect(page.getByText('Ridge Hiking Boots').first()).toBeVisible();

  await openApp(page, '/profile/manage-my-listings?section=shophub&search=Ridge');
  const boots = page
    .getByTestId('my-listing')
    // The list's rows as shown: a hidden copy of the page can linger while its state changes.
    .filter({ hasText: 'Ridge Hiking Boots', visible: true });
  await expect(boots).toBeVisible();
  await expect(boots).toContainText('89.00');

  // A product update on the platform: the webhook to the registered hook changes the listing's price.
  await changeBigCommerceProduct(STORE, BOOTS, { price: 79.5 });
  const bootsPrice = async () =>
    (await ownListings(request, seller, 'catalog', 'Ridge Hiking Boots')).find((row) =>
      row.title.includes('Ridge Hiking Boots'),
    )?.price?.amount_minor;
  await expect.poll(bootsPrice, { timeout: 60_000 }).toBe(7_950);
  await reloadApp(page);
  await expect(boots).toContainText('79.50');

  // The merchant uninstalls the app in BigCommerce's control panel (the signed uninstall
  // callback): listings paused, and the modal opens live on a page whose notifications socket is
  // admitted (spec §4).
  const opened = channelOpened(page);
  await openApp(page, '/profile/e-shop-integration');
  await opened;
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Connected');
  await uninstallBigCommerceApp(STORE);
  const modal = page.getByTestId('eshop-removed-dialog');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByTestId('eshop-removed-reconnect')).toBeVisible();
  await lookAt(page, 'eshop-bigcommerce-removed-by-platform');
  // "Delete listings" asks once more, then deletes every listing imported from the store.
  await modal.getByTestId('eshop-removed-delete').click();
  await expect(modal.getByTestId('eshop-removed-delete-warning')).toBeVisible();
  await modal.getByTestId('eshop-removed-delete-confirm').click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/[1-9]\d* listings? deleted/)).toBeVisible();
  await reloadApp(page);
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Removed by platform');
  await expect(modal).toHaveCount(0);

  await openApp(page, '/profile/manage-my-listings?section=shophub&search=Ridge');
  await expect(
    page.getByRole('heading', { name: 'No listings match these filters' }),
  ).toBeVisible();
  await expect(boots).toHaveCount(0);
});
