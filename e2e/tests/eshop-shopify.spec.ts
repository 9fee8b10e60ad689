import { expect, test } from '../support/test';
import { DEMO_PASSWORD, NEW_SELLER_PASSWORD, signIn, signUpNewSeller } from '../support/accounts';
import { apiToken, bearer } from '../support/api';
import {
  changeShopifyProduct,
  chooseImportCategory,
  givePickupAddress,
  SHOPIFY_STAND_IN_URL,
  uninstallShopifyApp,
} from '../support/eshop';
import { horizontalOverflow } from '../support/pages';

// Issue 20 through the Shopify stand-in (apps/api/src/test/stand-ins/shopify-stand-in.ts), which
// playwright.config.ts starts beside the app and points the api at: the same protocol client,
// signatures and webhooks as with Shopify.
const SHOTS = 'artifacts/screenshots';
const SHOP = 'harbour-goods.myshopify.com';
/** Its "Harbour stoneware mug", 18.50 EUR (both variants). */
const MUG = 7001;

test('a seller connects a Shopify store through its consent screen, imports it, and it stays current until removed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = await signUpNewSeller(request, 'eshop', 'Harbour Goods Ltd');
  // Where imported products are: they are published only with it (and a category).
  const sellerId = await givePickupAddress(request, email, NEW_SELLER_PASSWORD);
  await signIn(page, email, NEW_SELLER_PASSWORD);

  await page.goto('/profile/e-shop-integration');
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

  await expect(page).toHaveURL(/\/profile\/e-shop-integration\?connected=shopify$/);
  await expect(page.getByTestId('eshop-connected')).toContainText(
    'Your Shopify store is connected',
  );
  const store = shopify.getByRole('listitem');
  await expect(store.getByTestId('eshop-store-name')).toHaveText('Harbour Goods');
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Connected');
  await page.screenshot({ path: `${SHOTS}/eshop-connected.png`, fullPage: true });

  // Import every product of the store from the importing page's Shopify tab.
  await store.getByRole('link', { name: 'Import products' }).click();
  await expect(page).toHaveURL(/\/profile\/importing\?tab=shopify/);
  await chooseImportCategory(page);
  await page.getByRole('button', { name: 'Start the import' }).click();
  const run = page.getByTestId('import-run').first();
  await expect(run).toContainText('Done', { timeout: 120_000 });
  await page.screenshot({ path: `${SHOTS}/eshop-imported.png`, fullPage: true });
  await expect(run).toContainText(/[1-9] new listings?/);

  // Published: the imported products are on the seller's public page.
  await page.goto(`/seller/${sellerId}`);
  await expect(page.getByText('Harbour stoneware mug').first()).toBeVisible();

  await page.goto('/profile/manage-my-listings?section=shophub&search=Harbour');
  const mug = page
    .getByTestId('my-listing')
    // The list's rows as shown: a hidden copy of the page can linger while its state changes.
    .filter({ hasText: 'Harbour stoneware mug', visible: true });
  await expect(mug).toBeVisible();
  await expect(mug).toContainText('18.50');

  // A product update on the platform: the signed webhook changes the listing's price.
  await changeShopifyProduct(SHOP, MUG, { price: '24.00' });
  await expect(async () => {
    await page.reload();
    await expect(mug).toContainText('24.00', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // The merchant removes the app on the platform: listings paused, and the modal opens live.
  await page.goto('/profile/e-shop-integration');
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Connected');
  await uninstallShopifyApp(SHOP);
  const modal = page.getByTestId('eshop-removed-dialog');
  // Live when the page's socket is already admitted; else the next page load opens it (spec §4).
  await expect(async () => {
    if (!(await modal.isVisible())) await page.reload();
    await expect(modal).toBeVisible({ timeout: 10_000 });
  }).toPass({ intervals: [15_000], timeout: 60_000 });
  await expect(modal.getByTestId('eshop-removed-reconnect')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/eshop-removed-by-platform.png` });
  await modal.getByTestId('eshop-removed-keep-paused').click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(store.getByTestId('eshop-connection-state')).toHaveText('Removed by platform');
  await expect(modal).toHaveCount(0);

  await page.goto('/profile/manage-my-listings?section=shophub&search=Harbour');
  await expect(
    mug.getByTestId('listing-status').filter({ hasText: 'Paused', visible: true }),
  ).toBeVisible();
});

test('a buyer who installs the app from Shopify is told that only a seller can connect a store', async ({
  page,
  request,
}) => {
  const buyer = 'buyer4@demo.bazaar.local';
  // Started from Bazaar: the api refuses a buyer.
  const refused = await request.post('/api/eshop-integrations/shopify/installs', {
    headers: bearer(await apiToken(request, buyer)),
    data: { store: 'lantern-supply' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as { error_code: string }).toMatchObject({
    error_code: 'ESHOP_INTEGRATION_NOT_SELLER',
  });

  // Started from the platform's app store: the install ends at /app/complete-account.
  await signIn(page, buyer, DEMO_PASSWORD);
  await page.goto(`${SHOPIFY_STAND_IN_URL}/lantern-supply.myshopify.com/admin/apps/bazaar`);
  await expect(
    page.getByRole('heading', { name: 'Install Bazaar on Lantern Supply' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page).toHaveURL(/\/app\/complete-account\?claim=/);
  await expect(page.getByTestId('eshop-error-ESHOP_INTEGRATION_NOT_SELLER')).toContainText(
    'Only seller accounts can connect a store',
  );
  await page.screenshot({ path: `${SHOTS}/eshop-complete-account-buyer.png` });
});

test('the e-shop page fits a phone @mobile', async ({ page, request }) => {
  const email = await signUpNewSeller(request, 'eshop', 'Harbour Goods Ltd');
  await signIn(page, email, NEW_SELLER_PASSWORD);
  await page.goto('/profile/e-shop-integration');
  // By role: a copy of the page React keeps hidden during a navigation is not one of its regions.
  await expect(page.getByRole('region', { name: 'BigCommerce' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/eshop-integration-phone.png`, fullPage: true });
});
