import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import {
  changeShopifyProduct,
  chooseImportCategory,
  givePickupAddress,
  SHOPIFY_STAND_IN_URL,
  uninstallShopifyApp,
} from '../support/eshop';
import { ownListings } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { channelOpened } from '../support/notifications';
import { horizontalOverflow, openApp, reloadApp, waitForApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

// Issue 20 through the Shopify stand-in (apps/api/src/test/stand-ins/shopify-stand-in.ts), which
// playwright.config.ts starts beside the app and points the api at: the same protocol client,
// signatures and webhooks as with Shopify.
const SHOP = 'harbour-goods.myshopify.com';
/** Its "Harbour stoneware mug", 18.50 EUR (both variants). */
const MUG = 7001;

test('a seller connects a Shopify store through its consent screen, imports it, and it stays current until removed', async ({
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
  const shopify = page.getByTestId('eshop-platform-shopify');
  await expect(shopify.getByRole('link', { name: /Open a store on Shopify/ })).toHaveAttribute(
    'href',
    'https://www.shopify.com/free-trial',
  );
  await expect(shopify.getByRole('link', { name: /Bazaar app on Shopify/ })).toHaveAttribute(
    'href',
    'https://apps.shopify.com/bazaar-marketplace',
  );

  // Connect: the store's address, then Shopify's (the stand-in's) consent screen.
  await page.getByTestId('eshop-connect-shopify').click();
  const dialog = page.getByTestId('eshop-connect-dialog');
  await dialog.getByRole('textbox', { name: 'Store address' }).fill('Harbour-Goods');
  await dialog.getByTestId('eshop-connect-submit').click();
  await expect(
    page.getByRole('heading', { name: 'Install Bazaar on Harbour Goods' }),
  ).toBeVisible();
  expect(page.url().startsWith(SHOPIFY_STAND_IN_URL)).toBe(true);
  await page.getByRole('button', { name: 'Install' }).click();

  // The stand-in sends the browser back to Bazaar: a page load of its own.
  await waitForAddress(page, /\/profile\/e-shop-integration\?connected=shopify$/);
  await waitForApp(page);
  await expect(page.getByTestId('eshop-connected')).toContainText(
    'Your Shopify store is connected',
  );
  const store = shopify.getByRole('listitem');
  await expect(store.getByTestId('eshop-store-name')).toHaveText('Harbour Goods');
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Connected');
  await lookAt(page, 'eshop-connected', { fullPage: true });

  // Import every product of the store from the importing page's Shopify tab.
  await store.getByRole('link', { name: 'Import products' }).click();
  await waitForAddress(page, /\/profile\/importing\?tab=shopify/);
  await chooseImportCategory(page);
  await page.getByRole('button', { name: 'Start the import' }).click();
  const run = page.getByTestId('import-run').first();
  await expect(run).toContainText('Done', { timeout: 120_000 });
  await lookAt(page, 'eshop-imported', { fullPage: true });
  await expect(run).toContainText(/[1-9] new listings?/);

  // Published: the imported products are on the seller's public page.
  await openApp(page, `/seller/${sellerId}`);
  await expect(page.getByText('Harbour stoneware mug').first()).toBeVisible();

  await openApp(page, '/profile/manage-my-listings?section=shophub&search=Harbour');
  const mug = page
    .getByTestId('my-listing')
    // The list's rows as shown: a hidden copy of the page can linger while its state changes.
    .filter({ hasText: 'Harbour stoneware mug', visible: true });
  await expect(mug).toBeVisible();
  await expect(mug).toContainText('18.50');

  // A product update on the platform: the signed webhook changes the listing's price.
  await changeShopifyProduct(SHOP, MUG, { price: '24.00' });
  const mugPrice = async () =>
    (await ownListings(request, seller, 'catalog', 'Harbour stoneware mug')).find((row) =>
      row.title.includes('Harbour stoneware mug'),
    )?.price?.amount_minor;
  await expect.poll(mugPrice, { timeout: 60_000 }).toBe(2_400);
  await reloadApp(page);
  await expect(mug).toContainText('24.00');

  // The merchant removes the app on the platform: listings paused, and the modal opens live on
  // a page whose notifications socket is admitted (spec §4).
  const opened = channelOpened(page);
  await openApp(page, '/profile/e-shop-integration');
  await opened;
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Connected');
  await uninstallShopifyApp(SHOP);
  const modal = page.getByTestId('eshop-removed-dialog');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByTestId('eshop-removed-reconnect')).toBeVisible();
  await lookAt(page, 'eshop-removed-by-platform');
  await modal.getByTestId('eshop-removed-keep-paused').click();
  await expect(modal).toBeHidden();
  await reloadApp(page);
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Removed by platform');
  await expect(modal).toHaveCount(0);

  await openApp(page, '/profile/manage-my-listings?section=shophub&search=Harbour');
  await expect(
    mug.getByTestId('listing-status').filter({ hasText: 'Paused', visible: true }),
  ).toBeVisible();
});

test('a buyer who installs the app from Shopify is told that only a seller can connect a store', async ({
  page,
  context,
  request,
  buyer,
}) => {
  // Started from Bazaar: the api refuses a buyer.
  const refused = await request.post('/api/eshop-integrations/shopify/installs', {
    headers: bearer(buyer.token),
    data: { store: 'lantern-supply' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as { error_code: string }).toMatchObject({
    error_code: 'ESHOP_INTEGRATION_NOT_SELLER',
  });

  // Started from the platform's app store: the install ends at /app/complete-account.
  await signInThroughApi(context, buyer);
  // eslint-disable-next-line no-restricted-properties -- the stand-in's app store, outside the app
  await page.goto(`${SHOPIFY_STAND_IN_URL}/lantern-supply.myshopify.com/admin/apps/bazaar`);
  await expect(
    page.getByRole('heading', { name: 'Install Bazaar on Lantern Supply' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();
  // The stand-in sends the browser back to Bazaar: a page load of its own.
  await waitForAddress(page, /\/app\/complete-account\?claim=/);
  await waitForApp(page);
  await expect(page.getByTestId('eshop-error-ESHOP_INTEGRATION_NOT_SELLER')).toContainText(
    'Only seller accounts can connect a store',
  );
  await lookAt(page, 'eshop-complete-account-buyer');
});

test('the e-shop page fits a phone @mobile', async ({ page, context, seller }) => {
  await signInThroughApi(context, seller);
  await openApp(page, '/profile/e-shop-integration');
  // By role: a copy of the page React keeps hidden during a navigation is not one of its regions.
  await expect(page.getByRole('region', { name: 'BigCommerce' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await lookAt(page, 'eshop-integration-phone', { fullPage: true });
});
